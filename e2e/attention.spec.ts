/**
 * The attention place (issue 48, key mode): the top bar's count, its panel and /attention, against
 * the mock's seed (keys expired and expiring, webhook endpoints failing and disabled, instances in
 * error). English and German, both themes, 1600 and 390 px, two tabs. The top bar's count shows
 * from 2xl (1536 px) up; below it the side nav's line (the phone's menu) holds it.
 */
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { screenshotToRead } from './screenshots';
import { storeLanguage } from './language';

const countButton = (page: Page) => page.getByTestId('attention-button');

async function unread(page: Page): Promise<number> {
  const name = (await countButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) new/.exec(name)?.[1] ?? 0);
}

async function setLanguage(page: Page, language: 'de' | 'en') {
  await storeLanguage(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('what needs attention', () => {
  test.use({ viewport: { width: 1600, height: 900 } });
  test('the count appears in the top bar on its own, the panel lists items in English and German, and a link leads to the resource', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await connect('full');
    // What the first page read (keys, endpoints, instances) is enough: no list page opened.
    await expect(countButton(page)).toHaveAccessibleName(/What needs attention: \d+ new/, {
      timeout: 15_000,
    });
    const before = await unread(page);
    expect(before).toBeGreaterThan(2);
    // The announcement, once, in a polite live region.
    await expect(page.getByTestId('attention-announcement')).toHaveText(
      /new items? needs? attention/,
    );
    await expect(page.getByTestId('attention-announcement')).toHaveAttribute('aria-live', 'polite');

    // The console's own look (paced, background): the answered tickets, which no page here read.
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    // The count loads just after the shell, and starts its looks' timers when it has.
    await expect(countButton(page)).toBeVisible();
    await mock.clearRequests();
    await page.clock.runFor(70_000);
    // The looks go out as background work, paced by the governor's timers: the clock keeps moving
    // while the test waits (on a busy machine an answer may land after one run of the clock).
    await expect
      .poll(async () => {
        await page.clock.runFor(5_000);
        return (await mock.requests()).map(
          (r: { method: string; path: string }) => `${r.method} ${r.path}`,
        );
      })
      .toContain('GET /api/v1/tickets');

    await countButton(page).click();
    const panel = page.getByRole('dialog', { name: 'What needs attention' });
    await expect(panel).toBeVisible();
    // The newest ten; the page has them all.
    await expect(panel.getByRole('listitem')).toHaveCount(10);
    for (const text of await panel.getByRole('link').allTextContents())
      expect(text).toMatch(
        /^(Instance|Webhook endpoint|API key|Support answered|The balance|See everything)/,
      );
    await expect(
      panel.getByRole('link', { name: /^Instance .+ is in error$/ }).first(),
    ).toBeVisible();

    // A link leads to the resource and marks its item read.
    const count = await unread(page);
    const link = panel.getByRole('link', { name: /^Instance .+ is in error$/ }).first();
    const name = /^Instance (.+) is in error$/.exec((await link.textContent()) ?? '')![1]!;
    await link.click();
    await expect(page).toHaveURL(/\/instances\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => unread(page)).toBe(count - 1);

    // German: the same items in German words.
    await setLanguage(page, 'de');
    await expect(countButton(page)).toHaveAccessibleName(/Was Aufmerksamkeit braucht: \d+ neu/);
    await countButton(page).click();
    const german = page.getByRole('dialog', { name: 'Was Aufmerksamkeit braucht' });
    await expect(german.getByRole('listitem')).toHaveCount(10);
    for (const text of await german.getByRole('link').allTextContents())
      expect(text).toMatch(
        /^(Server|Webhook-Endpunkt|API-Schlüssel|Der Support|Das Guthaben|Alles ansehen)/,
      );
    await expect(german.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeVisible();
    await expect(german.getByRole('link', { name: /Alles ansehen/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // Every kind the seed holds, on the page in German: expired keys too.
    await page.goto('/attention?kind=key-expired');
    await expect(
      page
        .getByTestId('attention-list')
        .getByRole('link', { name: /^API-Schlüssel .+ ist abgelaufen$/ })
        .first(),
    ).toBeVisible();
    await setLanguage(page, 'en');
  });

  test('mark read persists across a reload and reaches a second tab; the page filters by kind and resource', async ({
    page,
    connect,
    context,
  }) => {
    test.setTimeout(90_000);
    await connect('full');
    await expect(countButton(page)).toHaveAccessibleName(/\d+ new/, { timeout: 15_000 });
    const second = await context.newPage();
    await second.goto('/volumes');
    await expect(second.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(countButton(second)).toHaveAccessibleName(/\d+ new/);
    const both = await unread(page);
    expect(await unread(second)).toBe(both);

    // The page: filtered by resource in the address; one item marked read.
    await page.goto('/attention?resource=api-key');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What needs attention' }),
    ).toBeVisible();
    const list = page.getByTestId('attention-list');
    await expect(list.getByRole('link').first()).toBeVisible();
    for (const text of await list.getByRole('link').allTextContents())
      expect(text).toMatch(/^API key /);
    await page.getByLabel('Kind').selectOption({ label: 'Key expired' });
    await expect(page).toHaveURL(/kind=key-expired/);
    for (const text of await list.getByRole('link').allTextContents())
      expect(text).toMatch(/has expired$/);
    await list
      .getByRole('button', { name: /^Mark read: / })
      .first()
      .click();
    await expect.poll(() => unread(second)).toBe(both - 1);

    // Mark all read in the second tab: the first follows, and a reload keeps it.
    await countButton(second).click();
    const panel = second.getByRole('dialog', { name: 'What needs attention' });
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await second.keyboard.press('Escape');
    await expect(countButton(second)).toHaveAccessibleName('What needs attention: nothing new');
    await expect(countButton(page)).toHaveAccessibleName('What needs attention: nothing new');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What needs attention' }),
    ).toBeVisible();
    await expect(countButton(page)).toHaveAccessibleName('What needs attention: nothing new');
    await expect(page.getByTestId('attention-count')).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the panel and the page are axe-clean in the ${colorScheme} theme at 1600 and 390 px`, async ({
      page,
      connect,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      await connect('full');
      await expect(countButton(page)).toHaveAccessibleName(/\d+ new/, { timeout: 15_000 });
      // The panel at 1600 px (2xl); at 390 px the page, and the menu's line that leads to it.
      for (const width of [1600, 390]) {
        await page.setViewportSize({ width, height: 860 });
        await page.goto('/attention');
        await expect(page.getByTestId('attention-list')).toBeVisible();
        expect(await axeViolations(page), `/attention ${colorScheme} ${width}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/attention is wider than ${width} px`).toBeLessThanOrEqual(0);
        await screenshotToRead(
          page,
          testInfo.outputPath(`attention-page-${colorScheme}-${width}.png`),
        );
        if (width === 390) {
          // Below 2xl the top bar has no room for the count: the menu holds it, and leads to the page.
          await expect(countButton(page)).toBeHidden();
          await page.goto('/');
          await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
          const line = page
            .getByRole('navigation', { name: 'Resources' })
            .getByRole('link', { name: /^What needs attention \d+ new$/ });
          await expect(line).toBeVisible();
          expect(await axeViolations(page, '#side-nav'), `menu ${colorScheme} ${width}`).toEqual(
            [],
          );
          await line.click();
          await expect(page).toHaveURL(/\/attention$/);
          await expect(page.getByRole('navigation', { name: 'Resources' })).toBeHidden();
          continue;
        }
        await countButton(page).click();
        const panel = page.getByRole('dialog', { name: 'What needs attention' });
        await expect(panel.getByTestId('attention-list')).toBeVisible();
        expect(
          await axeViolations(page, '[role="dialog"]'),
          `panel ${colorScheme} ${width}`,
        ).toEqual([]);
        await screenshotToRead(
          page,
          testInfo.outputPath(`attention-panel-${colorScheme}-${width}.png`),
        );
        await page.keyboard.press('Escape');
        await expect(panel).toHaveCount(0);
        await expect(countButton(page)).toBeFocused();
      }
    });
  }
});
