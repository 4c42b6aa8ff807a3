// Ten people on one office address, each loading every page twice at once (issue 27, item 7), side by
// side in key mode and through the team proxy. The part `team` (BENCH_ONLY=team) runs all of it:
//   - the reference, one person loading every page twice in key mode (the reload storm; taken from
//     the part `browsing` when that ran in the same bench, measured here otherwise);
//   - key mode: ten people, each in a browser context of their own with the full key pasted on the
//     connect page, the preview server and the mock bench/run.mjs starts (as `browsing` does for three);
//   - the team proxy: scripts/team/stack.mjs (the mock, the demo OpenID provider, nginx with
//     deploy/team/nginx.conf, Apache mod_auth_openidc in front), ten browser contexts each signed in
//     at the provider as another admin of the office (office01 … office10), the same tour over the front's address.
// `browsing` stays as it was (the reload storm and three people). For each: requests that reached
// the service (the mock's log, /api/v1/ only), its 429s, the median and slowest page load, wall
// seconds. The targets (issue 27, "Done when"): through the proxy 0 × 429, requests at most 1.5 × the
// reference, slowest page at most 10 s. For the proxy run the result also groups the mock's log by
// read: which went upstream more than once and when, and how nginx answered the browsers
// (X-Console-Cache: HIT, MISS, EXPIRED, BYPASS, … or none for answers nginx did not cache).
import { OFFICE } from '../scripts/team/people.mjs';
import { startTeamStack } from '../scripts/team/stack.mjs';
import { keyPerson, measurePages, runReloadStorm } from './real-browsing.mjs';

export const TEAM_PEOPLE = 10;
export const TARGETS = { ratio: 1.5, slowestMs: 10_000, rateLimited: 0 };
// nginx keeps a shared read 5 s (deploy/team/nginx.conf): the sign-ins' copies expire before the run.
const SHARED_COPY_LIFETIME_MS = 5_000;
const SHARED_COPY_MS = SHARED_COPY_LIFETIME_MS + 1_000;

/**
 * Opens the console through the front and signs in at the provider; resolves on the console's page.
 * `onResponse` sees every answer the person's browser gets. A front on https has the team stack's
 * own throw-away certificate.
 */
export async function signIn(browser, url, person, onResponse) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  context.setDefaultTimeout(120_000);
  if (onResponse) context.on('response', onResponse);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Example Corp sign-in' }).waitFor();
  await page.getByLabel('Login').fill(person.login);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

/** The mock's log grouped by read (method, path and query): the ones sent upstream more than once. */
function repeated(log, startedAt) {
  const groups = new Map();
  for (const r of log) {
    const query = new URLSearchParams(r.query).toString();
    const key = `${r.method} ${r.path}${query ? `?${query}` : ''}`;
    const group = groups.get(key) ?? { request: key, count: 0, statuses: {}, atSeconds: [] };
    group.count += 1;
    group.statuses[r.status] = (group.statuses[r.status] ?? 0) + 1;
    group.atSeconds.push(Math.round((Date.parse(r.at) - startedAt) / 100) / 10);
    groups.set(key, group);
  }
  const all = [...groups.values()].sort(
    (a, b) => b.count - a.count || a.request.localeCompare(b.request),
  );
  // A repeat answered by the service less than a shared copy's lifetime after the one before it was
  // sent while a copy was fresh or on its way (several refreshing one expired copy at once); the
  // others came after the copy had expired.
  let withinCopyLifetime = 0;
  for (const g of all)
    for (let i = 1; i < g.atSeconds.length; i += 1)
      if (g.atSeconds[i] - g.atSeconds[i - 1] < SHARED_COPY_LIFETIME_MS / 1000)
        withinCopyLifetime += 1;
  const more = all.filter((g) => g.count > 1);
  return {
    distinct: all.length,
    once: all.filter((g) => g.count === 1).length,
    repeats: more.reduce((sum, g) => sum + g.count - 1, 0),
    withinCopyLifetime,
    more,
  };
}

/**
 * @param {{ browser: import('@playwright/test').Browser, stack: { webUrl: string, mockUrl: string, token: string },
 *   reference?: object, ports: { frontPort: number, nginxPort: number, providerPort: number, mockPort: number }, root: string }} options
 */
export async function runTeam({ browser, stack, reference, ports, root }) {
  const result = {};
  result.reference = reference ?? (await runReloadStorm(browser, stack));

  const keyPages = [];
  for (let i = 0; i < TEAM_PEOPLE; i += 1)
    keyPages.push(await keyPerson(browser, stack.webUrl, stack.token));
  result.keyMode = (await measurePages(keyPages, stack)).summary;

  const team = await startTeamStack({ ...ports, root });
  try {
    const cache = {};
    let recording = false;
    const onResponse = (response) => {
      if (!recording || !new URL(response.url()).pathname.startsWith('/api/')) return;
      const status = response.headers()['x-console-cache'] || 'none';
      cache[status] = (cache[status] ?? 0) + 1;
    };
    const pages = [];
    // Ten people, not ten tabs of one: each has a line of their own at the proxy (deploy/team/README.md).
    for (let i = 0; i < TEAM_PEOPLE; i += 1)
      pages.push(await signIn(browser, team.url, OFFICE[i], onResponse));
    let startedAt = 0;
    const { summary, log } = await measurePages(pages, {
      webUrl: team.publicUrl,
      mockUrl: team.mockUrl,
      settleMs: SHARED_COPY_MS,
      onStart: () => {
        recording = true;
        startedAt = Date.now();
      },
    });
    const ratio = Math.round((summary.requests / result.reference.requests) * 100) / 100;
    result.proxy = { ...summary, ratio, browserAnswers: cache, reads: repeated(log, startedAt) };
  } finally {
    team.stop();
  }
  const p = result.proxy;
  result.targets = {
    ...TARGETS,
    met:
      p.ratio <= TARGETS.ratio &&
      p.slowest.ms <= TARGETS.slowestMs &&
      p.rateLimited <= TARGETS.rateLimited,
    requestsAbove: Math.max(0, p.requests - Math.floor(TARGETS.ratio * result.reference.requests)),
    slowestAboveMs: Math.max(0, p.slowest.ms - TARGETS.slowestMs),
    rateLimitedAbove: Math.max(0, p.rateLimited - TARGETS.rateLimited),
  };
  return result;
}

const line = (r) =>
  `${r.loads} loads, ${r.requests} requests, ${r.rateLimited} × 429, median page ${r.medianMs} ms, slowest page ${r.slowest.path} ${r.slowest.ms} ms, ${r.seconds} s`;

/** The rows bench/run.mjs prints. */
export function teamRows(result) {
  const { reference, keyMode, proxy, targets } = result;
  const rows = [
    ['one person loading every page twice (key mode, reference)', line(reference)],
    [
      `${TEAM_PEOPLE} people on one office address, every page twice at once: key mode`,
      `${line(keyMode)}, ${keyMode.over10s} loads over 10 s`,
    ],
    [
      `${TEAM_PEOPLE} people on one office address, every page twice at once: team proxy`,
      `${line(proxy)}, ${proxy.over10s} loads over 10 s`,
    ],
    [
      'team proxy against the targets',
      `${proxy.ratio} × the reference's requests (≤ ${targets.ratio}), slowest ${proxy.slowest.ms} ms (≤ ${targets.slowestMs}), ${proxy.rateLimited} × 429 (0): ${
        targets.met
          ? 'met'
          : `missed by ${[
              targets.requestsAbove && `${targets.requestsAbove} requests`,
              targets.slowestAboveMs && `${targets.slowestAboveMs} ms`,
              targets.rateLimitedAbove && `${targets.rateLimitedAbove} × 429`,
            ]
              .filter(Boolean)
              .join(', ')}`
      }`,
    ],
    [
      'team proxy: answers to the browsers (X-Console-Cache)',
      Object.entries(proxy.browserAnswers)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · '),
    ],
    [
      'team proxy: reads sent upstream',
      `${proxy.reads.distinct} distinct, ${proxy.reads.once} once, ${proxy.reads.more.length} more than once (${proxy.reads.repeats} repeats, ${proxy.reads.withinCopyLifetime} of them < 5 s after the one before): ${proxy.reads.more
        .slice(0, 12)
        .map((g) => `${g.request} ${g.count}×`)
        .join(' · ')}${proxy.reads.more.length > 12 ? ' …' : ''}`,
    ],
  ];
  return rows;
}
