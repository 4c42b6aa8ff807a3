// The Firefox smoke tour (`npm run test:firefox`, a step of `npm test`): every page of the built
// console in Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright's own
// Firefox build cannot be installed from Debian). One line per page; exits 1 if any page fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import type { Stack } from '../../bench/servers.mjs';
import { attentionPlace } from './attention';
import { problemsOf, readPage } from './inspect';
import { focusAcrossChanges, rowMenuByKeyboard } from './keyboard';
import { watchErrors, type ErrorLog } from './watch-errors';
import { runFirefoxScript } from './run';
import { signIn } from './session';
import {
  CONNECT_STOP,
  DETAIL_LISTS,
  detailLinkSelector,
  detailStop,
  NOT_FOUND_STOP,
  SIGNED_IN_STOPS,
  type Stop,
} from './stops';

// A wait, not a speed check: the first pages load while the Playwright suite starts its servers beside
// this script on the same two cores (the gate runs both at once).
const WAIT_MS = 20_000;
// Where a failing page's screenshot goes, beside Playwright's output for the same port offset.
const SHOTS = join(
  process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : 'test-results',
  'firefox-tour',
);

async function visit(page: Page, base: string, stop: Stop, errors: ErrorLog): Promise<boolean> {
  errors.clear();
  const started = Date.now();
  let problems: string[];
  let summary = '';
  let leaving: string[] = [];
  try {
    await page.goto(`${base}${stop.path}`);
    // What arrived while the last page was left: a module it was still loading (the deploy form
    // loads the live document's checker after its first view) fails as the page goes, in that page,
    // which no one sees any more. Anything else counts against this page.
    leaving = errors
      .take()
      .filter((text) => !/error loading dynamically imported module/.test(text));
    await page.waitForSelector('h1', { visible: true, timeout: WAIT_MS });
    // A page without its content is reported by readPage below, with the rest of its problems.
    await page.waitForSelector(stop.content, { timeout: WAIT_MS }).catch(() => undefined);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: WAIT_MS });
    const state = await readPage(page, stop);
    problems = problemsOf(stop, state, [...leaving, ...errors.take()]);
    summary = `"${state.headings[0] ?? ''}", ${state.contentCount} × ${stop.content}`;
  } catch (error) {
    problems = [(error as Error).message, ...leaving, ...errors.take()];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${stop.path.padEnd(44)} ${seconds.padStart(4)} s  ${summary}`,
  );
  for (const problem of problems) console.log(`       - ${problem}`);
  if (problems.length > 0) {
    mkdirSync(SHOTS, { recursive: true });
    const name = stop.path === '/' ? 'overview' : stop.path.slice(1).replaceAll('/', '-');
    await page
      .screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
      .catch(() => undefined);
  }
  return problems.length === 0;
}

async function tour(browser: Browser, stack: Stack): Promise<number> {
  const page = await browser.newPage();
  const errors = await watchErrors(page, stack.webUrl);
  const results = [await visit(page, stack.webUrl, CONNECT_STOP, errors)];
  await signIn(page, stack.keys.full);
  const details: string[] = [];
  for (const stop of SIGNED_IN_STOPS) {
    results.push(await visit(page, stack.webUrl, stop, errors));
    if (!(DETAIL_LISTS as readonly string[]).includes(stop.path)) continue;
    const href = await page
      .$eval(detailLinkSelector(stop.path), (link) => link.getAttribute('href'))
      .catch(() => null);
    if (href) details.push(href);
    else {
      results.push(false);
      console.log(`FAIL ${stop.path}/…  no link to a detail page in the list`);
    }
  }
  for (const href of details)
    results.push(await visit(page, stack.webUrl, detailStop(href), errors));
  results.push(await visit(page, stack.webUrl, NOT_FOUND_STOP, errors));
  const checks: Array<[string, (page: Page, base: string) => Promise<string[]>]> = [
    ['row menu → Destroy… → Escape, by keyboard', rowMenuByKeyboard],
    ['focus after a pager change and g + b', focusAcrossChanges],
    ['attention: count, mark read, panel, the page', attentionPlace],
  ];
  // The checks in a browser context of their own, signed in afresh: the pages above made about 90
  // requests within the minute, and the console holds its reads to the service's 100 a minute
  // across reloads (src/api/governor/persisted-window.ts), so a check at the end of that minute met
  // reads held for the budget (g + b left the Overview on screen under /backups) and failed on any
  // page that added one request. A person does not open thirty pages a minute.
  const context = await browser.createBrowserContext();
  const checkPage = await context.newPage();
  await checkPage.goto(`${stack.webUrl}/connect`);
  await signIn(checkPage, stack.keys.full);
  for (const [name, check] of checks) {
    const problems = await check(checkPage, stack.webUrl).catch((error: unknown) => [
      (error as Error).message,
    ]);
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(44)}`);
    for (const problem of problems) console.log(`       - ${problem}`);
    results.push(problems.length === 0);
  }
  await context.close();
  // The drift suite is a script of its own (e2e/firefox/drift.ts, after this one in test:firefox).
  return results.filter((ok) => !ok).length;
}

await runFirefoxScript({
  name: 'Firefox tour',
  intro: (version, stack) => `${version} over WebDriver BiDi, ${stack.webUrl}, 1280 px wide`,
  run: tour,
  failures: (failed) => `${failed} page(s) failed; screenshots in ${SHOTS}/`,
});
