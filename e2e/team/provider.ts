/** The demo OpenID provider's switches (scripts/team/provider.mjs), for the team e2e specs. */
import { expect, type Page } from '@playwright/test';
import { TEAM_PROVIDER_PORT } from '../ports';

const PROVIDER = `http://127.0.0.1:${TEAM_PROVIDER_PORT}`;

/** Sets a switch: a person's groups in the directory, or an outage. */
export async function atProvider(path: string, value: unknown) {
  const response = await fetch(`${PROVIDER}${path}`, {
    method: 'PUT',
    body: JSON.stringify(value),
  });
  expect(response.status).toBe(204);
}

/** e2e/team/serve.mjs reads groups again every 3 s: a little more than that. */
const CLAIMS_REFRESH_MS = 3_500;

/**
 * Waits until the front has read the person's groups again and answers `role` (null: none), as
 * the console's top bar asks. Polled, not slept: on a busy machine the refresh lands later than
 * its interval, and a write sent before it would test the old rights.
 */
export async function roleBecomes(page: Page, role: string | null) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          fetch('/auth/identity').then(async (r) =>
            r.ok ? ((await r.json()) as { role: string }).role : null,
          ),
        ),
      { timeout: 5 * CLAIMS_REFRESH_MS, message: `the front's role becomes ${role}` },
    )
    .toBe(role);
}
