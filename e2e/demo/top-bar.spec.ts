// The demo build's top bar with its banner above it, as a presenter shows it: the busy-office
// scenario (others spend the budget, the console waits), presentation mode on, in English, German
// and the long pseudo-locale, at 390, 768, 1280 and 1920 px. Nothing of the banner overlaps, the
// banner ends where the bar starts, and the bar holds (e2e/top-bar-layout.ts).
import { test, expect, type Page } from '@playwright/test';
import { expectBarHolds, expectNoOverlap, LANGUAGES, storeLanguagePresenting } from '../top-bar-layout';

const WIDTHS = [390, 768, 1280, 1920];
/** The read key's badge in each language (src/locales/de/layout.po; the pseudo-locale's own). */
const SCOPE_READ: Record<(typeof LANGUAGES)[number], RegExp> = { en: /^read$/, de: /^Nur lesen$/, pseudo: /^\[ŕéáð ~\]$/ };

async function loadIn(page: Page, language: (typeof LANGUAGES)[number]) {
  await storeLanguagePresenting(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'de' ? 'de' : 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the demo banner and the top bar, busy office and presenting, hold together in every language and width', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?demo-scenario=busy-office&demo-as=full&demo-page=%2Finstances');
  await expect(page.getByTestId('budget-count')).toContainText(/by others/);
  // Its name is in the page's language: found by its clock.
  const banner = page.getByRole('note').filter({ has: page.locator('[data-demo=clock]') });
  for (const language of LANGUAGES) {
    await loadIn(page, language);
    await expect(page.getByRole('banner').getByTestId('presenting-marker')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const label = `${language} at ${width} px`;
      await expect(banner).toBeVisible();
      await expectNoOverlap(banner, `the demo banner, ${label}`);
      const bannerBox = (await banner.boundingBox())!;
      const barBox = (await page.getByRole('banner').boundingBox())!;
      expect(bannerBox.y + bannerBox.height, `${label}: the banner ends where the bar starts`).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(bannerBox.x + bannerBox.width, `${label}: the banner inside the window`).toBeLessThanOrEqual(width + 0.5);
      await expectBarHolds(page, `the top bar under the demo banner, ${label}`);
      if (width === 1280 || width === 390) await page.screenshot({ path: test.info().outputPath(`demo-top-bar-${language}-${width}.png`) });
    }
  }
});

test('the demo banner above a read key’s bar (its scope badge beside the busy office’s share), presenting, holds in every language and width', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?demo-scenario=busy-office&demo-as=read&demo-page=%2Fvolumes');
  await expect(page.getByTestId('budget-count')).toContainText(/by others/);
  const banner = page.getByRole('note').filter({ has: page.locator('[data-demo=clock]') });
  const bar = page.getByRole('banner');
  for (const language of LANGUAGES) {
    await loadIn(page, language);
    await expect(bar.getByTestId('presenting-marker')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const label = `read key, ${language} at ${width} px`;
      await expect(banner).toBeVisible();
      // The read key's badge, where the bar has room for it (it is in the menu on a phone).
      if (width >= 1280) await expect(bar.getByTestId('session-identity').locator('span.shrink-0')).toHaveText(SCOPE_READ[language]);
      await expectNoOverlap(banner, `the demo banner, ${label}`);
      const bannerBox = (await banner.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(bannerBox.y + bannerBox.height, `${label}: the banner ends where the bar starts`).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(bannerBox.x + bannerBox.width, `${label}: the banner inside the window`).toBeLessThanOrEqual(width + 0.5);
      await expectBarHolds(page, `the top bar under the demo banner, ${label}`);
      if (width === 1280 || width === 390) await page.screenshot({ path: test.info().outputPath(`demo-top-bar-read-${language}-${width}.png`) });
    }
  }
});
