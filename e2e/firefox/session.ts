import type { Page } from 'puppeteer-core';
import { named } from './find';

// A wait, not a speed check: the first pages load while the Playwright suite starts its servers beside
// this script on the same two cores (the gate runs both at once).
const WAIT_MS = 20_000;

/** Signs in on the connect page with a key, as a person does: the key, then Connect, then the Overview. */
export async function signIn(page: Page, token: string): Promise<void> {
  // The key field is a password input, which has no role: found by its label alone.
  await (await named(page, 'field', 'API key')).type(token);
  await (await named(page, 'button', 'Connect')).click();
  await named(page, 'heading', 'Overview', WAIT_MS);
}
