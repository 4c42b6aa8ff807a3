// An idle tab's requests in its first five minutes, per page (part `idle`): every page of the
// navigation (src/components/layout/nav-items.ts) and an instance's page (a provisioning one, which
// is what polls, and a running one), each opened by full load in a browser context of its own and
// then left alone.
//
// The five minutes are simulated with Playwright's clock (page.clock): the page's timers and Date
// run on a fake clock moved on in 1 s steps, letting each step's requests finish before the next.
// The mock keeps real time, so only a few real seconds pass for it per page. That is honest here
// because nothing an idle page polls for changes by the mock's clock: its seeded `provisioning`
// instances never finish (docs/mock.md), no ticket waits for an answer and no backup is pending
// until someone acts, and the one fixed-rate poll (a webhook endpoint's delivery log, every 30 s)
// does not depend on what it reads. What this cannot show is a deploy finishing while the tab is
// open (the mock finishes it in real time): e2e/idle-polling.spec.ts covers rows that finish.
//
// The mock is reset before each page (same seed and keys; its rate windows and request log
// emptied, the seeded provisioning rows 1 to 9 minutes old again), so each page starts alike and
// five fake minutes squeezed into seconds do not meet the mock's real-time 100-a-minute window.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from './tour.mjs';

const MINUTE = 60_000;

/** What reached the service since the mock's last reset: its log of /api/v1 requests. */
async function serviceLog(mockUrl) {
  return (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.filter((r) =>
    r.path.startsWith('/api/v1/'),
  );
}

/**
 * The navigation's paths in its order, read from each feature's declaration (src/features/*\/pages.ts,
 * collected by src/components/layout/nav-items.ts) so a new page is measured too.
 */
export function navPaths(dir = 'src/features') {
  return readdirSync(dir)
    .map((feature) => join(dir, feature, 'pages.ts'))
    .filter((file) => existsSync(file))
    .flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\bnav:\s*\{\s*to:\s*'([^']+)'[^}]*\border:\s*(\d+)/g,
        ),
      ].map((match) => ({ path: match[1], order: Number(match[2]) })),
    )
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.path);
}

async function instanceWith(mockUrl, token, status) {
  const response = await fetch(`${mockUrl}/api/v1/instances`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = await response.json();
  return items.find((item) => item.status === status);
}

/** Counts the page's /api/v1 requests still open, so a clock step can wait for them. */
function trackInFlight(page) {
  const open = new Set();
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/v1/');
  page.on('request', (request) => void (isApi(request) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return () => open.size;
}

async function settle(inFlight) {
  const end = Date.now() + 30_000;
  while (inFlight() > 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * One page left alone for `minutes` fake minutes after its load: the requests of its first view
 * (until the network was idle), and the running totals at 60 s, 90 s and at the end.
 */
async function idlePage(browser, { webUrl, mockUrl, token }, target, minutes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.clock.install();
    // The tab's own start, on its fake clock: the moment its document began.
    await page.addInitScript(() => {
      window.__idleStart = Date.now();
    });
    const inFlight = trackInFlight(page);
    await connect(page, webUrl, token);
    await page.waitForLoadState('networkidle');
    await settle(inFlight);
    await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });

    await page.goto(`${webUrl}${target.path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await settle(inFlight);
    const firstView = (await serviceLog(mockUrl)).length;
    // From here time moves only when the bench moves it.
    const started = await page.evaluate(() => window.__idleStart);
    await page.clock.pauseAt(Math.max(await page.evaluate(() => Date.now()), started) + 250);
    const marks = {};
    const end = started + minutes * MINUTE;
    for (;;) {
      const now = await page.evaluate(() => Date.now());
      for (const mark of [60_000, 90_000]) {
        if (marks[mark] === undefined && now >= started + mark)
          marks[mark] = (await serviceLog(mockUrl)).length;
      }
      if (now >= end) break;
      await page.clock.runFor(Math.min(1000, end - now));
      await settle(inFlight);
    }
    const log = await serviceLog(mockUrl);
    const byPath = (entries) => {
      const counts = {};
      for (const r of entries) {
        const key = `${r.method} ${r.path.slice('/api/v1'.length).replace(/\/[0-9a-f-]{36}(?=\/|$)/, '/{id}')}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };
    return {
      page: target.label,
      path: target.path,
      firstView,
      firstMinute: marks[60_000],
      first90s: marks[90_000],
      total: log.length,
      afterFirstView: log.length - firstView,
      rateLimited: log.filter((r) => r.status === 429).length,
      firstViewByPath: byPath(log.slice(0, firstView)),
      // What the page sent after its first view, by route.
      byPath: byPath(log.slice(firstView)),
    };
  } finally {
    await context.close();
  }
}

export async function runIdle({ browser, webUrl, mockUrl, token, minutes = 5, only }) {
  await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
  const provisioning = await instanceWith(mockUrl, token, 'provisioning');
  const running = await instanceWith(mockUrl, token, 'running');
  const targets = [
    ...navPaths().map((path) => ({ path, label: path })),
    ...(provisioning
      ? [{ path: `/instances/${provisioning.id}`, label: '/instances/:id (provisioning)' }]
      : []),
    ...(running ? [{ path: `/instances/${running.id}`, label: '/instances/:id (running)' }] : []),
  ].filter((target) => !only || only.some((want) => target.label === want || target.path === want));
  const pages = [];
  for (const target of targets)
    pages.push(await idlePage(browser, { webUrl, mockUrl, token }, target, minutes));
  return { minutes, clock: 'simulated (page.clock, 1 s steps)', pages };
}

/** Rows for the bench's table: one a page. */
export function idleRows(idle) {
  return idle.pages.map((p) => [
    `idle tab, ${p.page}: requests in ${idle.minutes} min`,
    `${p.total} (first view ${p.firstView}, then ${p.afterFirstView}; ${p.first90s} in 90 s)${p.rateLimited ? `, ${p.rateLimited} × 429` : ''}${
      p.afterFirstView
        ? `; ${Object.entries(p.byPath)
            .map(([key, n]) => `${key} ×${n}`)
            .join(', ')}`
        : ''
    }`,
  ]);
}
