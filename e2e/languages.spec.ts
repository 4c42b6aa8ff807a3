import type { Page, Response } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console';
import { test, expect } from './fixtures';
import { tourHalves } from './pages';
import { screenshotToRead } from './screenshots';
import { storeLanguage } from './language';

/**
 * Languages (docs/i18n.md): every page toured in German, where no English may be left in the
 * page's text or its accessible names (apart from what the service sent: names of things, codes),
 * and in the right-to-left pseudo-locale, where every message is accented and 40% longer (so a word
 * that is plain ASCII did not come from the catalogue). In both the layout must hold at 1280 and
 * 390 px, left to right and right to left: no sideways scroll, a one-line top bar, nothing cut
 * without its full text at hand.
 */

type Language = 'de' | 'pseudo-rtl';

/**
 * Every string value in the service's answers: names, descriptions, messages, codes. `read()` waits
 * for the answers still being read, so a page is never checked before its data's strings are known.
 */
function collectServiceStrings(page: Page): {
  strings: Set<string>;
  read: () => Promise<Set<string>>;
} {
  const strings = new Set<string>();
  const reading = new Set<Promise<void>>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length >= 2) strings.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response: Response) => {
    if (
      !/\/api\//.test(response.url()) ||
      !(response.headers()['content-type'] ?? '').includes('json')
    )
      return;
    const done: Promise<void> = response
      .json()
      .then(walk, () => undefined)
      .finally(() => reading.delete(done));
    reading.add(done);
  });
  return {
    strings,
    read: async () => {
      await Promise.all(reading);
      return strings;
    },
  };
}

/** What the page says: its visible text runs, the texts of its shown and spoken attributes, its title. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // Code samples (curl, Node, Python on the signature page) are code, not words.
      if (
        !text ||
        !parent ||
        parent.closest('script, style, svg, pre, code, [data-testid="route-announcer"]')
      )
        continue;
      // Shown, or there for a screen reader (sr-only text is clipped, not hidden).
      if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
      out.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt], [aria-description], [aria-valuetext]',
    )) {
      // Inside a role="img" (a chart with its own label) children are presentational: no names read.
      if (element.closest('[hidden]') || element.parentElement?.closest('[role="img"]')) continue;
      for (const name of [
        'aria-label',
        'title',
        'placeholder',
        'alt',
        'aria-description',
        'aria-valuetext',
      ]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** A text with what the service sent taken out, and what is never translated: codes, addresses, numbers. */
function ownWords(text: string, service: Set<string>): string {
  let rest = text;
  // What the service sent, as a whole: never inside a word, a path or a code ("payment" stays in
  // "/wallet/payment-methods", "at" in "Signatur").
  for (const value of [...service].sort((a, b) => b.length - a.length)) {
    if (value.length < 3 || !rest.includes(value)) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}_/-])${escaped}(?![\\p{L}\\p{N}_/-])`, 'gu'),
      ' ',
    );
  }
  // Then what is never translated.
  return rest
    .replace(/`[^`]*`(?:\s*,\s*`[^`]*`)*(?:,?\s+(?:or|and)\s+`[^`]*`)?/g, ' ') // codes in backticks, and the service's lists of them
    .replace(/https?:\/\/\S+|\/[\w\-/{}.:]+|\S+@\S+/g, ' ') // addresses, paths, e-mails
    .replace(/\b[a-z0-9]+(?:[._-][a-z0-9]+)+\b/g, ' ') // codes: read_only_key, instance.created, ids
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/g, ' ') // a shortened id ("e9fdee05", the start of a UUID)
    .replace(/\b[A-Z][a-z]+(?:-[A-Z][a-z]+)+\b/g, ' ') // header names: Webhook-Signature
    .replace(/\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g, ' ');
}

// English words a German page never uses: function words, and the console's own labels.
const ENGLISH_ANYCASE =
  /\b(the|and|of|to|with|for|your|this|that|these|is|are|were|has|have|not|from|by|on|at|or|it|its|you|we|our|their|there|here|when|which|what|can|each|every|than|then|into|only|any|some|more|less|next|new|off|out|up|down|about|until|while|because|if|one|none|no|yes|ago|please|could|would|should)\b/i;
const ENGLISH_LABELS =
  /\b(Create|Delete|Cancel|Save|Close|Search|Refresh|Retry|Reload|Loading|Settings|Preferences|Sign|Overview|Servers|Instances|Keys|Key|Wallet|Balance|Activity|Alerts|Size|Created|Updated|Actions|Page|Rows|Download|Copy|Show|Hide|Open|Edit|Add|Remove|Back|Previous|Deploy|Destroy|Stop|Restart|Reboot|Attach|Detach|Assign|Rename|Resize|Restore|Running|Stopped|Pending|Active|Disabled|Enabled|Failed|Unknown|Never|Today|Yesterday|Theme|Light|Dark|Help|Shortcuts|Skip|Content|Reserved|Verify|Replace|Send|Sent|Amount|Date|Time|Used|Free|Price|Month|Hour|Pause|Resume|Try|Show|Request|Requests|Response|Endpoint|Delivery|Deliveries|Subject|Message|Reply|Attachment|Description|Clear|Apply|Choose|Select|All)\b/;

// What Intl writes for the pseudo-locales (they format as English): month and day names, relative times.
const INTL_ENGLISH =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon|Tue|Wed|Thu|Fri|Sat|Sun|[AP]M|am|pm|ago|in|now|today|yesterday|tomorrow|last|next|this|seconds?|minutes?|hours?|days?|weeks?|months?|years?|sec|hr)\b/g;

async function setLanguage(page: Page, language: Language) {
  await storeLanguage(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'de' ? 'de' : 'en');
  await expect(page.locator('html')).toHaveAttribute(
    'dir',
    language === 'pseudo-rtl' ? 'rtl' : 'ltr',
  );
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

// Each test has its own mock state (the fixture resets it): the tours run side by side on the
// workers instead of one after the other in one worker.
test.describe.configure({ mode: 'parallel' });

test.describe('languages', () => {
  // One visit per page carries the dark theme's accessibility scan too (the light theme's is in
  // the right-to-left tour below, the connect screen's in e2e/a11y.spec.ts), and the layout left to
  // right at 1280 and 390 px: the checks together, as a German colleague with a dark screen meets
  // them.
  for (const half of [0, 1]) {
    test(`German, dark (${half ? 'task and detail pages' : 'the navigation'}): every page speaks German, in its text and its accessible names, is axe-clean with a quiet browser console, and its layout holds at 1280 and 390 px`, async ({
      page,
      connect,
      mock,
    }, testInfo) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: 'dark' });
      const browserConsole = watchConsole(page);
      if (half === 0) {
        await page.goto('/connect');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page), 'connect screen (dark)').toEqual([]);
      }
      const collected = collectServiceStrings(page);
      await connect('full');
      const routes = (await tourHalves(mock))[half]!;
      await setLanguage(page, 'de');
      await open(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
      const english: string[] = [];
      const layout: string[] = [];
      for (const route of routes) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await open(page, route);
        expect(await axeViolations(page), `${route} (dark, German)`).toEqual([]);
        expect(browserConsole.take(), `${route}: the browser's console (German)`).toEqual([]);
        const name = route === '/' ? 'overview' : route.slice(1).replaceAll('/', '-');
        await screenshotToRead(page, testInfo.outputPath(`screens/${name}-dark-de-1280.png`), {
          fullPage: true,
        });
        const service = await collected.read();
        for (const text of await pageTexts(page)) {
          const own = ownWords(text, service);
          const hit = ENGLISH_ANYCASE.exec(own) ?? ENGLISH_LABELS.exec(own);
          if (hit) english.push(`${route}: "${text}" (${hit[0]})`);
        }
        layout.push(...(await layoutAt(page, route, [1280, 390])));
      }
      expect([...new Set(english)], 'English left on German pages').toEqual([]);
      expect([...new Set(layout)], 'the layout in German').toEqual([]);
    });
  }

  // The right-to-left pseudo-locale's tour carries every other per-page check, in the light theme:
  // its words are the catalogue's, accented and 40% longer (so a plain English word did not come
  // from it), the layout holds right to left at those lengths at 1280 and 390 px, the theme's
  // accessibility scan, the quiet console and the screenshots to read. One visit per page; split in
  // the tour's two halves (e2e/pages.ts) so no one test holds a worker for the whole tour.
  for (const half of [0, 1]) {
    test(`pseudo-rtl, light (${half ? 'task and detail pages' : 'the navigation'}): every word from the catalogue, the layout holds right to left at 1280 and 390 px, axe-clean with a quiet browser console`, async ({
      page,
      connect,
      mock,
    }, testInfo) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: 'light' });
      const browserConsole = watchConsole(page);
      const collected = collectServiceStrings(page);
      await connect('full');
      const routes = (await tourHalves(mock))[half]!;
      await setLanguage(page, 'pseudo-rtl');
      const problems: string[] = [];
      for (const route of routes) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await open(page, route);
        const service = await collected.read();
        const name = route === '/' ? 'overview' : route.slice(1).replaceAll('/', '-');
        expect(await axeViolations(page), `${route} (light, pseudo-rtl)`).toEqual([]);
        expect(browserConsole.take(), `${route}: the browser's console`).toEqual([]);
        await screenshotToRead(page, testInfo.outputPath(`screens/${name}-light-rtl-1280.png`), {
          fullPage: true,
        });
        for (const text of await pageTexts(page)) {
          // A plain English word (three letters or more, not an acronym) is one the catalogue did not give.
          // Brands and key names are not translated; min and s are units.
          const own = ownWords(text, service).replace(
            /\b(Cloud|Console|English|Deutsch|Shift|Ctrl|Esc|Enter|Tab|Alt|Meta|Node|Python|min)\b/g,
            ' ',
          );
          const plain = /(?<!\p{L})[A-Za-z][a-z]{2,}(?!\p{L})/u.exec(
            own.replace(INTL_ENGLISH, ' '),
          );
          if (plain) problems.push(`${route}: "${text}" is not from the catalogue (${plain[0]})`);
        }
        problems.push(...(await layoutAt(page, route, [1280, 390])));
        await screenshotToRead(page, testInfo.outputPath(`screens/${name}-light-rtl-390.png`), {
          fullPage: true,
        });
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }
});

/** The layout's problems at each width, in order, the page left at the last. */
async function layoutAt(page: Page, route: string, widths: number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(
      ...(await layoutProblems(page)).map((problem) => `${route} at ${width} px: ${problem}`),
    );
  }
  return problems;
}

/**
 * Sideways scroll, a top bar on more than one line, text cut with nothing to read it whole, a
 * centred table header and a pill narrower than its text.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth})`,
      );
    const bar = document.querySelector('header');
    if (bar) {
      const box = bar.getBoundingClientRect();
      for (const control of bar.querySelectorAll('a, button, [role="status"], meter')) {
        const own = control.getBoundingClientRect();
        if (!control.checkVisibility() || own.width === 0) continue;
        if (own.top < box.top - 1 || own.bottom > box.bottom + 1)
          problems.push(
            `the top bar's "${control.textContent?.trim() || control.getAttribute('aria-label')}" leaves its line`,
          );
        if (own.left < box.left - 1 || own.right > box.right + 1)
          problems.push(
            `the top bar's "${control.textContent?.trim() || control.getAttribute('aria-label')}" is pushed out of the bar`,
          );
      }
    }
    const readable = (element: Element) => {
      for (
        let at: Element | null = element, depth = 0;
        at && depth < 4;
        at = at.parentElement, depth++
      ) {
        if (at.getAttribute('title') || at.getAttribute('aria-label')) return true;
      }
      return false;
    };
    const named = 'button, a, h1, h2, h3, th, label, [role="tab"]';
    for (const element of document.body.querySelectorAll(`${named}, :is(${named}) .truncate`)) {
      if (!element.checkVisibility() || element.closest('.sr-only')) continue;
      const style = getComputedStyle(element);
      const clips =
        style.textOverflow === 'ellipsis' ||
        style.overflow === 'hidden' ||
        style.overflowX === 'hidden';
      if (clips && element.scrollWidth > element.clientWidth + 1 && !readable(element)) {
        problems.push(
          `"${element.textContent?.trim().slice(0, 60)}" is cut with no title to read it whole`,
        );
      }
    }
    // A table's header cell centred by the browser's default (the small tables' were, with their
    // rows' names under them: at 390 px a list read down the middle).
    for (const cell of document.body.querySelectorAll('th')) {
      if (cell.checkVisibility() && getComputedStyle(cell).textAlign === 'center')
        problems.push(`the table's "${cell.textContent?.trim().slice(0, 40)}" is centred`);
    }
    // A count's pill (the side nav's "What needs attention" 11) squeezed by a label that wraps.
    for (const pill of document.body.querySelectorAll('.rounded-full')) {
      if (!pill.checkVisibility() || !pill.textContent?.trim()) continue;
      if (pill.scrollWidth > pill.clientWidth)
        problems.push(`the pill "${pill.textContent.trim()}" is narrower than its text`);
    }
    return problems;
  });
}
