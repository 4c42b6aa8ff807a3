// `npm run bench`: builds, serves the production build on the mock, prints one table of figures and
// writes the same as JSON under bench/results/. Flags: --no-build, --runs N (Lighthouse runs, default 3).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { firstLoadJs } from '../scripts/check-bundle.mjs';
import { startStack } from './servers.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { launch, runLargeAccount, runTour } from './tour.mjs';
import { runReloadStorm, runThreePeople } from './real-browsing.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!args.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const bundle = firstLoadJs('dist');
const result = { date: new Date().toISOString(), firstLoadJs: { rawKb: kb(bundle.raw), gzipKb: kb(bundle.gzip) } };

const normal = await startStack({ mockPort: 8870, webPort: 4370 });
const large = await startStack({ mockPort: 8871, webPort: 4371, scale: 250 });
const browser = await launch(chromePath);
try {
  result.lighthouse = await runLighthouse({ webUrl: normal.webUrl, token: normal.keys.full, runs, chromePath });
  await fetch(`${normal.mockUrl}/__mock/reset`, { method: 'POST' });
  result.tour = await runTour({ browser, webUrl: normal.webUrl, mockUrl: normal.mockUrl, token: normal.keys.full });
  const stack = { webUrl: normal.webUrl, mockUrl: normal.mockUrl, token: normal.keys.full };
  result.reloadStorm = await runReloadStorm(browser, stack);
  result.threePeople = await runThreePeople(browser, stack);
  result.largeAccount = await runLargeAccount({ browser, webUrl: large.webUrl, token: large.keys.full, filter: 'web' });
} finally {
  await browser.close();
  normal.stop();
  large.stop();
}

const rows = [
  ['first-load JS', `${result.firstLoadJs.rawKb} kB raw, ${result.firstLoadJs.gzipKb} kB gzip`],
  ...['desktop', 'mobile'].map((preset) => {
    const l = result.lighthouse[preset];
    return [`Lighthouse ${preset} (median of ${l.runs})`, `score ${l.score}, FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms`];
  }),
  ...result.tour.perPage.map((p) => [`requests per full reload of ${p.path}`, String(p.requests)]),
  ['tour: requests / peak per minute / 429s', `${result.tour.tourRequests} / ${result.tour.peakPerMinute} / ${result.tour.rateLimited}`],
  ['tour: peak JS heap', `${result.tour.peakHeapMb} MB`],
  ...[
    ['reload storm (every page twice, one person)', result.reloadStorm],
    ['three people on one address (every page twice)', result.threePeople],
  ].map(([name, r]) => [
    name,
    `${r.loads} loads, ${r.requests} requests, ${r.rateLimited} × 429, slowest page ${r.slowest.path} ${r.slowest.ms} ms, ${r.seconds} s`,
  ]),
  ['10,000 instances: first rows', `${result.largeAccount.firstRowsMs} ms`],
  ['10,000 instances: filtered result', `${result.largeAccount.filteredMs} ms`],
  ['10,000 instances: peak JS heap', `${result.largeAccount.peakHeapMb} MB`],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'measure'.padEnd(width)}  value\n${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${result.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(result, null, 2));
console.log(`\nwritten to ${file}`);
