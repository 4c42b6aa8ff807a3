// Real browsing against the mock's default limits (100 a minute for the whole address): every page
// loaded twice by full reload (the reload storm), and several people doing that at once on one
// address, each in a browser context of their own (three in the part `browsing`, ten in `team`,
// bench/team.mjs). Once everyone is signed in and their first page has settled, the mock is reset
// (same seed, same keys; its rate windows and request log emptied), so the timed part starts with a
// whole minute's budget and counts only its own requests.
import { connect, TOUR } from './tour.mjs';

/** What reached the service: the mock's log of /api/v1 requests (method, path, query, status, at). */
export async function serviceLog(mockUrl) {
  return (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.filter((r) =>
    r.path.startsWith('/api/v1/'),
  );
}

/**
 * One page by full load: until its heading shows, nothing in <main> says Loading… and the network
 * is quiet. Resolves with when it started and how long it took.
 */
export async function loadOnce(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  await page
    .getByRole('main')
    .getByText(/Loading…/)
    .first()
    .waitFor({ state: 'detached', timeout: 120_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return { started, ms: Date.now() - started };
}

/** Loads every page twice by full reload; resolves with each load's time and start, in order. */
export async function twice(page, webUrl, runStarted = Date.now()) {
  const loads = [];
  for (let pass = 0; pass < 2; pass += 1) {
    for (const path of TOUR) {
      const { started, ms } = await loadOnce(page, `${webUrl}${path}`);
      loads.push({ path, ms, atSeconds: Math.round((started - runStarted) / 100) / 10 });
    }
  }
  return loads;
}

/** A person in key mode: a browser context of their own, connected with the key on the connect page. */
export async function keyPerson(browser, webUrl, token) {
  const context = await browser.newContext();
  // A request held in a queue (the console's or a proxy's) must not end the wait for network idle.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  await connect(page, webUrl, token);
  return page;
}

const median = (sorted) =>
  sorted.length === 0
    ? 0
    : Math.round(
        (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) /
          2,
      );

/**
 * Every page twice, all people at once, on pages already signed in (one per person); closes their
 * contexts. `settleMs` waits after the sign-ins, e.g. for a proxy's shared copies of the sign-in's
 * reads to expire; `onStart` runs once the log is empty, just before the timed part.
 */
export async function measurePages(pages, { webUrl, mockUrl, settleMs = 0, onStart }) {
  await Promise.all(
    pages.map((page) => page.waitForLoadState('networkidle').catch(() => undefined)),
  );
  if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
  await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
  onStart?.();
  const started = Date.now();
  const loads = (await Promise.all(pages.map((page) => twice(page, webUrl, started)))).flat();
  const seconds = Math.round((Date.now() - started) / 1000);
  const log = await serviceLog(mockUrl);
  await Promise.all(pages.map((page) => page.context().close()));
  const times = loads.map((l) => l.ms).sort((a, b) => a - b);
  const slowest = loads.reduce((worst, l) => (l.ms > worst.ms ? l : worst), { path: '', ms: 0 });
  const statuses = {};
  for (const r of log) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    summary: {
      people: pages.length,
      loads: loads.length,
      requests: log.length,
      rateLimited: log.filter((r) => r.status === 429).length,
      statuses,
      medianMs: median(times),
      slowest: { path: slowest.path, ms: slowest.ms },
      over10s: times.filter((ms) => ms > 10_000).length,
      // Each load over 10 s: its page, time and start (seconds into the run), to set beside the log.
      slowLoads: loads.filter((l) => l.ms > 10_000).sort((a, b) => a.atSeconds - b.atSeconds),
      seconds,
    },
    log,
  };
}

/** `people` people in key mode, each with the full key in a browser context of their own. */
export async function measure(browser, { webUrl, mockUrl, token }, people) {
  await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
  const pages = [];
  for (let i = 0; i < people; i += 1) pages.push(await keyPerson(browser, webUrl, token));
  return (await measurePages(pages, { webUrl, mockUrl })).summary;
}

export const runReloadStorm = (browser, stack) => measure(browser, stack, 1);
export const runThreePeople = (browser, stack) => measure(browser, stack, 3);
