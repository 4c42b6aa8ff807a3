// The attention place in Firefox (key mode, the tour's checks): the top bar's count fills on its own
// from what the first page read (the mock's seed has expired keys, failing endpoints, instances in
// error), one item marked read on the page lowers it, the panel lists the newest and marks all read,
// and a reload keeps it. At 1600 px: the top bar holds the count from 2xl (1536 px) up.
import type { Page } from 'puppeteer-core';
import { named } from './find';

const WAIT_MS = 20_000;

/** Polls `read` in the page (no waitForFunction: a CSP without eval blocks it) until `ok`. */
async function until<T>(
  page: Page,
  read: () => T,
  ok: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let value: T | undefined;
  for (;;) {
    value = (await page.evaluate(read).catch(() => undefined)) as T | undefined;
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const countLabel = () =>
  document.querySelector('[data-testid="attention-button"]')?.getAttribute('aria-label') ?? '';
const unreadOf = (label: string) => Number(/(\d+) new/.exec(label)?.[1] ?? 0);

/**
 * Sets the page's size. Puppeteer sends the size and a screen orientation side by side; Firefox ESR
 * 140 knows no orientation command and refuses it, often before the size has taken effect (on a busy
 * machine the page was still 1280 px wide when read at once): the width is waited for.
 */
async function wide(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewport(size).catch((error: unknown) => {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  });
  await until(
    page,
    () => window.innerWidth,
    (width) => width === size.width,
    'the page width',
  );
}

export async function attentionPlace(page: Page, base: string): Promise<string[]> {
  const problems: string[] = [];
  const was = page.viewport();
  await wide(page, { width: 1600, height: 900 });
  try {
    await page.goto(`${base}/`);
    const label = await until(page, countLabel, (l) => unreadOf(l) > 2, 'the count');
    const count = unreadOf(label);

    // The page: one item marked read lowers the count.
    await page.goto(`${base}/attention`);
    await named(page, 'heading', 'What needs attention', WAIT_MS);
    await page.waitForSelector('[data-testid="attention-list"] a', { timeout: WAIT_MS });
    const markRead = await page.waitForSelector(
      '[data-testid="attention-list"] button[aria-label^="Mark read: "]',
      { timeout: WAIT_MS },
    );
    await markRead!.click();
    await until(page, countLabel, (l) => unreadOf(l) === count - 1, `the count after one read`);

    // The panel: the newest items, each a link; Mark all read empties the count.
    await (await page.waitForSelector('[data-testid="attention-button"]'))!.click();
    const panel = await named(page, 'dialog', 'What needs attention', WAIT_MS);
    const links = await panel.$$eval('li a', (all) => all.map((a) => a.textContent ?? ''));
    if (links.length === 0) problems.push('the panel lists nothing');
    for (const text of links)
      if (
        !/^(Instance|Webhook endpoint|API key|Support answered|The balance|See everything)/.test(
          text,
        )
      )
        problems.push(`the panel lists "${text}"`);
    const markAll = await panel.$$('button');
    let clicked = false;
    for (const button of markAll)
      if ((await button.evaluate((b) => b.textContent?.trim())) === 'Mark all read') {
        await button.click();
        clicked = true;
        break;
      }
    if (!clicked) problems.push('no Mark all read in the panel');
    await page.keyboard.press('Escape');
    await until(page, countLabel, (l) => l === 'What needs attention: nothing new', 'all read');
    await page.reload();
    await named(page, 'heading', 'What needs attention', WAIT_MS);
    await until(page, countLabel, (l) => l !== '', 'the count after a reload');
    const after = await page.evaluate(countLabel);
    if (after !== 'What needs attention: nothing new')
      problems.push(`after a reload the count says "${after}"`);
  } finally {
    if (was) await wide(page, was);
  }
  return problems;
}
