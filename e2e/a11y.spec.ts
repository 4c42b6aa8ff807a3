import { axeViolations } from './axe';
import { test, expect } from './fixtures';

// Every page is scanned by the language tours (e2e/languages.spec.ts), one visit per page carrying
// every per-page check: the light theme in the right-to-left pseudo-locale's tour, the dark theme in
// the German one.
// Here: the connect screen, which those tours pass through only to sign in, and the keyboard's way in.
test.describe('accessibility', () => {
  test('the connect screen is axe-clean in the light theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/connect');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), 'connect screen').toEqual([]);
    // The scan finds what it is there to find (it collects violations only, e2e/axe.ts): a nameless
    // button and grey on grey, planted in the same page.
    await page
      .locator('main')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'beforeend',
          '<button></button><p style="color: #777; background: #888">low contrast</p>',
        ),
      );
    expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual([
      'button-name',
      'color-contrast',
    ]);
  });

  test('keyboard: skip link goes to the content, focus is visible', async ({ page, connect }) => {
    await connect('full');
    // Signing in is a page change: the focus is on the overview's main region already.
    await expect(page.locator('#main')).toBeFocused();
    // A page loaded afresh starts at the top of the Tab order: the skip link first.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
