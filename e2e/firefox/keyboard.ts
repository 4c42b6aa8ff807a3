import type { KeyInput, Page } from 'puppeteer-core';

// A wait, not a speed check: the first pages load while the Playwright suite starts its servers beside
// this script on the same two cores (the gate runs both at once).
const WAIT_MS = 20_000;

/** What has the focus, as a person would name it: role and accessible name, or the tag. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ??
      '';
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
  if (back !== `button "${label}"`)
    return [
      `${label}: after Escape in the destroy dialog the focus is on ${back}, not on the menu button`,
    ];
  return [];
}

/**
 * Focus that engines handle differently: Firefox keeps it on a button that becomes disabled where
 * Chromium drops it. Previous on page 2 of /backups leads to the first page, which disables it: the
 * focus must be on Next. Then g + b, a page change by keyboard: the focus must be on the new page's
 * main region and the announcer must say its title.
 */
export async function focusAcrossChanges(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/backups?limit=10&offset=10`);
  const previous = await page.waitForSelector(
    'nav button[aria-label="Previous page"]:not([disabled])',
    { timeout: WAIT_MS },
  );
  if (!previous) return ['no enabled Previous page button on /backups page 2'];
  await previous.focus();
  await page.keyboard.press('Enter');
  const next = await until(page, (now) => now === 'button "Next page"');
  if (next !== 'button "Next page"')
    return [`Previous page to the first page: the focus is on ${next}, not on Next page`];
  await page.goto(`${base}/`);
  await page.waitForSelector('h1', { visible: true, timeout: WAIT_MS });
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  const main = await until(page, (now) => now.startsWith('main'));
  if (!main.startsWith('main')) {
    // Where it is, and how many requests the console's rate budget counts in the last minute (a
    // navigation whose reads wait for the budget keeps the old page on screen).
    const where = await page.evaluate(() => {
      const window = JSON.parse(localStorage.getItem('cc.governor.window') ?? '{}') as {
        sent?: Array<{ t: number }>;
      };
      const counted = (window.sent ?? []).filter((sent) => Date.now() - sent.t < 61_000).length;
      return `${location.pathname}, heading "${document.querySelector('h1')?.textContent ?? ''}", ${counted} requests in the rate budget's minute`;
    });
    return [`g + b: the focus is on ${main}, not on the new page's main region (at ${where})`];
  }
  const said = await page.$eval(
    '[data-testid="route-announcer"]',
    (element) => element.textContent ?? '',
  );
  if (said !== 'Backups · Cloud Console') return [`g + b: the announcer says "${said}"`];
  return [];
}
