// `npm run bench`: builds, serves the production build on the mock, prints one table of figures and
// writes the same as JSON under bench/results/.
// Flags: --no-build, --runs N (Lighthouse runs per figure, default 3).
// Environment, for iterating on one part:
//   BENCH_ONLY=bundle,lighthouse,cls,tour,browsing,team,large   the parts to run (default: all;
//                                                 team = ten people in key mode and through the
//                                                 team proxy, bench/team.mjs)
//   BENCH_ONLY=scale                              the whole-set table with the fleet of 10,000
//                                                 servers: first rows after the answer, a filter
//                                                 after its debounce (bench/scale.mjs; with
//                                                 BENCH_SCALE_PROFILE=1, where the time went)
//   BENCH_ONLY=team-replicas                      ten people on two replicas, one stopped halfway
//                                                 (bench/team-replicas.mjs; BENCH_REPLICAS_MINUTES, 5)
//   BENCH_ONLY=explorer                           the API explorer on GitHub's REST description: time
//                                                 to read, list and filter it, in Node and in
//                                                 Chromium (bench/explorer.mjs)
//   BENCH_ONLY=team-live                          an idle office of ten through the team proxy, with
//                                                 the service's events and without (five real
//                                                 minutes each), a colleague's change on everyone's
//                                                 open list, key mode's idle tab (bench/team-live.mjs)
//   BENCH_ONLY=idle                               an idle tab's requests in its first five minutes, per
//                                                 page (bench/idle.mjs; simulated with page.clock)
//   BENCH_IDLE_PAGES=/instances,/                 pages for the idle part (default: every page and an
//                                                 instance's page, provisioning and running)
//   BENCH_PAGES=overview,list,detail,floor        Lighthouse pages (default: all; floor = bench/floor)
//   BENCH_PRESETS=mobile,desktop  BENCH_CACHES=warm,cold
//   BENCH_CLS_PATHS=/,/wallet                    pages for the layout-shift part (default: every page)
//   BENCH_PORT_OFFSET=N                           shifts every port by 10 × N (side-by-side checkouts)
//   DIST_DIR=/tmp/x                              build and serve another folder than dist/
//   BENCH_VERBOSE=1                               prints each layout shift with the nodes that moved
//   BENCH_LHR_DIR=/tmp/lhr                        keeps every full Lighthouse report there (JSON)
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from '../scripts/check-bundle.mjs';
import { measureFloor, serveFloor } from './floor.mjs';
import { detailPaths, runLayoutShift } from './layout-shift.mjs';
import { startStack } from './servers.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { launch, runLargeAccount, runTour, TOUR } from './tour.mjs';
import { runReloadStorm, runThreePeople } from './real-browsing.mjs';
import { runTeam, teamRows } from './team.mjs';
import { runTeamReplicas, teamReplicaRows } from './team-replicas.mjs';
import { idleRows, runIdle } from './idle.mjs';
import { runTeamLive, teamLiveRows } from './team-live.mjs';
import { explorerRows, runExplorer } from './explorer.mjs';
import { runScale, scaleRows } from './scale.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const list = (name, all) =>
  process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : all;
const parts = new Set(
  list('BENCH_ONLY', [
    'bundle',
    'lighthouse',
    'cls',
    'tour',
    'browsing',
    'team',
    'team-live',
    'team-replicas',
    'idle',
    'large',
    'scale',
    'explorer',
  ]),
);
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) * 10;
// Above every port the e2e suite takes for E2E_PORT_OFFSET 0 to 9 (e2e/ports.ts: up to 8909 and
// 4909; its team stack 4416 to 4508 and 8816 to 8906), so a benchmark can run beside a test run.
// One checkout's bench stays within its ten: 4950 to 4955 and 8950 to 8953 for offset 0.
const MOCK_PORT = 8950 + offset;
const WEB_PORT = 4950 + offset;
// The team stack (part `team`): the SSO front, nginx, the OpenID provider, its own mock.
const TEAM_PORTS = {
  frontPort: 4953 + offset,
  nginxPort: 4954 + offset,
  providerPort: 4955 + offset,
  mockPort: 8953 + offset,
};
// Two replicas (part `team-replicas`): the rest of this checkout's ten, 4956 to 4959 and 8954 to 8957
// (the explorer's 4956 and 8956 are free again by then: it runs before and stops).
const REPLICA_PORTS = {
  balancer: 4956 + offset,
  replicas: [
    { frontPort: 4957 + offset, nginxPort: 4959 + offset },
    { frontPort: 4958 + offset, nginxPort: 8954 + offset },
  ],
  providerPort: 8955 + offset,
  mockPort: 8956 + offset,
  redisPort: 8957 + offset,
};
const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// DIST_DIR (vite.config.ts) builds and serves another folder, e.g. while e2e tests use dist/.
const distDir = process.env.DIST_DIR ?? 'dist';
if (!args.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
const result = { date: new Date().toISOString(), loadAverage: { start: load() } };
const rows = [];

if (parts.has('bundle')) {
  const bundle = firstLoadJs(distDir);
  const floor = await measureFloor();
  const budgetKb = JSON.parse(readFileSync('package.json', 'utf8')).budgets.firstLoadJsGzipKb;
  result.firstLoadJs = {
    rawKb: kb(bundle.raw),
    gzipKb: kb(bundle.gzip),
    files: bundle.rows.length,
    floorGzipKb: kb(floor.gzip),
    budgetKb,
  };
  const f = result.firstLoadJs;
  rows.push([
    'first-load JS',
    `${f.rawKb} kB raw, ${f.gzipKb} kB gzip in ${f.files} files (budget ${f.budgetKb} kB)`,
  ]);
  rows.push([
    'fixed stack floor (bench/floor)',
    `${f.floorGzipKb} kB gzip; the console is ${Math.round((f.gzipKb - f.floorGzipKb) * 10) / 10} kB above it`,
  ]);
  // The demo build (issue 28: its first load within 3 kB of the 124.3 kB it had before scenarios,
  // clock and tour; those load on first use). The tour's own chunk is printed beside it.
  const demoDir = join(tmpdir(), `bench-demo-${process.pid}`);
  execSync('npx vite build --mode demo', {
    stdio: 'ignore',
    env: { ...process.env, DIST_DIR: demoDir },
  });
  const demo = firstLoadJs(demoDir);
  const tourFile = readdirSync(join(demoDir, 'assets')).find((name) => /^tour-.*\.js$/.test(name));
  const tourGzip = tourFile
    ? gzipSync(readFileSync(join(demoDir, 'assets', tourFile)), { level: 9 }).length
    : 0;
  rmSync(demoDir, { recursive: true, force: true });
  result.demoFirstLoadJs = { gzipKb: kb(demo.gzip), tourChunkGzipKb: kb(tourGzip) };
  rows.push([
    'demo first-load JS',
    `${kb(demo.gzip)} kB gzip (124.3 kB before issue 28); the tour loads on first use: ${kb(tourGzip)} kB gzip`,
  ]);
}

if (parts.has('explorer')) {
  // Its own mock and preview on 8956 and 4956 (+ offset), inside this checkout's ten ports.
  result.explorer = await runExplorer({ portOffset: offset });
  rows.push(...explorerRows(result.explorer));
}

const needsServers = [
  'lighthouse',
  'cls',
  'tour',
  'browsing',
  'team',
  'team-live',
  'idle',
  'large',
  'scale',
  'team-replicas',
].some((part) => parts.has(part));
if (needsServers) {
  const normal = await startStack({ mockPort: MOCK_PORT, webPort: WEB_PORT });
  const large = parts.has('large')
    ? await startStack({ mockPort: MOCK_PORT + 1, webPort: WEB_PORT + 1, scale: 250 })
    : null;
  // A browser that cannot start stops the servers too: left running, they answered the next run's
  // requests in place of its own build.
  const browser = await launch(chromePath).catch((error) => {
    normal.stop();
    large?.stop();
    throw error;
  });
  try {
    const details = await detailPaths(normal.mockUrl, normal.keys.full);
    if (parts.has('lighthouse')) {
      const lighthousePages = list('BENCH_PAGES', ['overview', 'list', 'detail', 'floor']);
      const pages = [
        { name: 'overview', path: '/' },
        { name: 'list', path: '/instances' },
        { name: 'detail', path: details[0] },
      ].filter((page) => lighthousePages.includes(page.name));
      // The fixed stack's floor app measured the same way, for scale: what the stack alone scores.
      const floor = lighthousePages.includes('floor') ? await serveFloor(WEB_PORT + 2) : null;
      if (floor)
        pages.push({
          name: 'floor',
          path: '/',
          url: `${floor.url}/`,
          signIn: floor.signIn(`${floor.url}/`),
        });
      result.lighthouse = await runLighthouse({
        webUrl: normal.webUrl,
        token: normal.keys.full,
        pages,
        runs,
        chromePath,
        presets: list('BENCH_PRESETS', ['mobile', 'desktop']),
        caches: list('BENCH_CACHES', ['warm', 'cold']),
      }).finally(() => floor?.stop());
      for (const [name, page] of Object.entries(result.lighthouse)) {
        for (const preset of ['mobile', 'desktop']) {
          for (const [cache, l] of Object.entries(page[preset] ?? {})) {
            rows.push([
              `Lighthouse ${preset}, ${name === 'floor' ? 'fixed stack floor (bench/floor)' : `${name} (${page.path.replace(/^(\/[^/]+\/)[^/]+$/, '$1:id')})`}, ${cache}`,
              `score ${l.score} [${l.scores.join(' ')}], FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`,
            ]);
          }
        }
      }
    }
    if (parts.has('cls')) {
      result.layoutShift = await runLayoutShift({
        browser,
        webUrl: normal.webUrl,
        token: normal.keys.full,
        paths: list('BENCH_CLS_PATHS', [...TOUR, ...details]),
        verbose: Boolean(process.env.BENCH_VERBOSE),
      });
      for (const r of result.layoutShift) {
        rows.push([
          `CLS, first view of ${r.path.replace(/^(\/[^/]+\/)[^/]+$/, '$1:id')}`,
          `phone ${r.phone.light} / ${r.phone.dark}, desktop ${r.desktop.light} / ${r.desktop.dark} (light / dark)`,
        ]);
      }
    }
    if (parts.has('tour')) {
      await fetch(`${normal.mockUrl}/__mock/reset`, { method: 'POST' });
      result.tour = await runTour({
        browser,
        webUrl: normal.webUrl,
        mockUrl: normal.mockUrl,
        token: normal.keys.full,
      });
      rows.push(
        ...result.tour.perPage.map((p) => [
          `requests, first view of ${p.path}`,
          String(p.requests),
        ]),
      );
      rows.push([
        'tour: requests / peak per minute / 429s',
        `${result.tour.tourRequests} / ${result.tour.peakPerMinute} / ${result.tour.rateLimited}`,
      ]);
      rows.push(['tour: peak JS heap', `${result.tour.peakHeapMb} MB`]);
    }
    if (parts.has('browsing')) {
      const stack = { webUrl: normal.webUrl, mockUrl: normal.mockUrl, token: normal.keys.full };
      result.reloadStorm = await runReloadStorm(browser, stack);
      result.threePeople = await runThreePeople(browser, stack);
      for (const [name, r] of [
        ['reload storm (every page twice, one person)', result.reloadStorm],
        ['three people on one address (every page twice)', result.threePeople],
      ]) {
        rows.push([
          name,
          `${r.loads} loads, ${r.requests} requests, ${r.rateLimited} × 429, slowest page ${r.slowest.path} ${r.slowest.ms} ms, ${r.seconds} s`,
        ]);
      }
    }
    if (parts.has('team')) {
      const stack = { webUrl: normal.webUrl, mockUrl: normal.mockUrl, token: normal.keys.full };
      result.team = await runTeam({
        browser,
        stack,
        reference: result.reloadStorm,
        ports: TEAM_PORTS,
        root: distDir,
      });
      rows.push(...teamRows(result.team));
    }
    if (parts.has('team-live')) {
      result.teamLive = await runTeamLive({
        browser,
        ports: TEAM_PORTS,
        root: distDir,
        key: { webUrl: normal.webUrl, mockUrl: normal.mockUrl, token: normal.keys.full },
      });
      rows.push(...teamLiveRows(result.teamLive));
    }
    if (parts.has('team-replicas')) {
      result.teamReplicas = await runTeamReplicas({
        browser,
        ports: REPLICA_PORTS,
        root: distDir,
        minutes: Number(process.env.BENCH_REPLICAS_MINUTES ?? 5),
      });
      rows.push(...teamReplicaRows(result.teamReplicas));
    }
    if (parts.has('idle')) {
      result.idle = await runIdle({
        browser,
        webUrl: normal.webUrl,
        mockUrl: normal.mockUrl,
        token: normal.keys.full,
        only: process.env.BENCH_IDLE_PAGES?.split(',').map((s) => s.trim()),
      });
      rows.push(...idleRows(result.idle));
    }
    if (large) {
      result.largeAccount = await runLargeAccount({
        browser,
        webUrl: large.webUrl,
        token: large.keys.full,
        filter: 'web',
      });
      rows.push(['10,000 instances: first rows', `${result.largeAccount.firstRowsMs} ms`]);
      rows.push(['10,000 instances: filtered result', `${result.largeAccount.filteredMs} ms`]);
      rows.push(['10,000 instances: peak JS heap', `${result.largeAccount.peakHeapMb} MB`]);
    }
    if (parts.has('scale')) {
      // The fleet scenario changes its mock for good: a stack of its own, up only for this part, on
      // ports the two replicas' part uses while it runs (7 of this checkout's ten).
      const fleet = await startStack({ mockPort: MOCK_PORT + 7, webPort: WEB_PORT + 7 });
      try {
        result.scale = await runScale({ browser, webUrl: fleet.webUrl, mockUrl: fleet.mockUrl });
        rows.push(...scaleRows(result.scale));
      } finally {
        fleet.stop();
      }
    }
  } finally {
    await browser.close();
    normal.stop();
    large?.stop();
  }
}

result.loadAverage.end = load();
rows.push([
  'machine load average (1, 5, 15 min)',
  `start ${result.loadAverage.start.join(' ')}, end ${result.loadAverage.end.join(' ')}`,
]);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'measure'.padEnd(width)}  value\n${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${result.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(result, null, 2));
console.log(`\nwritten to ${file}`);
