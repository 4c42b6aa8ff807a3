import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { NAV_ITEMS } from './nav';

// Each test has its own mock state (the fixture resets it): the long ones may run side by side on
// the workers instead of one after the other in one worker (e2e is most of the gate's time).
test.describe.configure({ mode: 'parallel' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['light', 'dark'] as const;

async function scan(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility and visual check of every page', () => {
  for (const theme of THEMES) {
    test(`every route is axe-clean in the ${theme} theme (screenshots at 1280 and 390 px)`, async ({ page, connect }, testInfo) => {
      // 32 full page loads: at about 3 requests each they meet the 100-a-minute budget, and wait for it.
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/connect');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scan(page), 'connect screen').toEqual([]);
      await connect('full');
      const routes: string[] = [
        ...NAV_ITEMS.map((item) => item.to),
        '/instances/deploy',
        '/tickets/new',
        '/backups/servers',
        '/api-keys/replace',
        '/webhooks/verify',
        '/not-a-page',
      ];
      // One detail page of each resource that has them, reached from its list.
      for (const list of ['/instances', '/volumes', '/reserved-ips', '/vpcs', '/backups', '/tickets', '/webhooks']) {
        await page.goto(list);
        const href = await page.locator(`main a[href^="${list}/"]:not([href$="/new"]):not([href$="/verify"]):not([href$="/deploy"]):not([href$="/servers"])`).first().getAttribute('href');
        if (href) routes.push(href);
      }
      for (const route of routes) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await scan(page), `${route} (${theme})`).toEqual([]);
        const name = route === '/' ? 'overview' : route.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: testInfo.outputPath(`screens/${name}-${theme}-1280.png`), fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: testInfo.outputPath(`screens/${name}-${theme}-390.png`), fullPage: true });
      }
    });
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
