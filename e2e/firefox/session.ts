import type { Page } from 'puppeteer-core';

const WAIT_MS = 10_000;

/** Signs in on the connect page with a key, as a person does: the key, then Connect, then the Overview. */
export async function signIn(page: Page, token: string): Promise<void> {
  // The key field is a password input, which has no role: found by its label alone.
  await (await page.waitForSelector('::-p-aria(API key)'))!.type(token);
  await (await page.waitForSelector('::-p-aria([name="Connect"][role="button"])'))!.click();
  await page.waitForSelector('::-p-aria([name="Overview"][role="heading"])', { timeout: WAIT_MS });
}
