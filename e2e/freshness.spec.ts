import type { Locator, Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';

/**
 * "Updated 40 s ago · Refresh" under every page's heading (src/components/ui/freshness.tsx, issue
 * 29 item 5): the age of the page's oldest read, moving on with the clock; Refresh reads the
 * page's data again once each, through the governor, and waits with its reason while the service
 * rate-limits. The line's place is kept from the first render: it appears without moving the page.
 */

/** The page's API requests since the log was cleared, as "GET /volumes". */
async function reads(mock: MockControl): Promise<string[]> {
  return (await mock.requests())
    .filter((r) => r.path.startsWith('/api/v1/'))
    .map((r) => `${r.method} ${r.path.slice('/api/v1'.length)}`)
    .sort();
}

const line = (page: Page) => page.getByTestId('freshness');
const refresh = (page: Page) => line(page).getByRole('button', { name: 'Refresh' });

/**
 * Every state the line is drawn in from the moment it is first in the document (empty, before it
 * knows the page's reads; "Reading…"; "Updated just now"), with its height and the distance from
 * it to what follows the page's header (a banner above the page may move both).
 */
function recordLineStates() {
  const states: Array<{ text: string; height: number; below: number; refresh: number | null }> = [];
  (window as unknown as { __lineStates: typeof states }).__lineStates = states;
  new MutationObserver(() => {
    const line = document.querySelector('[data-testid="freshness"]');
    const next =
      document.querySelector('main h1')?.parentElement?.parentElement?.nextElementSibling;
    if (!line || !next) return;
    const state = {
      text: line.textContent ?? '',
      height: line.getBoundingClientRect().height,
      below: next.getBoundingClientRect().top - line.getBoundingClientRect().top,
      refresh: line.querySelector('button')?.getBoundingClientRect().left ?? null,
    };
    const last = states.at(-1);
    if (
      !last ||
      last.text !== state.text ||
      last.height !== state.height ||
      last.below !== state.below ||
      last.refresh !== state.refresh
    )
      states.push(state);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** A page opened, its line saying it was just read, and nothing more in flight. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(line(page)).toContainText('Updated just now');
  await page.waitForLoadState('networkidle');
}

async function expectIdle(button: Locator) {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
}

test.describe('freshness', () => {
  test('a list page says when it was read, and the words move on with the clock', async ({
    page,
    connect,
  }) => {
    await page.clock.install();
    await connect('full');
    await page.goto('/volumes');
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(line(page)).toContainText('Updated just now');
    const time = line(page).locator('time');
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(time).toHaveAttribute('title', /^Read /);
    // Read where it is, never announced on a tick.
    expect(
      await line(page).evaluate((element) =>
        element.closest('[aria-live], [role="status"], [role="alert"]'),
      ),
    ).toBeNull();

    // Refresh keeps its place while the words change (no layout shift on a tick).
    const at = await refresh(page).boundingBox();
    await page.clock.fastForward('00:45');
    await expect(line(page)).toContainText('Updated 40 s ago');
    expect(await refresh(page).boundingBox()).toEqual(at);
    await page.clock.fastForward('02:30');
    await expect(line(page)).toContainText('Updated 3 min ago');
    expect(await refresh(page).boundingBox()).toEqual(at);
    await expectIdle(refresh(page));
  });

  test('Refresh sends the page’s reads again, each once, and nothing else', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await openSettled(page, '/volumes');
    await mock.clearRequests();

    await refresh(page).click();
    await expectIdle(refresh(page));
    await expect(line(page)).toContainText('Updated just now');
    await page.waitForLoadState('networkidle');
    // The volumes and the instances they are attached to; not the identity (account, keys), the
    // regions' catalogue or the shell's wallet summary.
    expect(await reads(mock)).toEqual(['GET /instances', 'GET /volumes']);
    // The focus stays on the button (it was pressed from the keyboard as well as with a click).
    await refresh(page).focus();
    await page.keyboard.press('Enter');
    await expectIdle(refresh(page));
    await page.waitForLoadState('networkidle');
    expect(await reads(mock)).toEqual([
      'GET /instances',
      'GET /instances',
      'GET /volumes',
      'GET /volumes',
    ]);
    await expect(refresh(page)).toBeFocused();
  });

  test('an endpoint’s page: one line for the page, Refresh reads the endpoint and its delivery log', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/webhooks');
    await page.locator('main a[href^="/webhooks/whe_"]').first().click();
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
    await expect(line(page)).toContainText('Updated just now');
    // The log's own "Updated 12:03:04" and Refresh are gone: one way to do it.
    await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await mock.clearRequests();
    await refresh(page).click();
    await expectIdle(refresh(page));
    await page.waitForLoadState('networkidle');
    expect((await reads(mock)).map((r) => r.replace(/whe_[0-9a-f]+/, '{id}'))).toEqual([
      'GET /webhooks/endpoints/{id}',
      'GET /webhooks/endpoints/{id}/deliveries',
    ]);
  });

  test('Refresh waits, saying why, while the service rate-limits the page’s reads', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await openSettled(page, '/volumes');
    await mock.setFaults([{ route: 'GET /api/v1/*', kind: 'rate_limit', retryAfter: 60 }]);
    await mock.clearRequests();

    await refresh(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Rate limited, resuming in \d+ s/ }),
    ).toBeVisible();
    await expect(refresh(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(line(page)).toContainText('Paused by the rate limit');
    await expect(refresh(page)).toHaveAccessibleDescription(/Paused by the rate limit.*pause/);
    const sent = (await reads(mock)).length;
    await refresh(page).click({ force: true });
    await page.waitForTimeout(500);
    expect((await reads(mock)).length, 'a press while paused sends nothing').toBe(sent);
    // What it showed stays, with its age.
    await expect(line(page)).toContainText(/Updated (just now|\d+ s ago)/);

    // The service is back; the top bar's Try now sends the held reads, and Refresh is there again.
    await mock.setFaults([]);
    await page.getByRole('banner').getByRole('button', { name: /Try/ }).click();
    await expectIdle(refresh(page));
    await expect(line(page)).not.toContainText('Paused');
  });

  for (const width of [390, 1280]) {
    test(`the line appears without moving the page at ${width} px, and fits`, async ({
      page,
      connect,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await connect('full');
      await page.addInitScript(recordLineStates);
      for (const path of ['/volumes', '/tickets', '/wallet']) {
        await page.goto(path);
        await expect(line(page)).toContainText('Updated just now');
        await page.waitForLoadState('networkidle');
        const states = await page.evaluate(
          () =>
            (
              window as unknown as {
                __lineStates: Array<{
                  text: string;
                  height: number;
                  below: number;
                  refresh: number | null;
                }>;
              }
            ).__lineStates,
        );
        const first = states[0];
        expect(first, `${path}: the line was drawn`).toBeDefined();
        const refreshAt = states.find((state) => state.refresh !== null)?.refresh;
        for (const state of states) {
          expect(state.height, `${path}: "${state.text}" keeps the line's height`).toBe(
            first?.height,
          );
          expect(state.below, `${path}: "${state.text}" moves nothing under the header`).toBe(
            first?.below,
          );
          if (state.refresh !== null)
            expect(state.refresh, `${path}: "${state.text}" leaves Refresh where it was`).toBe(
              refreshAt,
            );
        }
        const now = await line(page).boundingBox();
        expect(now?.height, 'one line').toBeLessThanOrEqual(28);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          'no sideways scroll',
        ).toBeLessThanOrEqual(width);
      }
    });
  }
});
