// Finds a visible element by its role and accessible name, in the page. Puppeteer's `::-p-aria`
// asks Firefox's accessibility tree over WebDriver BiDi: each query took 5 to 8 s on an idle
// machine here (the wallet's heading was in the DOM after 0.9 s and found by `::-p-aria` after
// 8.7 s), and on CI's loaded cores one passed its 15 s limit. This asks the DOM: the name from
// `aria-label`, `aria-labelledby`, a form field's label, else the element's text. The default
// limit is Puppeteer's own, 30 s.
import type { ElementHandle, Page } from 'puppeteer-core';

export type Role = 'button' | 'heading' | 'dialog' | 'field';

const SELECTORS: Record<Role, string> = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: 'dialog, [role="dialog"]',
  field: 'input, textarea, select',
};

/** Waits for a visible element of `role` whose accessible name is `name` (whitespace folded). */
export async function named(
  page: Page,
  role: Role,
  name: string,
  timeout = 30_000,
): Promise<ElementHandle<Element>> {
  // Polled with `evaluate`, not `waitForFunction`: Puppeteer's wait builds its function with
  // Function(), which a page's CSP blocks (the console under nginx, the sign-in page).
  const deadline = Date.now() + timeout;
  let problem = '';
  for (;;) {
    // A navigation under a look (a sign-in's redirects) ends it; the next looks in the new page.
    const element = await find(page, SELECTORS[role], name).catch((error: Error) => {
      problem = error.message;
      return null;
    });
    if (element) return element;
    if (Date.now() >= deadline)
      throw new Error(
        `no ${role} named "${name}" on ${page.url()} after ${timeout} ms${problem ? ` (${problem})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function find(
  page: Page,
  selector: string,
  name: string,
): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(
    // Only unnamed arrow functions inside (helpers passed as arguments): the source runs in the
    // page without the bundler's helpers, and tsx wraps a named one in __name, which the page lacks.
    (selector: string, wanted: string) =>
      ((fold: (text: string | null | undefined) => string) =>
        ((nameOf: (element: Element) => string) =>
          [...document.querySelectorAll(selector)].find(
            (element) => element.checkVisibility() && nameOf(element) === wanted,
          ) ?? null)((element) => {
          const label = element.getAttribute('aria-label');
          if (label) return fold(label);
          const by = element.getAttribute('aria-labelledby');
          if (by)
            return fold(
              by
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            );
          if (
            element instanceof HTMLInputElement &&
            (element.type === 'submit' || element.type === 'button')
          )
            return fold(element.value);
          if (
            element instanceof HTMLInputElement ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement
          ) {
            return (
              fold([...(element.labels ?? [])].map((l) => l.textContent).join(' ')) ||
              fold(element.getAttribute('placeholder'))
            );
          }
          return fold(element.textContent);
        }))((text) => (text ?? '').replace(/\s+/g, ' ').trim()),
    selector,
    name,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}
