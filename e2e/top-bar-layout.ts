/**
 * The top bar's layout as a person sees it: no two visible items overlap, nothing leaves the window,
 * the bar stays one line. Used by the top-bar tests of the console (e2e/top-bar-together.spec.ts)
 * and of the demo build, whose banner sits above the bar (e2e/demo/top-bar.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function expectBarHolds(page: Page, label: string) {
  const bar = page.getByRole('banner');
  const found = await bar.evaluate((header) => {
    const items = [
      ...header.querySelectorAll(
        'a, button, [role=status], [data-testid=session-identity] > span, meter, [data-testid=budget-count], [data-testid=budget-ignored]',
      ),
    ]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !element.closest('.sr-only'),
      )
      .map((element) => {
        const r = element.getBoundingClientRect();
        // What is drawn: the box, cut by any ancestor that clips (a truncated text's inner parts).
        let { left, right } = r;
        for (
          let parent = element.parentElement;
          parent && parent !== header;
          parent = parent.parentElement
        ) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '')
            .trim()
            .slice(0, 40),
          left,
          right,
          top: r.top,
          bottom: r.bottom,
          width: right - left,
        };
      })
      .filter((item) => item.width > 0);
    return {
      items,
      width: header.clientWidth,
      scrollWidth: header.scrollWidth,
      height: header.getBoundingClientRect().height,
      window: window.innerWidth,
    };
  });
  expect(found.scrollWidth, `${label}: the bar does not overflow`).toBeLessThanOrEqual(found.width);
  expect(found.height, `${label}: one line`).toBeLessThanOrEqual(57);
  const leaves = found.items.filter(
    (a) =>
      !found.items.some(
        (b) =>
          b !== a &&
          b.left >= a.left &&
          b.right <= a.right &&
          b.top >= a.top &&
          b.bottom <= a.bottom,
      ),
  );
  const overlaps: string[] = [];
  for (const [i, a] of leaves.entries()) {
    expect(a.right, `${label}: ${a.name} inside the window`).toBeLessThanOrEqual(
      found.window + 0.5,
    );
    expect(a.left, `${label}: ${a.name} inside the window`).toBeGreaterThanOrEqual(-0.5);
    for (const b of leaves.slice(i + 1)) {
      if (
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5
      )
        overlaps.push(`${a.name} × ${b.name}`);
    }
  }
  expect(overlaps, `${label}: overlapping`).toEqual([]);
}

/** The visible leaf items (links, buttons, fields, statuses) of a region that may wrap: none overlaps another. */
export async function expectNoOverlap(region: Locator, label: string) {
  const items = await region.evaluate((root) =>
    [...root.querySelectorAll('a, button, select, summary, [role=status], [role=group] > span')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !element.closest('.sr-only') &&
          !element.closest('details:not([open]) > div'),
      )
      .map((element) => {
        const r = element.getBoundingClientRect();
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '')
            .trim()
            .slice(0, 40),
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        };
      })
      .filter((item) => item.right - item.left > 0 && item.bottom - item.top > 0),
  );
  const leaves = items.filter(
    (a) =>
      !items.some(
        (b) =>
          b !== a &&
          b.left >= a.left &&
          b.right <= a.right &&
          b.top >= a.top &&
          b.bottom <= a.bottom,
      ),
  );
  const overlaps: string[] = [];
  for (const [i, a] of leaves.entries()) {
    for (const b of leaves.slice(i + 1)) {
      if (
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5
      )
        overlaps.push(`${a.name} × ${b.name}`);
    }
  }
  expect(overlaps, `${label}: overlapping`).toEqual([]);
}

/** The languages the top-bar tests hold the bar in. */
export const LANGUAGES = ['en', 'de', 'pseudo'] as const;

/**
 * Stores the language and presentation mode on for the next load (kept in localStorage across
 * loads); `freshBudget` also forgets the request budget's window.
 */
export async function storeLanguagePresenting(
  page: Page,
  language: (typeof LANGUAGES)[number],
  { freshBudget = false } = {},
) {
  await page.evaluate(
    ({ language, freshBudget }) => {
      const key = 'cloud-console.preferences';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...stored, language }));
      localStorage.setItem('cc.presenting', '1');
      if (freshBudget) localStorage.removeItem('cc.governor.window');
    },
    { language, freshBudget },
  );
}
