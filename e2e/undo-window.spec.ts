import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Volume = components['schemas']['Volume'];

/** The undo window (issue 41): no delete leaves the browser before its window ends. */

// 5 s, the shortest the person can choose; the first test chooses it on the Preferences page.
test.use({ undoWindow: 5 });
const WINDOW_MS = 5000;

async function looseVolumes(mock: MockControl): Promise<Volume[]> {
  const response = await fetch(`${mock.url}/api/v1/volumes`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Volume[] }).items.filter(
    (volume) => volume.instanceId === null,
  );
}

async function volumeExists(mock: MockControl, id: string): Promise<boolean> {
  const response = await fetch(`${mock.url}/api/v1/volumes/${id}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  return response.status === 200;
}

/** The DELETEs of this volume the mock has received. */
async function deletesOf(mock: MockControl, id: string): Promise<number> {
  return (await mock.requests()).filter(
    (request) => request.method === 'DELETE' && request.path === `/api/v1/volumes/${id}`,
  ).length;
}

/** Confirms deleting a volume (one attached to nothing: no name to type) on its page. */
async function deleteOnItsPage(page: Page, volume: Volume) {
  await page.goto(`/volumes/${volume.id}`);
  await expect(page.getByRole('heading', { level: 1, name: volume.name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete volume' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

const toast = (page: Page) => page.getByRole('region', { name: 'Deletes waiting' });

/** The axe violations (WCAG 2.1 A and AA) inside `selector`, in the light and the dark theme. */
async function bothThemes(page: Page, selector: string) {
  const found: Array<{ colorScheme: string; id: string }> = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page, selector)).map(({ id }) => ({ colorScheme, id })));
  }
  return found;
}

/**
 * Stops the page's clock (installed by page.clock.install) about where it is. pauseAt only jumps
 * forward, so it aims a moment ahead, and again if the page's clock got there first.
 */
async function holdClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + 200).then(
      () => true,
      (error: unknown) => {
        if (/to the past/.test(String(error))) return false;
        throw error;
      },
    );
    if (paused) return;
  }
}

/** Selects these volumes on the volume list and confirms deleting them (none attached). */
async function bulkDelete(page: Page, volumes: Volume[], { inApp = false } = {}) {
  if (!inApp) await page.goto('/volumes');
  await expect(page.getByRole('table', { name: 'Volumes' })).toBeVisible();
  for (const volume of volumes) {
    await page.getByLabel('Filter volumes').fill(volume.name);
    await page.getByRole('checkbox', { name: `Select ${volume.name}`, exact: true }).check();
  }
  await page.getByLabel('Filter volumes').fill('');
  await page
    .getByRole('group', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete selected' })
    .click();
}

/** A second tab of the console, on the volume list (it takes the session from the first). */
async function secondTab(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/volumes');
  await expect(other.getByRole('table', { name: 'Volumes' })).toBeVisible();
  return other;
}

/** Waits out a window with a second to spare, then proves nothing was sent for `id`. */
async function nothingSent(page: Page, mock: MockControl, id: string) {
  await page.waitForTimeout(WINDOW_MS + 1000);
  expect(await deletesOf(mock, id)).toBe(0);
  expect(await volumeExists(mock, id)).toBe(true);
}

/** Exactly one DELETE once the window ends, and still one a second later. */
async function sentOnce(page: Page, mock: MockControl, id: string, windowMs = WINDOW_MS) {
  await expect.poll(() => deletesOf(mock, id), { timeout: windowMs + 5000 }).toBe(1);
  await page.waitForTimeout(1000);
  expect(await deletesOf(mock, id)).toBe(1);
  expect(await volumeExists(mock, id)).toBe(false);
}

test.describe('undo window', () => {
  test.describe('chosen on the Preferences page', () => {
    test.use({ undoWindow: null });

    test('Undo sends nothing: the page and the toast count down, the countdown is announced once', async ({
      page,
      connect,
      mock,
    }) => {
      await connect('full');
      await page.goto('/preferences');
      const choice = page.getByRole('group', { name: 'Undo window for deletes' });
      // The console's default is 10 s.
      await expect(choice.getByRole('radio', { name: '10 seconds' })).toBeChecked();
      await choice.getByRole('radio', { name: '5 seconds' }).check();
      const [volume] = await looseVolumes(mock);
      await mock.clearRequests();
      await deleteOnItsPage(page, volume!);

      // Held: the page and the toast say so; the announcement is made once, not per second.
      await expect(page.getByRole('main').getByTestId('pending-delete')).toContainText(
        /Deleting in [1-5] s/,
      );
      await expect(toast(page)).toContainText(`Deleting ${volume!.name} in`);
      const announcer = page.getByTestId('undo-announcer');
      await expect(announcer).toHaveText(
        `Deleting ${volume!.name} in 5 seconds. Undo is in the notice at the foot of the page.`,
      );
      expect(await deletesOf(mock, volume!.id)).toBe(0);

      // Undo by keyboard: it is a button in the toast.
      const undo = toast(page).getByRole('button', { name: `Undo deleting ${volume!.name}` });
      await undo.focus();
      await page.keyboard.press('Enter');
      await expect(toast(page)).toBeHidden();
      await expect(page.getByTestId('pending-delete')).toHaveCount(0);
      await nothingSent(page, mock, volume!.id);
      await expect(page.getByRole('heading', { level: 1, name: volume!.name })).toBeVisible();
    });
  });

  test('a window left to end sends one request, also after the person moved to another page', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const [volume] = await looseVolumes(mock);
    await mock.clearRequests();
    await deleteOnItsPage(page, volume!);
    await expect(toast(page)).toContainText(`Deleting ${volume!.name} in`);

    // Another page: the window keeps counting there, with its Undo.
    await page.getByRole('navigation').getByRole('link', { name: 'VPCs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
    await expect(
      toast(page).getByRole('button', { name: `Undo deleting ${volume!.name}` }),
    ).toBeVisible();
    expect(await deletesOf(mock, volume!.id)).toBe(0);
    await sentOnce(page, mock, volume!.id);
    await expect(toast(page)).toBeHidden();

    // The volume list no longer has it (the same cache update as before the window).
    await page.goto('/volumes');
    await expect(page.getByRole('table', { name: 'Volumes' })).toBeVisible();
    await expect(page.getByRole('link', { name: volume!.name, exact: true })).toHaveCount(0);
  });

  test('two tabs: the other tab shows the window and its Undo works; a left window is sent once', async ({
    page,
    context,
    connect,
    mock,
  }) => {
    await connect('full');
    const [first, second] = await looseVolumes(mock);
    const other = await context.newPage();
    // The second tab takes the session from the first.
    await other.goto('/volumes');
    await expect(other.getByRole('table', { name: 'Volumes' })).toBeVisible();
    await mock.clearRequests();

    // Undone in the other tab: nothing is sent by either.
    await deleteOnItsPage(page, first!);
    const row = other
      .getByRole('row')
      .filter({ has: other.getByRole('link', { name: first!.name, exact: true }) });
    await expect(row.getByTestId('pending-delete')).toContainText(/Deleting in [1-5] s/);
    await expect(toast(other)).toContainText(`Deleting ${first!.name} in`);
    await row.getByRole('button', { name: `Undo deleting ${first!.name}` }).click();
    await expect(toast(page)).toBeHidden();
    await expect(page.getByRole('main').getByTestId('pending-delete')).toHaveCount(0);
    await nothingSent(page, mock, first!.id);

    // Left to end with both tabs open: one request.
    await deleteOnItsPage(page, second!);
    await expect(toast(other)).toContainText(`Deleting ${second!.name} in`);
    await sentOnce(page, mock, second!.id);
    await expect(toast(other)).toBeHidden();
    await other.close();
  });

  test('a reload inside the window asks first, then sends nothing', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const [volume] = await looseVolumes(mock);
    await mock.clearRequests();
    await deleteOnItsPage(page, volume!);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expect(page.getByRole('heading', { level: 1, name: volume!.name })).toBeVisible();
    await expect(page.getByTestId('pending-delete')).toHaveCount(0);
    await nothingSent(page, mock, volume!.id);
  });

  test('sign-out cancels the windows and says how many', async ({ page, connect, mock }) => {
    await connect('full');
    const [volume] = await looseVolumes(mock);
    await mock.clearRequests();
    await deleteOnItsPage(page, volume!);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByText('Signed out: 1 delete waiting was cancelled. Nothing was sent for it.'),
    ).toBeVisible();
    await nothingSent(page, mock, volume!.id);
  });

  test('a bulk delete waits in one window, then sends one request per volume', async ({
    page,
    connect,
    mock,
  }) => {
    // The page's clock is Playwright's, so the window can be held still once it shows while the
    // test reads it: on a busy machine, reading the toast and both rows took longer than 5 s.
    await page.clock.install();
    await connect('full');
    const [a, b] = await looseVolumes(mock);
    await page.goto('/volumes');
    for (const volume of [a!, b!]) {
      await page.getByLabel('Filter volumes').fill(volume.name);
      await page.getByRole('checkbox', { name: `Select ${volume.name}`, exact: true }).check();
    }
    await page.getByLabel('Filter volumes').fill('');
    await mock.clearRequests();
    await page
      .getByRole('group', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Delete selected' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete volumes' }).click();
    await expect(toast(page)).toContainText(`Deleting ${a!.name} and 1 more in`);
    await holdClock(page);
    for (const volume of [a!, b!]) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: volume.name, exact: true }) });
      await expect(row.getByTestId('pending-delete')).toContainText('Deleting in');
    }
    expect((await mock.requests()).filter((request) => request.method === 'DELETE')).toHaveLength(
      0,
    );
    await page.clock.resume();
    await sentOnce(page, mock, a!.id);
    expect(await deletesOf(mock, b!.id)).toBe(1);
    await expect(page.getByText('Delete: 2 done, 0 refused, 0 skipped of 2')).toBeVisible();
  });

  test('a volume deleted elsewhere while its bulk window waits is reported gone, not refused', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const [a, b] = await looseVolumes(mock);
    await bulkDelete(page, [a!, b!]);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete volumes' }).click();
    await expect(toast(page)).toContainText(`Deleting ${a!.name} and 1 more in`);
    // Another client deletes one of them inside the window.
    const response = await fetch(`${mock.url}/api/v1/volumes/${a!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mock.keys.full}` },
    });
    expect(response.status).toBe(204);
    await mock.clearRequests();
    await sentOnce(page, mock, b!.id);
    await expect(page.getByText('Delete: 2 done, 0 refused, 0 skipped of 2')).toBeVisible();
    await expect(page.getByTestId('bulk-results')).toContainText(
      `${a!.name}: Already gone: the service had nothing left to delete (404).`,
    );
  });

  test('writes that are not deletes are sent at once', async ({ page, connect, mock }) => {
    await connect('full');
    const [volume] = await looseVolumes(mock);
    await page.goto(`/volumes/${volume!.id}`);
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Resize', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resize' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await mock.requests()).filter((request) => request.method === 'PATCH')).toHaveLength(1);
    await expect(toast(page)).toBeHidden();
  });

  test.describe('one window per resource (F6)', () => {
    // Time for a second tab to open the same delete inside the window on a loaded machine.
    test.use({ undoWindow: 30 });
    const LONG_WINDOW_MS = 30_000;
    test.describe.configure({ timeout: 120_000 });

    test('a volume in a bulk window waiting cannot be deleted again, in this tab or another: one request each', async ({
      page,
      connect,
      mock,
    }) => {
      await connect('full');
      const [a, b] = await looseVolumes(mock);
      const other = await secondTab(page);
      await mock.clearRequests();
      await bulkDelete(page, [a!, b!]);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete volumes' }).click();
      await expect(toast(page)).toContainText(`Deleting ${a!.name} and 1 more in`);

      // Its own page, here (reached in the app: a reload would end this tab's window) and in the
      // other tab: the delete says it is waiting, with its countdown.
      await page.getByRole('link', { name: a!.name, exact: true }).click();
      await other.goto(`/volumes/${a!.id}`);
      for (const tab of [page, other]) {
        await expect(tab.getByRole('heading', { level: 1, name: a!.name })).toBeVisible();
        await tab.getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = tab.getByRole('dialog');
        await expect(dialog).toContainText(
          new RegExp(`The delete of ${a!.name} is already waiting: it is sent in \\d+ s\\.`),
        );
        await expect(dialog.getByRole('button', { name: 'Delete volume' })).toBeDisabled();
        await tab.keyboard.press('Escape');
      }
      await expect.poll(() => deletesOf(mock, b!.id), { timeout: LONG_WINDOW_MS + 5000 }).toBe(1);
      await page.waitForTimeout(1500);
      expect(await deletesOf(mock, a!.id)).toBe(1);
      for (const tab of [page, other])
        await expect(tab.getByText('was not deleted')).toHaveCount(0);
      await other.close();
    });

    test('a single window waiting keeps the volume out of a bulk delete, in words', async ({
      page,
      connect,
      mock,
    }) => {
      await connect('full');
      const [a, b] = await looseVolumes(mock);
      await mock.clearRequests();
      await deleteOnItsPage(page, a!);
      // To the list in the app: a reload would end this tab's window.
      await page.getByRole('navigation').getByRole('link', { name: 'Volumes' }).click();
      await bulkDelete(page, [a!, b!], { inApp: true });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(
        new RegExp(`Already waiting to be deleted: ${a!.name}, sent in \\d+ s\\.`),
      );
      await expect(dialog.getByRole('button', { name: 'Delete volumes' })).toBeDisabled();
      expect(await bothThemes(page, '[role="dialog"]')).toEqual([]);
      await sentOnce(page, mock, a!.id, LONG_WINDOW_MS);
      expect(await deletesOf(mock, b!.id)).toBe(0);
    });
  });

  test('a tab that dies inside its window: one surviving tab of two sends it once, and says so (F7)', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(90_000);
    await connect('full');
    const [volume] = await looseVolumes(mock);
    const survivors = [await secondTab(page), await secondTab(page)];
    await mock.clearRequests();
    await deleteOnItsPage(page, volume!);
    for (const tab of survivors)
      await expect(toast(tab)).toContainText(`Deleting ${volume!.name} in`);
    // A crash: no pagehide, no word to the other tabs; the browser frees the tab's locks.
    const session = await page.context().newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    // The command gets no answer from a renderer that is gone.
    void session.send('Page.crash').catch(() => undefined);
    await crashed;

    // Its window ends, then a grace: one tab takes it over.
    await expect.poll(() => deletesOf(mock, volume!.id), { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await deletesOf(mock, volume!.id)).toBe(1);
    expect(await volumeExists(mock, volume!.id)).toBe(false);
    const said = await Promise.all(
      survivors.map((tab) =>
        toast(tab)
          .getByText('The tab that held this delete closed before sending it; this tab sent it.')
          .count(),
      ),
    );
    expect(said.reduce((sum, count) => sum + count, 0)).toBe(1);
    const taker = survivors[said.indexOf(1)]!;
    await expect(toast(taker)).toContainText(`${volume!.name} was deleted.`);
    await expect(survivors[said.indexOf(0)]!.getByTestId('pending-delete')).toHaveCount(0);
  });

  test('a connection reset after the service deleted: the toast says it may not have been deleted (F8)', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const [volume] = await looseVolumes(mock);
    // The request reaches the service, which deletes; the answer never comes back.
    await page.route(
      (url) => url.pathname === `/api/v1/volumes/${volume!.id}`,
      async (route) => {
        if (route.request().method() !== 'DELETE') return route.fallback();
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    await mock.clearRequests();
    await deleteOnItsPage(page, volume!);
    await expect(toast(page)).toContainText(`${volume!.name} may not have been deleted.`, {
      timeout: WINDOW_MS + 5000,
    });
    await expect(toast(page)).not.toContainText('was not deleted');
    expect(await volumeExists(mock, volume!.id)).toBe(false);
    expect(await bothThemes(page, '[data-testid="undo-toast"]')).toEqual([]);
  });

  test('a clock set back or forward changes neither the countdown nor the send (F9)', async ({
    page,
    connect,
    mock,
  }) => {
    await page.clock.install();
    await connect('full');
    const [first, second] = await looseVolumes(mock);
    await mock.clearRequests();

    await deleteOnItsPage(page, first!);
    const started = Date.now();
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) - 3_600_000);
    const countdown = page.getByRole('main').getByTestId('pending-delete');
    await page.waitForTimeout(1200);
    await expect(countdown).toContainText(/^Deleting in [1-4] s/);
    await expect.poll(() => deletesOf(mock, first!.id), { timeout: WINDOW_MS + 5000 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(WINDOW_MS + 3000);

    await deleteOnItsPage(page, second!);
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 3_600_000);
    await page.waitForTimeout(1200);
    await expect(countdown).toContainText(/^Deleting in [1-4] s/);
    expect(await deletesOf(mock, second!.id)).toBe(0);
    await sentOnce(page, mock, second!.id);
  });
});
