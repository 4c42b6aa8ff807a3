import { expect, type Page } from '@playwright/test';

/**
 * Stores the console's language preference as the Preferences page does; the next load speaks it
 * (the page at hand keeps its language until then).
 */
export async function storeLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((language) => {
    const key = 'cloud-console.preferences';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, language }));
  }, language);
}

/** Opens `path` in German: the preference stored first, then a full load that speaks it. */
export async function openInGerman(page: Page, path: string): Promise<void> {
  await storeLanguage(page, 'de');
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}
