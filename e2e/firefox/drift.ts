// The drift suite in Firefox ESR (issues 38 and 49, docs/drift.md), a script of its own in
// `npm run test:firefox`: the kinds of drift the mock can play, in the groups it plays at once
// (DRIFT_GROUPS, as the Chromium suite tours them; e2e/drift-kinds.ts is shared with the Chromium
// and Prism suites). Per group the compatibility report names each kind with its verdict, and
// every page of the navigation, a stopped server's page and the detail pages the kinds break are
// visited once and show their heading and either their content or the words of what differs:
// never a JavaScript error's text, never an empty page. The pickers and the palette where a kind
// breaks them; once more in German. Each group in a browser context of its own, signed in afresh:
// the console keeps its own request count across reloads, and a person does not open 200 pages
// in three minutes.
import type { Browser, Page } from 'puppeteer-core';
import { DRIFT_GROUPS } from '../../mock/drift-kinds';
import { named } from './find';
import { DETAIL_LISTS, JS_ERROR, KINDS, type Kind } from '../drift-kinds';
import { NAV_ITEMS } from '../nav';
import { runFirefoxScript } from './run';
import { signIn } from './session';

const WAIT_MS = 15_000;

interface Stack {
  mockUrl: string;
  webUrl: string;
  keys: { full: string };
}

/** What a page shows, read in the browser. */
interface Shown {
  path: string;
  headings: string[];
  main: string;
  notices: string[];
  unknown: string[];
  differences: string[];
  pages: string[];
}

async function setDrift(mockUrl: string, drift: string | readonly string[] | null): Promise<void> {
  const answer = await fetch(`${mockUrl}/__mock/drift`, {
    method: 'PUT',
    body: JSON.stringify({ drift }),
    headers: { 'content-type': 'application/json' },
  });
  if (!answer.ok) throw new Error(`the mock refused drift ${drift}: ${answer.status}`);
}

async function firstId(
  stack: Stack,
  list: string,
  pick: (row: { id: string; status?: string }) => boolean = () => true,
): Promise<string> {
  const answer = await fetch(`${stack.mockUrl}/api/v1/${DETAIL_LISTS[list] ?? list}`, {
    headers: { authorization: `Bearer ${stack.keys.full}` },
  });
  const { items } = (await answer.json()) as { items: Array<{ id: string; status?: string }> };
  return (items.find(pick) ?? items[0]!).id;
}

function read(page: Page): Promise<Shown> {
  // Only unnamed arrow functions inside: the evaluated source runs in the page without the
  // bundler's helpers (a named one is wrapped in tsx's __name, which the page lacks).
  return page.evaluate(() =>
    ((texts: (selector: string) => string[]) => ({
      path: location.pathname,
      headings: texts('h1'),
      main: (document.querySelector('main') as HTMLElement | null)?.innerText.trim() ?? '',
      notices: texts('[data-testid="read-drift"]'),
      unknown: texts('main [data-unknown-value]'),
      differences: texts('[data-testid="compat-difference"]'),
      pages: texts('[data-testid="compat-page"]'),
    }))((selector) =>
      [...document.querySelectorAll(selector)].map((element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      ),
    ),
  );
}

/** Waits until the page is at `path`, has its heading and its answers (no busy table, no "Loading…" under the heading). */
async function settle(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (want: string) =>
      location.pathname === want &&
      document.querySelectorAll('h1').length > 0 &&
      document.querySelectorAll('main [aria-busy="true"]').length === 0 &&
      ![...document.querySelectorAll('main h1 ~ [role="status"], main > [role="status"]')].some(
        (status) =>
          /^(Loading|Reading|Comparing|Wird geladen|Lädt)/.test(status.textContent?.trim() ?? ''),
      ),
    { timeout: 30_000, polling: 100 },
    path,
  );
}

/** The problems of one page under a kind, read until they are gone or WAIT_MS has passed. */
async function problemsOn(
  page: Page,
  kind: Kind,
  path: string,
  explains?: RegExp,
): Promise<string[]> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const shown = await read(page);
    const problems: string[] = [];
    if (shown.headings.length === 0) problems.push('no heading');
    if (shown.main.length <= 60) problems.push(`an empty page ("${shown.main}")`);
    if (JS_ERROR.test(shown.main))
      problems.push(`a JavaScript error's words: ${JS_ERROR.exec(shown.main)![0]}`);
    if (shown.notices.some((notice) => notice === '')) problems.push('an empty explanation');
    for (const want of [explains ?? kind.explains?.[path]].filter(
      (pattern): pattern is RegExp => !!pattern,
    )) {
      if (!shown.notices.some((notice) => want.test(notice)))
        problems.push(`no notice saying ${want} (notices: ${JSON.stringify(shown.notices)})`);
    }
    const says = kind.says?.[path];
    if (says && !says.test(shown.main)) problems.push(`the page does not say ${says}`);
    const unknown = kind.unknown?.[path];
    if (unknown && !shown.unknown.some((value) => value.includes(unknown)))
      problems.push(`${unknown} is not shown marked unknown (${JSON.stringify(shown.unknown)})`);
    if (problems.length === 0 || Date.now() > end)
      return problems.map((problem) => `${kind.kind} on ${path}: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await settle(page, path);
}

async function reportNames(page: Page, base: string, kinds: readonly Kind[]): Promise<string[]> {
  await page.goto(`${base}/explorer?view=compatibility`);
  await page.waitForSelector('[data-testid="compat-difference"]', { timeout: 30_000 });
  const shown = await read(page);
  return kinds.flatMap((kind) => reportSays(shown, kind));
}

function reportSays(shown: Shown, kind: Kind): string[] {
  const problems: string[] = [];
  if (!shown.headings.includes('Compatibility report'))
    problems.push(`the report's heading is ${JSON.stringify(shown.headings)}`);
  if (!shown.differences.some((difference) => kind.report.test(difference)))
    problems.push(`no difference says ${kind.report}`);
  const [name, verdict] = kind.verdict;
  // "Works" is also the start of "Works with differences": the row says it alone.
  const says = (row: string) =>
    verdict === 'Works'
      ? row.includes('Works') &&
        !row.includes('Works with differences') &&
        !row.includes('Will fail')
      : row.includes(verdict);
  if (!shown.pages.some((row) => row.startsWith(name) && says(row)))
    problems.push(
      `no page row "${name}" with "${verdict}" (${JSON.stringify(shown.pages.filter((row) => row.startsWith(name)))})`,
    );
  return problems.map((problem) => `${kind.kind}, the report: ${problem}`);
}

/** Text in the open dialog matching a pattern, waited for; the dialog's whole text when it never comes. */
async function dialogSays(
  page: Page,
  selector: string,
  pattern: RegExp,
): Promise<string | undefined> {
  try {
    await page.waitForFunction(
      (within: string, source: string, flags: string) =>
        [...document.querySelectorAll(within)].some((element) =>
          new RegExp(source, flags).test((element as HTMLElement).innerText.replace(/\s+/g, ' ')),
        ),
      { timeout: WAIT_MS, polling: 200 },
      selector,
      pattern.source,
      pattern.flags,
    );
    return undefined;
  } catch {
    return page
      .$eval('[role="dialog"]', (dialog) => (dialog as HTMLElement).innerText)
      .catch(() => 'no dialog');
  }
}

/** A form's picker, in the dialog its page's button opens, says what it cannot read and still offers a choice. */
async function pickerSays(
  page: Page,
  stack: Stack,
  kind: Kind,
  picker: NonNullable<Kind['picker']>,
): Promise<string[]> {
  const path = picker.list ? `/${picker.list}/${await firstId(stack, picker.list)}` : picker.path;
  await open(page, stack.webUrl, path);
  await (await named(page, 'button', picker.open, WAIT_MS)).click();
  await page.waitForSelector('[role="dialog"]', { visible: true, timeout: WAIT_MS });
  const problems: string[] = [];
  const missing = await dialogSays(
    page,
    '[role="dialog"] [data-testid="read-drift"]',
    picker.explains,
  );
  if (missing !== undefined)
    problems.push(
      `the picker does not say ${picker.explains} (the dialog: "${missing.slice(0, 300)}")`,
    );
  const choices = await page.$$eval('[role="dialog"] select option', (options) => options.length);
  if (choices < 2) problems.push(`the picker offers ${choices} option(s)`);
  const text = await page.$eval('[role="dialog"]', (dialog) => (dialog as HTMLElement).innerText);
  if (JS_ERROR.test(text)) problems.push("a JavaScript error's words in the picker's dialog");
  await page.keyboard.press('Escape');
  return problems.map((problem) => `${kind.kind} on ${path}: ${problem}`);
}

/** The command palette searches what it can read and says which collection it leaves out. */
async function paletteSays(page: Page, kind: Kind, says: RegExp): Promise<string[]> {
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await named(page, 'dialog', 'Search', WAIT_MS);
  await page.keyboard.type('a');
  const problems: string[] = [];
  const missing = await dialogSays(page, '[data-testid="palette-drift"]', says);
  if (missing !== undefined)
    problems.push(`the palette does not say ${says} ("${missing.slice(0, 300)}")`);
  if (!(await page.$('[role="dialog"] [role="option"]')))
    problems.push('the palette offers nothing');
  const text = await page.$eval('[role="dialog"]', (dialog) => (dialog as HTMLElement).innerText);
  if (JS_ERROR.test(text)) problems.push("a JavaScript error's words in the palette");
  await page.keyboard.press('Escape');
  return problems.map((problem) => `${kind.kind}, the palette: ${problem}`);
}

/** One group of kinds played at once: the report, then every page visited once, each kind checked on it. */
async function oneGroup(browser: Browser, stack: Stack, kinds: readonly Kind[]): Promise<string[]> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const thrown: string[] = [];
  page.on('pageerror', (error) =>
    thrown.push(`uncaught ${error instanceof Error ? error.message : String(error)}`),
  );
  const onPage = async (path: string) => {
    const problems: string[] = [];
    for (const kind of kinds) problems.push(...(await problemsOn(page, kind, path)));
    return problems;
  };
  try {
    await page.goto(`${stack.webUrl}/connect`);
    await signIn(page, stack.keys.full);
    const problems = await reportNames(page, stack.webUrl, kinds);
    // The navigation by its links, as a person moves (no reload: the shell's reads stay cached).
    for (const item of NAV_ITEMS) {
      await page.click(`nav[aria-label="Resources"] a[href="${item.to}"]`);
      await settle(page, item.to);
      problems.push(...(await onPage(item.to)));
    }
    const server = `/instances/${await firstId(stack, 'instances', (row) => row.status === 'stopped' || row.status === 'rescue')}`;
    await open(page, stack.webUrl, server);
    problems.push(...(await onPage(server)));
    // Pages outside the navigation that say something of a kind's drift, each visited once.
    const outside = new Set(
      kinds.flatMap((kind) => Object.keys({ ...kind.says, ...kind.explains })),
    );
    for (const path of [...outside].filter((path) => !NAV_ITEMS.some((item) => item.to === path))) {
      await open(page, stack.webUrl, path);
      problems.push(...(await onPage(path)));
    }
    for (const kind of kinds) {
      for (const [list, explains] of Object.entries(kind.details ?? {})) {
        const path = `/${list}/${await firstId(stack, list)}`;
        await open(page, stack.webUrl, path);
        problems.push(...(await problemsOn(page, kind, path, explains)));
      }
      if (kind.picker) problems.push(...(await pickerSays(page, stack, kind, kind.picker)));
      if (kind.palette) problems.push(...(await paletteSays(page, kind, kind.palette)));
    }
    return [...problems, ...thrown];
  } catch (error) {
    return [(error as Error).message, ...thrown];
  } finally {
    await context.close();
  }
}

/** A renamed array key, read in German: the wallet's notice and the report say it in German. */
async function inGerman(browser: Browser, stack: Stack): Promise<string[]> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.goto(`${stack.webUrl}/connect`);
    await signIn(page, stack.keys.full);
    await page.evaluate(() => {
      const key = 'cloud-console.preferences';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, language: 'de' }));
    });
    await open(page, stack.webUrl, '/wallet');
    const problems = await problemsOn(
      page,
      KINDS.find((kind) => kind.kind === 'array-key')!,
      '/wallet',
      /^months: erwartet: eine Liste, gekommen: nichts \(das Feld fehlt\); dasselbe Objekt hat stattdessen history$/,
    );
    const wallet = await read(page);
    if (!wallet.headings.includes('Guthabenkonto'))
      problems.push(`German, the wallet's heading is ${JSON.stringify(wallet.headings)}`);
    await page.goto(`${stack.webUrl}/explorer?view=compatibility`);
    await page.waitForSelector('[data-testid="compat-difference"]', { timeout: 30_000 });
    const report = await read(page);
    if (
      !report.differences.some((difference) =>
        difference.includes(
          'Die Antwort enthält kein months; der Dienst sendet stattdessen history.',
        ),
      )
    )
      problems.push('German, the report does not say the rename in German');
    if (
      !report.pages.some(
        (row) => row.startsWith('Guthabenkonto') && row.includes('Wird fehlschlagen'),
      )
    )
      problems.push('German, the report has no "Guthabenkonto … Wird fehlschlagen" row');
    return problems;
  } catch (error) {
    return [`German: ${(error as Error).message}`];
  } finally {
    await context.close();
  }
}

/** Each group, then German; one line per group. Returns how many failed. */
async function driftTour(browser: Browser, stack: Stack): Promise<number> {
  let failed = 0;
  const groups = DRIFT_GROUPS.map((group) =>
    group.map((name) => {
      const kind = KINDS.find((entry) => entry.kind === name);
      if (!kind) throw new Error(`e2e/drift-kinds.ts says nothing of ${name}`);
      return kind;
    }),
  );
  const runs: Array<[string, readonly string[], () => Promise<string[]>]> = [
    ...groups.map((kinds): [string, readonly string[], () => Promise<string[]>] => [
      kinds.map((kind) => kind.kind).join(', '),
      kinds.map((kind) => kind.kind),
      () => oneGroup(browser, stack, kinds),
    ]),
    ['array-key in German', ['array-key'], () => inGerman(browser, stack)],
  ];
  try {
    for (const [name, drift, run] of runs) {
      const started = Date.now();
      await setDrift(stack.mockUrl, drift);
      const problems = await run();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${problems.length === 0 ? 'ok  ' : 'FAIL'} drift: ${seconds.padStart(5)} s  ${name}`,
      );
      for (const problem of problems) console.log(`       - ${problem}`);
      if (problems.length > 0) failed += 1;
    }
  } finally {
    await setDrift(stack.mockUrl, null);
  }
  return failed;
}

await runFirefoxScript({
  name: 'Firefox drift tour',
  intro: (version, stack) =>
    `${version}, ${DRIFT_GROUPS.length} groups of ${KINDS.length} kinds, ${stack.webUrl}`,
  run: driftTour,
  failures: (failed) => `${failed} group(s) failed`,
});
