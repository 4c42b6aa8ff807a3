import { axeViolations } from './axe';
import { watchConsole } from './console';
import { test, expect } from './fixtures';
import { tourHalves } from './pages';
import { keepingScreenshots, screenshotToRead } from './screenshots';

// Each test has its own mock state (the fixture resets it): the long ones may run side by side on
// the workers instead of one after the other in one worker (e2e is most of the gate's time).
test.describe.configure({ mode: 'parallel' });

// The light theme here; every page in the dark theme is scanned by the German tour
// (e2e/languages.spec.ts), one visit carrying both checks.
const THEMES = ['light'] as const;

test.describe('accessibility and visual check of every page', () => {
  // The tour's two halves (e2e/pages.ts), so no one test holds a worker for the whole tour.
  const PARTS = [
    'the navigation’s pages and the preferences',
    'task pages and a detail page of each resource',
  ];
  for (const theme of THEMES) {
    for (const [index, part] of PARTS.entries()) {
      test(`${part} are axe-clean in the ${theme} theme, with a quiet browser console (screenshots at 1280 and 390 px)`, async ({
        page,
        connect,
        mock,
      }, testInfo) => {
        // 13 to 20 full page loads: at about 3 requests each they may meet the 100-a-minute budget, and wait for it.
        test.setTimeout(240_000);
        await page.emulateMedia({ colorScheme: theme });
        const browserConsole = watchConsole(page);
        if (index === 0) {
          await page.goto('/connect');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await axeViolations(page), 'connect screen').toEqual([]);
        }
        await connect('full');
        for (const route of (await tourHalves(mock))[index]!) {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), `${route} (${theme})`).toEqual([]);
          expect(browserConsole.take(), `${route}: the browser's console`).toEqual([]);
          const name = route === '/' ? 'overview' : route.slice(1).replaceAll('/', '-');
          await screenshotToRead(page, testInfo.outputPath(`screens/${name}-${theme}-1280.png`), {
            fullPage: true,
          });
          if (keepingScreenshots) {
            // The phone width is for the eye only here (the small-screen checks have their own specs).
            await page.setViewportSize({ width: 390, height: 844 });
            await screenshotToRead(page, testInfo.outputPath(`screens/${name}-${theme}-390.png`), {
              fullPage: true,
            });
          }
        }
      });
    }
  }

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
