import type { ConsoleMessage, Page } from 'puppeteer-core';

/** What went wrong on the current page since the last clear(). */
export interface ErrorLog {
  clear(): void;
  take(): Promise<string[]>;
}

declare global {
  interface Window {
    __tourErrorTexts?: string[];
  }
}

// WebDriver BiDi sends an Error passed to console.error without its message (puppeteer prints
// "JSHandle@error"), so the page keeps a readable copy of each such call for the tour to read.
function keepErrorTexts(): void {
  const original = console.error.bind(console);
  window.__tourErrorTexts = [];
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => arg instanceof Error)) {
      window.__tourErrorTexts?.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
          .join(' ')
          .slice(0, 300),
      );
    }
    original(...args);
  };
}

async function describe(page: Page, message: ConsoleMessage): Promise<string> {
  if (!message.text().includes('JSHandle@error')) return message.text();
  const kept = await page.evaluate(() => window.__tourErrorTexts?.shift()).catch(() => undefined);
  if (kept) return kept;
  // No copy kept: the page that logged it had been left (the copy went with it), or a worker
  // logged it. Where it was logged says which.
  const { url, lineNumber, columnNumber } = message.location();
  return url
    ? `${message.text()} (logged at ${url}:${lineNumber ?? 0}:${columnNumber ?? 0}, page now ${page.url()})`
    : `${message.text()} (page now ${page.url()})`;
}

/**
 * Console errors, uncaught exceptions, and API answers of 400 or more from the console's origin.
 * Chromium logs a failed response as a console error and Firefox does not, so responses are
 * watched directly to hold both engines to the same bar.
 */
export async function watchErrors(page: Page, origin: string): Promise<ErrorLog> {
  await page.evaluateOnNewDocument(keepErrorTexts);
  let errors: Array<Promise<string> | string> = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(describe(page, message).then((text) => `console error: ${text}`));
  });
  page.on('pageerror', (error) =>
    errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      errors.push(
        `HTTP ${response.status()} ${response.request().method()} ${response.url().slice(origin.length)}`,
      );
  });
  return {
    clear: () => {
      errors = [];
    },
    take: () => {
      const taken = errors;
      errors = [];
      return Promise.all(taken);
    },
  };
}
