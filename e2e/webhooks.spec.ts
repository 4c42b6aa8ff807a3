import type { Page, Request } from '@playwright/test';
import { expect, hold, test, type MockControl } from './fixtures';

/** Registers an endpoint through the API, as an integration would; returns it with its secret. */
async function createEndpoint(
  mock: MockControl,
  url: string,
  events: string[] = ['instance.created'],
) {
  const response = await fetch(`${mock.url}/api/v1/webhooks/endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${mock.keys.full}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events }),
  });
  expect(response.status, `creating ${url}`).toBe(201);
  return (await response.json()) as { endpoint: { id: string; url: string }; secret: string };
}

async function listEndpoints(mock: MockControl) {
  const response = await fetch(`${mock.url}/api/v1/webhooks/endpoints`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  return (
    (await response.json()) as { items: Array<{ id: string; url: string; description: string }> }
  ).items;
}

async function openEndpoint(page: Page, url: string) {
  await page.getByRole('link', { name: url, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
}

test.describe('webhooks', () => {
  test('adds an endpoint and shows its secret once', async ({ page, connect, mock }) => {
    await connect();
    await page.goto('/webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill('https://hooks.newco.example.com/cloud');
    await form.getByLabel('Description (optional)').fill('New receiver');
    await form.getByRole('checkbox', { name: /Instance events — all 6/ }).check();
    await form.getByRole('checkbox', { name: /ticket\.closed/ }).check();
    await expect(form.getByText('7 of 12 chosen')).toBeVisible();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Store the signing secret' });
    await expect(secretDialog).toBeVisible();
    const secret = await secretDialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    // Locked: Escape does not close it, and Done waits for the confirmation.
    await page.keyboard.press('Escape');
    await expect(secretDialog).toBeVisible();
    await expect(secretDialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await secretDialog.getByRole('checkbox', { name: 'I have stored the secret' }).check();
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();

    await expect(
      page.getByRole('link', { name: 'https://hooks.newco.example.com/cloud' }),
    ).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(secret);
    const posts = (await mock.requests()).filter(
      (r) => r.method === 'POST' && r.path.endsWith('/webhooks/endpoints'),
    );
    expect(posts).toHaveLength(1);
  });

  test('refuses bad URLs and the bounds with the reason, before any request', async ({
    page,
    connect,
    mock,
  }) => {
    for (const n of [1, 2, 3]) await createEndpoint(mock, `https://shared.example.com/hook-${n}`);
    await connect();
    await page.goto('/webhooks');
    await mock.clearRequests();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await form.getByRole('checkbox', { name: /Account events — all 2/ }).check();
    const url = form.getByLabel('Endpoint URL');
    const refusals: Array<[string, RegExp]> = [
      ['http://hooks.example.com/a', /must use https:\/\//],
      ['https://127.0.0.1/a', /127\.0\.0\.1 is a loopback address/],
      ['https://10.0.0.5/a', /10\.0\.0\.5 is a private address/],
      ['https://2130706433/a', /127\.0\.0\.1 is a loopback address/],
      [
        'https://shared.example.com/hook-4',
        /3 endpoints already use the host shared\.example\.com/,
      ],
    ];
    for (const [value, reason] of refusals) {
      await url.fill(value);
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(form.getByText(reason)).toBeVisible();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
    }
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect((await mock.requests()).filter((r) => r.method === 'POST')).toEqual([]);

    // Fill the account to 20 endpoints through the API; the 21st is refused in the console.
    const existing = (await listEndpoints(mock)).length;
    for (let n = existing; n < 20; n++)
      await createEndpoint(mock, `https://receiver-${n}.example.org/hook`);
    await page.reload();
    await mock.clearRequests();
    const add = page.getByRole('button', { name: 'Add endpoint' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute(
      'title',
      /already has 20 endpoints, the most the service allows/,
    );
    await expect(page.getByRole('status').getByText(/already has 20 endpoints/)).toBeVisible();
    await add.click({ force: true });
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await mock.requests()).filter((r) => r.method === 'POST')).toEqual([]);
    expect(
      (await listEndpoints(mock)).filter((e) => /shared\.example\.com/.test(e.url)),
    ).toHaveLength(3);
  });

  test('a ping shows its result and lands in the delivery log', async ({ page, connect, mock }) => {
    await createEndpoint(mock, 'https://ping-me.example.com/hook');
    await connect();
    await page.goto('/webhooks');
    await openEndpoint(page, 'https://ping-me.example.com/hook');
    await expect(page.getByText('No deliveries yet')).toBeVisible();

    await page.getByRole('button', { name: 'Send ping' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Ping delivered' });
    await expect(result).toContainText('HTTP 200 in 120 ms');
    const log = page.getByRole('table', { name: 'Delivery log, newest first' });
    const first = log.getByRole('row').nth(1);
    await expect(first).toContainText('ping');
    await expect(first).toContainText('1 of 6');
    await expect(first).toContainText('200');
    await expect(first).toContainText('OK');
    await first.getByRole('button', { name: /Show payload/ }).click();
    await expect(page.getByLabel('Payload of the ping delivery')).toContainText('"type":"ping"');
    const pings = (await mock.requests()).filter(
      (r) => r.method === 'POST' && r.path.endsWith('/ping'),
    );
    expect(pings).toHaveLength(1);
  });

  test('re-enabling counts down during the hour after an auto-disable', async ({
    page,
    connect,
    mock,
  }) => {
    const seeded = await listEndpoints(mock);
    const recent = seeded.find((e) => e.description.includes('auto-disabled recently'))!;
    const old = seeded.find((e) => e.description.includes('disabled hours ago'))!;
    await connect();
    await page.goto('/webhooks');
    await expect(page.getByRole('row').filter({ hasText: recent.url })).toContainText(
      /Auto-disabled.*Re-enabling possible at/s,
    );

    await openEndpoint(page, recent.url);
    const reenable = page.getByRole('button', { name: 'Re-enable' });
    await expect(reenable).toBeDisabled();
    await expect(reenable).toHaveAttribute('title', /^Re-enabling is possible in \d+ min \d+ s$/);
    const first = await reenable.getAttribute('title');
    await expect(reenable).not.toHaveAttribute('title', first!); // it ticks
    await expect(page.getByRole('button', { name: 'Send ping' })).toBeDisabled();

    await mock.clearRequests();
    await reenable.click({ force: true });
    expect((await mock.requests()).filter((r) => r.method === 'POST')).toHaveLength(0);

    // Disabled three hours ago: the hour has passed, so re-enabling works.
    await page.goto('/webhooks');
    await openEndpoint(page, old.url);
    await expect(page.getByText('Can be re-enabled now')).toBeVisible();
    await page.getByRole('button', { name: 'Re-enable' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Re-enable' })).toBeHidden();
  });

  test('the signature checker agrees with the mock and rejects a tampered body, sending nothing', async ({
    page,
    connect,
    mock,
  }) => {
    const { secret } = await createEndpoint(mock, 'https://verify-me.example.com/hook');
    await connect();
    await page.goto('/webhooks');
    await openEndpoint(page, 'https://verify-me.example.com/hook');
    await page.getByRole('button', { name: 'Send ping' }).click();
    await expect(page.getByText('Ping delivered')).toBeVisible();
    await page
      .getByRole('button', { name: /Show payload/ })
      .first()
      .click();
    const payload = (await page.getByLabel('Payload of the ping delivery').textContent())!;
    const timestamp = (await page
      .getByRole('button', { name: 'Copy timestamp' })
      .locator('span')
      .first()
      .textContent())!;
    const signature = (await page
      .getByRole('button', { name: 'Copy signature' })
      .locator('span')
      .first()
      .textContent())!;
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);

    await page.getByRole('link', { name: '← All endpoints' }).click();
    await page.getByRole('link', { name: 'Verify a signature' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a signature' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    await mock.clearRequests();

    await page.getByLabel('Body').fill(payload);
    await page.getByLabel('Webhook-Timestamp').fill(timestamp);
    await page.getByLabel('Webhook-Signature').fill(signature);
    await page.getByLabel('Signing secret').fill(secret);
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByText('✓ The signature matches')).toBeVisible();

    await page.getByLabel('Body').fill(payload.replace('"type":"ping"', '"type":"pong"'));
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByText('✗ The signature does not match')).toBeVisible();

    await page.getByLabel('Body').fill(payload);
    await page.getByLabel('Signing secret').fill(`${secret}x`);
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByText('✗ The signature does not match')).toBeVisible();

    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page.getByLabel('Python verification snippet')).toContainText(
      'hmac.compare_digest',
    );

    expect(sent.map((r) => r.url())).toEqual([]);
    expect(await mock.requests()).toEqual([]);
  });

  test('a read key sees every write disabled with the reason', async ({ page, connect, mock }) => {
    const seeded = await listEndpoints(mock);
    await connect('read');
    await page.goto('/webhooks');
    const reason = /read-only/;
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveAttribute(
      'title',
      reason,
    );
    await openEndpoint(page, seeded[0]!.url);
    for (const name of ['Send ping', 'Edit', 'Delete']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
      await expect(page.getByRole('button', { name })).toHaveAttribute('title', reason);
    }
  });

  test('edits and deletes an endpoint', async ({ page, connect, mock }) => {
    await createEndpoint(mock, 'https://edit-me.example.com/hook');
    await connect();
    await page.goto('/webhooks');
    await openEndpoint(page, 'https://edit-me.example.com/hook');
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit endpoint' });
    await form.getByLabel('Endpoint URL').fill('https://[::1]/hook');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText(/\[::1\] is the loopback address/)).toBeVisible();
    await form.getByLabel('Endpoint URL').fill('https://edited.example.com/hook');
    await form.getByRole('checkbox', { name: /Ticket events — all 2/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('https://edited.example.com/hook')).toBeVisible();
    await expect(page.getByText('ticket.answered')).toBeVisible();
    const patches = (await mock.requests()).filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);

    await mock.clearRequests();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://edited.example.com/hook' })).toBeHidden();
    // Leaving the deleted endpoint's page asks nothing more about it (no 404 read of it).
    const after = (await mock.requests()).filter(
      (r) => r.method === 'GET' && /\/webhooks\/endpoints\/[^/]+/.test(r.path),
    );
    expect(after).toEqual([]);
  });

  test("the delivery log is not polled once the endpoint's delete is sent", async ({
    page,
    connect,
    mock,
  }) => {
    await createEndpoint(mock, 'https://going-away.example.com/hook');
    await page.clock.install();
    await connect();
    await page.goto('/webhooks');
    // The log's first read is answered before the count starts (on a busy machine it was still
    // on its way when the heading showed, and was counted as a poll).
    const firstRead = page.waitForResponse((r) => r.url().endsWith('/deliveries'));
    await openEndpoint(page, 'https://going-away.example.com/hook');
    await firstRead;
    // The delete is held on its way, as on a slow network.
    const release = await hold(page, /\/webhooks\/endpoints\/[^/]+$/, 'DELETE');
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    // Two poll periods (30 s each) pass while the delete is on its way: the log is not read.
    await page.clock.runFor(65_000);
    expect(
      (await mock.requests()).filter((r) => r.method === 'GET' && r.path.endsWith('/deliveries')),
    ).toEqual([]);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(
      (await mock.requests()).filter(
        (r) => r.method === 'GET' && /\/webhooks\/endpoints\/[^/]+/.test(r.path),
      ),
    ).toEqual([]);
  });
});
