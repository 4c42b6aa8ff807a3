import type { Page } from '@playwright/test';
import { test, expect, connectWith } from './fixtures';

/** Every place the markup could hold the key: each input's `value` attribute, and the whole HTML. */
async function keyInMarkup(page: Page, token: string) {
  return page.evaluate((secret) => {
    const attributes = [...document.querySelectorAll('input, textarea')].map(
      (input) => input.getAttribute('value') ?? '',
    );
    return {
      inAttribute: attributes.some((value) => value.includes(secret)),
      inHtml: document.documentElement.outerHTML.includes(secret),
    };
  }, token);
}

/** Serves a config.json that lets a person type the service address, as a deployment may. */
async function allowAddressChange(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '/api/v1', mode: 'live', allowBaseUrlChange: true } }),
  );
}

test.describe('the key on the connect screen', () => {
  test('no input’s value attribute holds the key: typed, refused, or accepted', async ({
    page,
    mock,
  }) => {
    const wrong = `${mock.keys.full.slice(0, -4)}zzzz`;
    await page.goto('/connect');
    const key = page.getByLabel('API key');
    await key.fill(wrong);
    await expect(key).toHaveValue(wrong);
    expect(await keyInMarkup(page, wrong)).toEqual({ inAttribute: false, inHtml: false });

    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toContainText('The service refused this key');
    // A refused key is cleared from the input too, not only from its attribute.
    await expect(key).toHaveValue('');
    expect(await keyInMarkup(page, wrong)).toEqual({ inAttribute: false, inHtml: false });

    await key.fill(mock.keys.full);
    expect(await keyInMarkup(page, mock.keys.full)).toEqual({ inAttribute: false, inHtml: false });
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await keyInMarkup(page, mock.keys.full)).toEqual({ inAttribute: false, inHtml: false });
  });

  test('the shipped build offers no service address field', async ({ page }) => {
    await page.goto('/connect');
    await expect(page.getByLabel('API key')).toBeVisible();
    await expect(page.getByLabel('Service address')).toHaveCount(0);
  });

  test('when a deployment allows another address, the screen names where the key goes and refuses plain http elsewhere', async ({
    page,
    baseURL,
    mock,
  }) => {
    await allowAddressChange(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['authorization']) sent.push(request.url());
    });
    await page.goto('/connect');
    const address = page.getByLabel('Service address');
    await expect(address).toHaveValue('/api/v1');
    await expect(address).toHaveAccessibleDescription(
      `The key will be sent to ${baseURL}/api/v1 and nowhere else.`,
    );

    await address.fill('https://cloud.example.test/api/v1/');
    await expect(address).toHaveAccessibleDescription(
      'The key will be sent to https://cloud.example.test/api/v1 and nowhere else.',
    );

    for (const typed of [
      'http://cloud.example.test/api/v1',
      'http://127.0.0.1:1/api/v1',
      'ftp://cloud.example.test/api/v1',
    ]) {
      await address.fill(typed);
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(/Use an https/);
      await page.getByLabel('API key').fill(mock.keys.full);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page).toHaveURL(/\/connect/);
    }
    expect(sent, 'requests that carried the key').toEqual([]);

    // The console's own address (the reverse proxy) is the one place plain http may go, for a loopback test.
    await address.fill(`${baseURL}/api/v1`);
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((url) => url.startsWith(`${baseURL}/api/v1/`))).toBe(true);
  });

  test('a refused connect through the address field leaves no key behind either', async ({
    page,
    mock,
  }) => {
    await allowAddressChange(page);
    const wrong = `${mock.keys.read.slice(0, -4)}zzzz`;
    await connectWith(page, wrong);
    await expect(page.getByRole('alert')).toContainText('401 invalid_token');
    await expect(page.getByLabel('API key')).toHaveValue('');
    expect(await keyInMarkup(page, wrong)).toEqual({ inAttribute: false, inHtml: false });
  });
});
