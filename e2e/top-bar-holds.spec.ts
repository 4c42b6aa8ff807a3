/**
 * The top bar holds with every badge it can show at once (issue 29 item 2): the rate-limit wait
 * with Try now, the service's figures ignored, the key's scope (full, read, unknown), at 390, 768,
 * 1280 and 1920 px in both themes: nothing overlaps, the bar stays one line, each badge's full words
 * stay available (as text, a title or to a screen reader). The team proxy's person and role are
 * checked in e2e/team. Presentation mode is on throughout: its marker is one of the badges (issue 28).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectBarHolds } from './top-bar-layout';
import { screenshotToRead } from './screenshots';

const WIDTHS = [390, 768, 1280, 1920];
const THEMES = ['light', 'dark'] as const;

/**
 * Every read answers 429 for a minute, and the figures of the answers could not be true (so the
 * meter says they were ignored, where it has room: that phrase's own test is rate-limit-evidence).
 */
async function everyBadge(page: Page, mock: { setFaults(rules: unknown[]): Promise<void> }) {
  await page.route('**/api/v1/**', async (route) => {
    const response = await route.fetch();
    const headers = {
      ...response.headers(),
      'x-ratelimit-limit': '78926848',
      'x-ratelimit-remaining': '62178160',
      'x-ratelimit-reset': '84297818',
    };
    await route.fulfill({ response, headers });
  });
  await page.goto('/volumes');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Volumes' }),
  ).toBeVisible();
  // Presentation mode on (its flag, as another tab would leave it): the marker joins the bar.
  await page.evaluate(() => localStorage.setItem('cc.presenting', '1'));
  await mock.setFaults([{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }]);
  await page.goto('/instances');
}

/** The shared layout check (e2e/top-bar-layout.ts), then what this bar must show whole at every width. */
async function expectBarShows(page: Page, label: string) {
  await expectBarHolds(page, label);
  const bar = page.getByRole('banner');
  // The wait's full sentence, and the ignored figures' reason, are there to read at every width.
  await expect(
    bar.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ }),
    `${label}: the wait in words`,
  ).toHaveCount(1);
  await expect(bar.getByRole('button', { name: /Try/ }), `${label}: Try now`).toBeInViewport({
    ratio: 1,
  });
  await expect(
    bar.getByTestId('presenting-band'),
    `${label}: the presentation band`,
  ).toBeInViewport({ ratio: 1 });
  const { width } = page.viewportSize()!;
  if (width < 768 || width >= 1024)
    await expect(
      bar.getByTestId('presenting-marker'),
      `${label}: the presentation marker`,
    ).toBeInViewport({ ratio: 1 });
  for (const name of ['Sign out'])
    await expect(bar.getByRole('button', { name }), `${label}: ${name}`).toBeInViewport({
      ratio: 1,
    });
}

for (const key of ['full', 'read', 'member'] as const) {
  test(`the top bar holds with every badge, ${key} key, at ${WIDTHS.join(', ')} px in both themes`, async ({
    page,
    connect,
    mock,
  }) => {
    await connect(key);
    await everyBadge(page, mock);
    // The whole bar's text, so a failure says what the bar showed instead (a budget wait, nothing).
    await expect(page.getByRole('banner'), 'the 429 in the bar').toContainText('Rate limited');
    for (const width of WIDTHS) {
      for (const colorScheme of THEMES) {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await expectBarShows(page, `${key} key, ${width} px, ${colorScheme}`);
        if (width >= 1280) {
          // From 1024 px the identity shows: the scope's words are whole, the name gives way.
          const scope = page.getByTestId('session-identity').locator('span').last();
          await expect(scope).toHaveText(key === 'member' ? /scope unknown|full|read/ : key);
        }
        await screenshotToRead(
          page,
          test.info().outputPath(`top-bar-${key}-${width}-${colorScheme}.png`),
        );
      }
    }
  });
}
