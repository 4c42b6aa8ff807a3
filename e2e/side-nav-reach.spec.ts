import { test, expect } from './fixtures';

/**
 * The side navigation's white runs to the bottom of a long page: at 1366 × 800 the deploy form is
 * longer than the screen, and no strip of the page's grey may show under the navigation, at the top
 * of the page, after scrolling to its end or in a full-page picture (it once ended at the first
 * screen's height, 800 px).
 */
test('the side navigation reaches the bottom of a long page after scrolling', async ({
  page,
  connect,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await connect('full');
  await page.goto('/instances/deploy');
  await expect(page.getByRole('button', { name: 'Review deploy' })).toBeVisible();
  const nav = page.locator('#side-nav');
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight, 'the deploy form is longer than the screen').toBeGreaterThan(1000);
  const navBox = () =>
    nav.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        top: Math.round(rect.top + window.scrollY),
        bottom: Math.round(rect.bottom + window.scrollY),
      };
    });
  // The navigation's box, in page coordinates: from under the top bar to the page's end.
  expect((await navBox()).bottom).toBeGreaterThanOrEqual(pageHeight - 1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight)))
    .toBe(pageHeight);
  expect((await navBox()).bottom).toBeGreaterThanOrEqual(pageHeight - 1);
  // What is drawn at the bottom left corner of the screen is the navigation, and its links are in view.
  const atCorner = await page.evaluate(
    () => document.elementFromPoint(20, window.innerHeight - 4)?.closest('#side-nav') != null,
  );
  expect(atCorner, 'the navigation is drawn at the bottom of the screen').toBe(true);
  await expect(nav.getByRole('link', { name: 'Instances', exact: true })).toBeInViewport();
  // A short page: the white still reaches the bottom of the screen.
  await page.goto('/preferences');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await navBox()).bottom).toBeGreaterThanOrEqual(800 - 1);
});
