import type { Page } from 'puppeteer-core';
import { named } from './find';

const WAIT_MS = 10_000;

/** Signs in on the connect page with a key, as a person does: the key, then Connect, then the Overview. */
export async function signIn(page: Page, token: string): Promise<void> {
  // The key field is a password input, which has no role: found by its label alone.
  await (await named(page, 'field', 'API key')).type(token);
  await (await named(page, 'button', 'Connect')).click();
  await named(page, 'heading', 'Overview', WAIT_MS);
}
