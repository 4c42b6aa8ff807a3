import type { KeyInput, Page } from 'puppeteer-core';

const WAIT_MS = 10_000;

/** What has the focus, as a person would name it: role and accessible name, or the tag. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
    return `${role} "${name}"`;
  });
}

async function until(page: Page, want: (now: string) => boolean): Promise<string> {
  const end = Date.now() + WAIT_MS;
  let now = await focused(page);
  while (!want(now) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = await focused(page);
  }
  return now;
}

/**
 * A row's menu on /instances driven by the keyboard alone, where engines differ most (focus moves
 * between a menu, a dialog and back): Enter opens it on its first action, arrows move, Enter on
 * Destroy… opens the dialog on its name field, Escape closes it and the focus is back on the row's
 * menu button. Returns the problems, none when it behaves.
 */
export async function rowMenuByKeyboard(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/instances?status=running&sort=name`);
  const selector = 'main table tbody tr button[aria-label^="Actions for"]';
  const trigger = await page.waitForSelector(selector, { timeout: WAIT_MS });
  if (!trigger) return ['no row menu button on /instances'];
  const label = (await trigger.evaluate((button) => button.getAttribute('aria-label')))!;
  await trigger.focus();
  await page.keyboard.press('Enter');
  const steps: Array<[string, KeyInput, (now: string) => boolean]> = [
    ['Enter on the menu button', 'ArrowDown', (now) => now === 'menuitem "Stop"'],
    ['ArrowDown', 'ArrowDown', (now) => now === 'menuitem "Reboot"'],
    ['ArrowDown', 'Enter', (now) => now === 'menuitem "Destroy…"'],
    ['Enter on Destroy…', 'Escape', (now) => now.startsWith('input')],
  ];
  for (const [step, next, want] of steps) {
    const now = await until(page, want);
    if (!want(now)) return [`${label}: after ${step} the focus is on ${now}`];
    await page.keyboard.press(next);
  }
  const back = await until(page, (now) => now === `button "${label}"`);
  if (back !== `button "${label}"`) return [`${label}: after Escape in the destroy dialog the focus is on ${back}, not on the menu button`];
  return [];
}
