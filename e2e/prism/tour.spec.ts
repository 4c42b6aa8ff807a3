// Random data, every page (issue 29, Build item 6): the built console against Stoplight Prism's
// `--dynamic` mock of our own OpenAPI document, which answers every request with random data that the
// document allows (any length, any enum value, extra properties, dates in 1899, IDs that do not match
// the one asked for). Every page of the navigation, every task page and one detail page per resource
// must show its heading and its content within one rate-limit window (60 s), with no error view, no
// crashed panel and no uncaught error.
//
// Prism is seeded (--seed), so every run sees the same answers and a failure is a console bug to fix,
// not luck. PRISM_SEEDS=a,b,c tours other seeds (one Prism each), to look for more.
import { test, expect, type Page } from '@playwright/test';
import { PRISM_PORT, PRISM_WEB_PORT } from '../ports';
import {
  DETAIL_LISTS,
  detailLinkSelector,
  detailStop,
  SIGNED_IN_STOPS,
  type Stop,
} from '../firefox/stops';
import { startPrismStack } from './stack';

/** One rate-limit window: the longest any page may take to show its content. */
const WINDOW_MS = 60_000;
const SEEDS = (process.env.PRISM_SEEDS ?? 'cloud-console').split(',').filter(Boolean);
// Prism does not compare keys, it only checks that the bearer scheme is used (401 without one).
const ANY_KEY = 'cc_prism_tour_key';

const STOPS: Stop[] = [
  // Random keys may all be expired: the replace wizard then lists none (and says why).
  ...SIGNED_IN_STOPS.map((stop) =>
    stop.path === '/api-keys/replace' ? { ...stop, content: 'main fieldset' } : stop,
  ),
  // Pages reached from the side navigation's foot rather than its list.
  {
    path: '/activity',
    heading: 'Activity',
    content: 'main section, main [role="note"], main table, main p',
  },
  { path: '/preferences', heading: 'Preferences', content: 'main form, main fieldset, main input' },
];

// What the console's error views say (RouteError, ErrorView and its "Code:", NotFound).
const ERROR_WORDS = ['Something went wrong', 'This page could not load', 'Page not found'];

interface PageState {
  headings: string[];
  contentCount: number;
  /** What is still loading in the main region: a spinner, a skeleton's label, a busy table. */
  loading: string[];
  errors: string[];
}

async function readPage(page: Page, content: string): Promise<PageState> {
  return page.evaluate(
    ({ content, errorWords }) => {
      const main = document.querySelector('main');
      const text = main?.textContent ?? '';
      const loading = [
        ...[...(main?.querySelectorAll('[aria-busy="true"]') ?? [])].map(
          (element) => `aria-busy ${element.tagName.toLowerCase()}`,
        ),
        ...[...text.matchAll(/Loading[^.…]{0,40}…?/g)].map(([match]) => match),
      ];
      const alerts = [...document.querySelectorAll('[role="alert"]')]
        .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        .filter((message) => message.includes('Code:'));
      return {
        headings: [...document.querySelectorAll('h1')].map(
          (heading) => heading.textContent?.trim() ?? '',
        ),
        contentCount: main ? main.querySelectorAll(content).length : 0,
        loading,
        errors: [...errorWords.filter((words) => text.includes(words)), ...alerts],
      };
    },
    { content, errorWords: ERROR_WORDS },
  );
}

/**
 * Brings every part of the main region on screen in turn, as a person reading the page would: the
 * instance page draws its charts and reads its related resources only once they come near the
 * screen, and what was never near it says "Loading…" until then.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const part of document.querySelectorAll(
      'main h2, main h3, main [role="status"], main table',
    )) {
      part.scrollIntoView({ block: 'center' });
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/** Opens one page and holds it to the bar above; returns what it saw, for the log. */
async function visit(page: Page, stop: Stop, problems: string[]): Promise<string> {
  const started = Date.now();
  problems.length = 0;
  await page.goto(stop.path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.soft(heading, `${stop.path}: its heading`).toBeVisible({ timeout: WINDOW_MS });
  let state = await readPage(page, stop.content);
  // Settled: the content is there and nothing in the main region still loads, within one window.
  await expect
    .soft(async () => {
      await scrollThrough(page);
      state = await readPage(page, stop.content);
      expect(state.errors).toEqual([]);
      expect(state.loading).toEqual([]);
      expect(state.contentCount).toBeGreaterThan(0);
    }, `${stop.path}: content shown, nothing loading, no error view`)
    .toPass({ timeout: Math.max(1_000, WINDOW_MS - (Date.now() - started)), intervals: [250] });
  // Let the page's reads finish, so an error they cause shows on this page and not on the next.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  state = await readPage(page, stop.content);
  expect.soft(state.headings, `${stop.path}: one h1`).toHaveLength(1);
  if (stop.heading !== undefined)
    expect.soft(state.headings[0], `${stop.path}: the h1`).toBe(stop.heading);
  else
    expect
      .soft(state.headings[0]?.length ?? 0, `${stop.path}: the h1 names the resource`)
      .toBeGreaterThan(0);
  expect.soft(state.errors, `${stop.path}: no error view or crashed panel`).toEqual([]);
  expect
    .soft([...problems], `${stop.path}: no uncaught error, console error or failed API answer`)
    .toEqual([]);
  const seconds = (Date.now() - started) / 1000;
  expect
    .soft(seconds * 1000, `${stop.path}: shown within one window`)
    .toBeLessThanOrEqual(WINDOW_MS);
  return `${stop.path.padEnd(40)} ${seconds.toFixed(1).padStart(5)} s  "${state.headings[0] ?? ''}", ${state.contentCount} × ${stop.content}`;
}

test.describe.configure({ mode: 'default' });

for (const seed of SEEDS) {
  test(`every page and a detail page of each resource show their heading and content (Prism --dynamic, seed ${seed})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(5 * 60_000);
    const stack = await startPrismStack({ seed, prismPort: PRISM_PORT, webPort: PRISM_WEB_PORT });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        problems.push(`console error: ${message.text().slice(0, 300)}`),
    );
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) {
        problems.push(
          `HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
      }
    });
    const lines: string[] = [];
    try {
      await page.goto('/connect');
      await page.getByLabel('API key').fill(ANY_KEY);
      await page.getByRole('button', { name: 'Connect' }).click();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({
        timeout: WINDOW_MS,
      });

      const details: string[] = [];
      for (const stop of STOPS) {
        await test.step(stop.path, async () => {
          lines.push(await visit(page, stop, problems));
          if (!(DETAIL_LISTS as readonly string[]).includes(stop.path)) return;
          // The first item of the list; a list that came back empty gets any ID (Prism answers any).
          const href = await page
            .locator(detailLinkSelector(stop.path))
            .first()
            .getAttribute('href', { timeout: 1_000 })
            .catch(() => null);
          details.push(href ?? `${stop.path}/prism-any-id`);
        });
      }
      for (const path of details) {
        await test.step(path, async () => {
          lines.push(await visit(page, detailStop(path), problems));
        });
      }
    } finally {
      await testInfo.attach('pages', { body: lines.join('\n'), contentType: 'text/plain' });
      await testInfo.attach('prism.log', { body: stack.log(), contentType: 'text/plain' });
      await stack.stop();
      console.log(`Prism tour, seed ${seed}:\n${lines.join('\n')}`);
      // A request the contract does not allow is answered 4xx (and fails the page above); Prism says why.
      const refused = stack
        .log()
        .split('\n')
        .filter((line) => /did not pass|Violation:/.test(line));
      if (refused.length > 0) console.log(refused.join('\n'));
    }
  });
}
