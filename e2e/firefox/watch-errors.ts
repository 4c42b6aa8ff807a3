import type { ConsoleMessage, Page } from 'puppeteer-core';

/** What went wrong on the current page since the last clear(). */
export interface ErrorLog {
  clear(): void;
  take(): string[];
}

// WebDriver BiDi sends an Error passed to console.error without its message (puppeteer prints
// "JSHandle@error"), so the page logs each such Error as its text instead. The text travels in the
// message itself: a copy kept in the page would be lost when the page is left before the tour reads
// it. (A CI run failed on one such error, logged as the signed-in Overview was left: its text was
// lost that way.)
function logErrorsAsText(): void {
  const original = console.error.bind(console);
  // No named helper in here: tsx wraps named functions in a helper that does not exist in the page.
  console.error = (...args: unknown[]) =>
    original(
      ...args.map((arg) =>
        // On one line with where it was thrown, so the tour's one line per problem carries both.
        arg instanceof Error
          ? `${arg.name}: ${arg.message} at ${arg.stack?.replaceAll('\n', ' | ')}`.slice(0, 600)
          : arg,
      ),
    );
}

function describe(page: Page, message: ConsoleMessage): string {
  if (!message.text().includes('JSHandle@error')) return message.text();
  // An Error the page's own console.error did not see: logged by a worker, or before the
  // replacement above ran. Where it was logged says which.
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
  await page.evaluateOnNewDocument(logErrorsAsText);
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${describe(page, message)}`);
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
      return taken;
    },
  };
}
