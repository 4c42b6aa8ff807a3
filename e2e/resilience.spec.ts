import type { Page } from '@playwright/test';
import { fillDeployAndReview } from './deploy-form';
import { test, expect, type MockControl } from './fixtures';
import { NAV_ITEMS, pageTitle } from './nav';

// Each test has its own mock state (the fixture resets it): the long ones may run side by side on
// the workers instead of one after the other in one worker (e2e is most of the gate's time).
test.describe.configure({ mode: 'parallel' });

/** Heading of each page in the navigation (the label, except where the page says more). */
const PAGES = NAV_ITEMS.map((item) => ({ ...item, h1: pageTitle(item.to) ?? item.label }));

const FAULTS = [
  { kind: 'latency', rules: [{ route: '/api/v1/*', kind: 'latency', ms: 1500 }] },
  { kind: 'error', rules: [{ route: '/api/v1/*', kind: 'error', status: 503, rate: 0.5 }] },
  // Retry-After 1: every read is refused either way; the pause's length has its own test below.
  { kind: 'rate_limit', rules: [{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 1 }] },
  { kind: 'drop', rules: [{ route: '/api/v1/*', kind: 'drop', rate: 0.5 }] },
  { kind: 'malformed', rules: [{ route: '/api/v1/*', kind: 'malformed', rate: 0.5 }] },
] as const;

interface View {
  /** The router has finished moving to the address shown (TanStack Router sets `__TSR_ROUTER__`). */
  arrived: boolean;
  h1: string | null;
  loading: boolean;
  errors: number;
  errorsWithoutRetry: number;
  errorTitles: string[];
  text: number;
}

/** What <main> shows: its heading, whether something still loads, and the error views in it. */
function readView(page: Page): Promise<View> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const alerts = main
      ? [...main.querySelectorAll('[role=alert]')].filter((a) => a.textContent?.includes('Code:'))
      : [];
    type RouterState = { status: string; resolvedLocation?: { pathname: string } };
    const router = (window as unknown as { __TSR_ROUTER__?: { state: RouterState } })
      .__TSR_ROUTER__;
    const hasRetry = (a: Element) =>
      [...a.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Try again');
    return {
      arrived:
        !router ||
        (router.state.status === 'idle' &&
          router.state.resolvedLocation?.pathname === location.pathname),
      h1: main?.querySelector('h1')?.textContent?.trim() ?? null,
      loading:
        !!main &&
        (!!main.querySelector('[role=status] .animate-spin') ||
          !!main.querySelector('[aria-busy="true"]')),
      errors: alerts.length,
      errorsWithoutRetry: alerts.filter((a) => !hasRetry(a)).length,
      errorTitles: alerts.map((a) => a.querySelector('p')?.textContent?.trim() ?? ''),
      text: main?.textContent?.trim().length ?? 0,
    };
  });
}

/**
 * Waits until <main> shows the page (its heading, or an error view) with nothing loading any more,
 * or the time is up, and returns what it shows. The previous page stays up while the next one's
 * loader runs, so its heading does not count.
 */
async function settle(
  page: Page,
  h1: string,
  timeout: number,
): Promise<View & { settled: boolean }> {
  const end = Date.now() + timeout;
  for (;;) {
    const view = await readView(page);
    if (view.arrived && (view.h1 === h1 || view.errors > 0) && !view.loading)
      return { ...view, settled: true };
    if (Date.now() > end) return { ...view, settled: false };
    await page.waitForTimeout(250);
  }
}

/** Problems with a view: the page must show its heading and either content or an error view with retry. */
function problems(view: View & { settled: boolean }, h1: string): string[] {
  const out: string[] = [];
  if (!view.settled)
    out.push(view.h1 || view.errors ? 'still loading' : 'blank or stuck on the loading screen');
  if (view.h1 !== h1)
    out.push(
      view.h1
        ? `heading "${view.h1}"`
        : `no h1 (shows: ${view.errorTitles.join(' / ') || 'nothing'})`,
    );
  if (view.errorsWithoutRetry > 0)
    out.push(`${view.errorsWithoutRetry} error view(s) without "Try again"`);
  if (view.text < 20) out.push('blank main');
  return out;
}

function trackPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openFromNav(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Known misbehaviour, reported to the page owners instead of fixed here: where (`route kind` or
 * `route kind recovery`) and the start of the problem. The tour fails on anything else.
 */
const KNOWN: Array<{ where: RegExp; problem: string }> = [];

const isKnown = (where: string, problem: string) =>
  KNOWN.some((known) => known.where.test(where) && problem.startsWith(known.problem));

// Each tour in two halves of the navigation (tests side by side, none holding a worker for long).
const HALVES = [
  PAGES.slice(0, Math.ceil(PAGES.length / 2)),
  PAGES.slice(Math.ceil(PAGES.length / 2)),
];

for (const fault of FAULTS)
  for (const pages of HALVES) {
    test(`fault tour (${fault.kind}, ${pages[0]!.to} to ${pages[pages.length - 1]!.to}): every page shows its heading and content or a retry, then recovers without a reload`, async ({
      page,
      connect,
      mock,
    }) => {
      test.setTimeout(240_000);
      await connect('full');
      // Start from a page that loads nothing of its own, so every page of the tour starts cold.
      await page.goto('/webhooks/verify');
      await page.waitForLoadState('networkidle');
      const pageErrors = trackPageErrors(page);
      await mock.setFaults([...fault.rules]);
      const found: Array<{ where: string; problem: string }> = [];
      const outcomes: string[] = [];
      const note = (where: string, view: View, issues: string[]) => {
        outcomes.push(
          `${where}: ${view.errors ? `error view (${view.errorTitles.join(' / ')})` : 'content'}`,
        );
        for (const problem of issues) found.push({ where, problem });
      };
      for (const item of pages) {
        await openFromNav(page, item.label);
        await expect(page).toHaveURL((url) => url.pathname === item.to);
        const view = await settle(page, item.h1, 30_000);
        const issues = problems(view, item.h1);
        if (pageErrors.length) issues.push(`uncaught: ${pageErrors.splice(0).join(' | ')}`);
        note(`${item.to} ${fault.kind}`, view, issues);
      }

      // Faults off: each page comes back by itself or after "Try again", in the same document.
      await mock.setFaults([]);
      const marker = await page.evaluate(
        () => ((window as unknown as { __tour?: number }).__tour = Math.random()),
      );
      const recovery = [pages[pages.length - 1]!, ...pages.slice(0, -1)];
      for (const [index, item] of recovery.entries()) {
        if (index > 0) await openFromNav(page, item.label);
        let view = await settle(page, item.h1, 45_000);
        for (let attempt = 0; attempt < 3 && view.errors > 0; attempt++) {
          await page.locator('main').getByRole('button', { name: 'Try again' }).first().click();
          // Give the retry a moment to start, so the old error view does not count as the answer.
          await page.waitForTimeout(500);
          view = await settle(page, item.h1, 45_000);
        }
        const issues = problems(view, item.h1);
        if (view.errors > 0)
          issues.push(`still failing after Try again: ${view.errorTitles.join(' / ')}`);
        if (pageErrors.length) issues.push(`uncaught: ${pageErrors.splice(0).join(' | ')}`);
        note(`${item.to} ${fault.kind} recovery`, view, issues);
      }
      expect(
        await page.evaluate(() => (window as unknown as { __tour?: number }).__tour),
        'recovered without a reload',
      ).toBe(marker);

      test.info().annotations.push({ type: 'outcomes', description: outcomes.join('\n') });
      console.log(`outcomes ${fault.kind}\n  ${outcomes.join('\n  ')}`);
      for (const { where, problem } of found)
        console.log(`resilience ${where}: ${problem}${isKnown(where, problem) ? ' (known)' : ''}`);
      expect(found.filter(({ where, problem }) => !isKnown(where, problem))).toEqual([]);
    });
  }

/**
 * The mock's request sequence number (from x-request-id). Its request log leaves out requests
 * the drop fault cut off, so the gap between two numbers is how we count those.
 */
async function requestSequence(mock: MockControl): Promise<number> {
  const response = await fetch(`${mock.url}/api/v1/account`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  const id = response.headers.get('x-request-id') ?? '';
  expect(id, 'x-request-id of the probe').toMatch(/^req_\d+$/);
  return Number(id.slice('req_'.length));
}

test('a dropped deploy is never resent: one POST, the outcome reported as unknown with a way to check, the form kept', async ({
  page,
  connect,
  mock,
}) => {
  await connect('full');
  await fillDeployAndReview(page, 'dropped-1');
  await page.waitForLoadState('networkidle');
  await mock.setFaults([{ route: 'POST /api/v1/instances', kind: 'drop' }]);
  // The preview server's proxy answers the cut upstream connection with its own 502 (so would
  // nginx), so the browser would never see the drop: pass the POST on to the mock, then cut the
  // browser's connection the same way.
  const sent: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/v1/instances',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent.push(route.request().url());
      const upstream = await route.fetch();
      expect(upstream.status(), 'the proxy’s answer to the dropped connection').toBe(502);
      await route.abort('connectionreset');
    },
  );
  const before = await requestSequence(mock);
  await mock.clearRequests();

  await page.getByRole('button', { name: /Deploy server for \$20\.00\/month/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The outcome is unknown' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Check the list before trying again.');
  await expect(notice).toContainText('outcome_unknown');
  // Long enough for any automatic retry (React Query's first would come after 0.5-1 s).
  await page.waitForTimeout(3_000);
  await page.waitForLoadState('networkidle');

  const after = await requestSequence(mock);
  const logged = await mock.requests();
  const cutOff = after - before - logged.length;
  const loggedDeploys = logged.filter((r) => r.method === 'POST' && r.path === '/api/v1/instances');
  expect(sent, 'POSTs the page sent').toHaveLength(1);
  expect(cutOff + loggedDeploys.length, 'POSTs that reached the mock').toBe(1);

  // The form keeps what was typed.
  await page.getByRole('button', { name: 'Back to edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('dropped-1');
  await expect(page.getByRole('radio', { name: /Frankfurt/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Regular 2 vCPU \/ 4 GB/ })).toBeChecked();
  await expect(page.getByLabel('Operating system image')).toHaveValue(/.+/);
});

test('a 429 shows as a small status, and the page loads by itself when the pause ends', async ({
  page,
  connect,
  mock,
}) => {
  await connect('full');
  await page.goto('/webhooks/verify');
  await page.waitForLoadState('networkidle');
  const pageErrors = trackPageErrors(page);
  await mock.clearRequests();
  await mock.setFaults([{ route: 'GET /api/v1/instances', kind: 'rate_limit', retryAfter: 5 }]);
  await openFromNav(page, 'Instances');

  const status = page.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ });
  await expect(status).toBeVisible();
  // The countdown's first frame can run ahead (see the report); wait for the ticking value.
  await expect(status).toHaveText(/resuming in [1-5] s/);
  const seconds = Number(/resuming in (\d+) s/.exec((await status.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(5);
  await mock.setFaults([]);

  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(status).toBeHidden();
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const lists = (await mock.requests()).filter(
    (r) => r.method === 'GET' && r.path === '/api/v1/instances',
  );
  expect(lists.map((r) => r.status)).toEqual([429, 200]);
  expect(pageErrors).toEqual([]);
});
