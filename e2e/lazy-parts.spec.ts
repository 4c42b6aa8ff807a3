import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { test, expect, hold } from './fixtures';

/**
 * Menus and dialogs load their Radix code when first opened (src/lib/code-loading/lazy-part.ts). Each test
 * holds that code back until the first open has been asked for, and checks that the open then
 * behaves as a Radix menu or dialog does: focus, keys, focus back, axe.
 */
async function heldChunk(page: Page, name: 'dropdown-menu-radix' | 'dialog-radix') {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/assets/${name}-`)) fetched.push(request.url());
  });
  const release = await hold(page, `**/assets/${name}-*.js`);
  return { fetched, release };
}

test.describe('menus and dialogs opened before their code has loaded', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a row menu opened by Enter, Space or ArrowDown focuses its first action, and Escape gives focus back', async ({
    page,
    connect,
  }) => {
    await connect('full');
    const { fetched, release } = await heldChunk(page, 'dropdown-menu-radix');
    await page.goto('/instances?status=running&sort=name');
    const rows = page.getByRole('table', { name: 'Instances' }).getByRole('row');
    await expect(rows.nth(3)).toBeVisible();
    for (const [index, key] of (['Enter', 'Space', 'ArrowDown'] as const).entries()) {
      const trigger = rows.nth(index + 1).getByRole('button', { name: /Actions for/ });
      await trigger.focus();
      await page.keyboard.press(key);
      if (index === 0) {
        // Asked for (ahead when idle, or by the key), still on its way: the button waits, focused.
        await expect.poll(() => fetched.length).toBeGreaterThan(0);
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(trigger).toBeFocused();
        release();
      }
      await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeFocused();
      // Not modal: nothing of the page is hidden under it, so axe has nothing to report.
      if (index === 0) expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    // One file, asked for by the first open or ahead of it, and never again by the later opens.
    // While the first request is held, a busy machine's browser may ask for the same address
    // twice (a modulepreload beside the import): one address, not a second copy of the code.
    const afterFirstOpen = fetched.length;
    expect(new Set(fetched).size).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeFocused();
    expect(fetched).toHaveLength(afterFirstOpen);
  });

  test('a dialog takes the focus, closes on Escape and gives the focus back to its trigger', async ({
    page,
    connect,
  }) => {
    await connect('full');
    const { fetched, release } = await heldChunk(page, 'dialog-radix');
    await page.goto('/instances?status=running&sort=name');
    await page.getByRole('table', { name: 'Instances' }).getByRole('link').first().click();
    const destroy = page.getByRole('button', { name: 'Destroy…' });
    await destroy.click();
    const dialog = page.getByRole('dialog', { name: /^Destroy / });
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await expect(dialog).toBeHidden();
    release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Type .* to confirm/)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(destroy).toBeFocused();

    // Cancel (the dialog's Close) closes it too.
    await destroy.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(destroy).toBeFocused();
  });
});
