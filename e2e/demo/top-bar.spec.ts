// The demo build's top bar with its banner above it, as a presenter shows it: the busy-office
// scenario (others spend the budget, the console waits), presentation mode on, in English, German
// and the long pseudo-locale, at 390, 768, 1280 and 1920 px. Nothing of the banner overlaps, the
// banner ends where the bar starts, and the bar holds (e2e/top-bar-layout.ts). The same under a read
// key's bar, and under a bar that waits out a 429 with Try now (the in-browser service's fault rule).
import { test, expect, type Page } from '@playwright/test';
import {
  expectBarHolds,
  expectNoOverlap,
  LANGUAGES,
  storeLanguagePresenting,
} from '../top-bar-layout';
import { screenshotToRead } from '../screenshots';
import { axeViolations } from '../axe';

const WIDTHS = [390, 768, 1280, 1920];
/** The read key's badge in each language (src/locales/de/layout.po; the pseudo-locale's own). */
const SCOPE_READ: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /^read$/,
  de: /^Nur lesen$/,
  pseudo: /^\[ŕéáð ~\]$/,
};

async function loadIn(page: Page, language: (typeof LANGUAGES)[number]) {
  await storeLanguagePresenting(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'de' ? 'de' : 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the demo banner and the top bar, busy office and presenting, hold together in every language and width', async ({
  page,
}) => {
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
      expect(
        bannerBox.y + bannerBox.height,
        `${label}: the banner ends where the bar starts`,
      ).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(
        bannerBox.x + bannerBox.width,
        `${label}: the banner inside the window`,
      ).toBeLessThanOrEqual(width + 0.5);
      await expectBarHolds(page, `the top bar under the demo banner, ${label}`);
      if (width === 1280 || width === 390)
        await screenshotToRead(
          page,
          test.info().outputPath(`demo-top-bar-${language}-${width}.png`),
        );
    }
  }
});

test('the demo banner above a read key’s bar (its scope badge beside the busy office’s share), presenting, holds in every language and width', async ({
  page,
}) => {
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
      if (width >= 1280)
        await expect(bar.getByTestId('session-identity').locator('span.shrink-0')).toHaveText(
          SCOPE_READ[language],
        );
      await expectNoOverlap(banner, `the demo banner, ${label}`);
      const bannerBox = (await banner.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(
        bannerBox.y + bannerBox.height,
        `${label}: the banner ends where the bar starts`,
      ).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(
        bannerBox.x + bannerBox.width,
        `${label}: the banner inside the window`,
      ).toBeLessThanOrEqual(width + 0.5);
      await expectBarHolds(page, `the top bar under the demo banner, ${label}`);
      if (width === 1280 || width === 390)
        await screenshotToRead(
          page,
          test.info().outputPath(`demo-top-bar-read-${language}-${width}.png`),
        );
    }
  }
});

test('on a phone the banner folds its controls behind one button, so the page starts on the first screen; the welcome points there; the tour finds its clock in them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?demo-scenario=healthy&demo-as=full&demo-page=%2Finstances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeInViewport();
  const banner = page.getByRole('note', { name: 'Demo' });
  const toggle = banner.getByRole('button', { name: 'Demo controls' });
  const scenario = banner.getByLabel('Scenario');
  const clock = banner.getByRole('group', { name: 'Demo clock' });
  // Folded: "Demo data." and the button, one line.
  await expect(banner).toContainText('Demo data.');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(scenario).toBeHidden();
  expect((await banner.boundingBox())!.height).toBeLessThan(60);
  expect(await axeViolations(page), 'the folded banner at 390 px').toEqual([]);
  // The welcome sends a phone's reader to the fold, not to a scenario they cannot see.
  const welcome = page.getByRole('region', { name: 'Welcome to the Cloud Console demo' });
  await expect(welcome).toContainText('Open Demo controls in the banner', { useInnerText: true });
  await expect(welcome).not.toContainText('Pick a scenario in the banner', { useInnerText: true });

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(scenario).toBeVisible();
  await expect(clock).toBeVisible();
  await expect(banner).toContainText('nothing reaches a real service');
  // The tour points at the clock, in the open controls; closed, it leaves them as they were.
  await banner.getByRole('button', { name: 'Tour' }).click();
  await expect(page.getByTestId('tour')).toBeVisible();
  await expect(clock).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour')).toBeHidden();
  await expect(scenario).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(scenario).toBeHidden();
  // From a width up the controls are in the banner as before, with no button.
  await page.setViewportSize({ width: 768, height: 844 });
  await expect(toggle).toBeHidden();
  await expect(scenario).toBeVisible();
  await expect(welcome).toContainText('Pick a scenario in the banner', { useInnerText: true });
  await expect(welcome).not.toContainText('Open Demo controls', { useInnerText: true });
});

/** The in-browser service's fault rules (the demo's /__mock/ routes; gone with the next load). */
async function setDemoFaults(page: Page, rules: unknown[]) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/__mock/faults', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    JSON.stringify(rules),
  );
  expect(status).toBe(200);
}

test('the demo banner above a bar that waits out a 429 with Try now (busy office, presenting) holds in every language and width', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?demo-scenario=busy-office&demo-as=full&demo-page=%2Fwebhooks%2Fverify');
  await expect(page.getByTestId('budget-count')).toContainText(/by others/);
  const banner = page.getByRole('note').filter({ has: page.locator('[data-demo=clock]') });
  const bar = page.getByRole('banner');
  // Tickets whose conversations no page has read yet (lists, and details they carry, may be read
  // ahead while idle). The key is read from the tab's storage by the test, never from the page.
  const tickets = await page.evaluate(async () => {
    const token = (JSON.parse(sessionStorage.getItem('cc.session') ?? '{}') as { token?: string })
      .token;
    const response = await fetch('/api/v1/tickets?limit=10', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { items: Array<{ id: string }> }).items.map(
      (item) => item.id,
    );
  });
  for (const [index, language] of LANGUAGES.entries()) {
    await loadIn(page, language);
    await expect(bar.getByTestId('presenting-marker')).toBeVisible();
    await setDemoFaults(page, [{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }]);
    // A person's read (a page change in the console, to a page not read yet): refused, the console
    // pauses and holds it, with Try now in the bar and in the page.
    const to = `/tickets/${tickets[index]}`;
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    const held = page.getByRole('main').getByTestId('held-wait');
    await expect(held.getByRole('button')).toBeVisible({ timeout: 15_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const label = `waiting, ${language} at ${width} px`;
      await expect(banner).toBeVisible();
      await expect(held).toBeVisible();
      await expectNoOverlap(banner, `the demo banner, ${label}`);
      const bannerBox = (await banner.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(
        bannerBox.y + bannerBox.height,
        `${label}: the banner ends where the bar starts`,
      ).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(
        bannerBox.x + bannerBox.width,
        `${label}: the banner inside the window`,
      ).toBeLessThanOrEqual(width + 0.5);
      await expectBarHolds(page, `the top bar under the demo banner, ${label}`);
      if (width === 1280 || width === 390)
        await screenshotToRead(
          page,
          test.info().outputPath(`demo-top-bar-waiting-${language}-${width}.png`),
        );
    }
    // Ends the pause before the next load: the service answers again, and Try now sends the held read.
    await page.setViewportSize({ width: 1280, height: 800 });
    await setDemoFaults(page, []);
    await held.getByRole('button').click();
    await expect(held).toHaveCount(0);
  }
});
