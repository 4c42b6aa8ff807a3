import type { Page } from '@playwright/test';

/**
 * Screenshots for a person to open and read (docs/contributing.md, "Look at what you build"), kept
 * under test-results. No test compares them, so the gate, where nobody opens them, leaves them out:
 * `npm test` sets E2E_SCREENSHOTS=0 (scripts/gate.mjs). A run of your own keeps them.
 */
export const keepingScreenshots = process.env.E2E_SCREENSHOTS !== '0';

/** A screenshot to look at, at `path`, when screenshots are kept; nothing otherwise. */
export async function screenshotToRead(
  page: Page,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (keepingScreenshots) await page.screenshot({ path, ...options });
}
