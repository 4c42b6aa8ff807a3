import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * "Show the request" gives the exact request the page sends, with a placeholder for the key. These
 * tests take the curl text from the page, run it with sh and curl against the same mock (the key
 * only in the environment), and compare the answer with what the console itself got or said.
 */

/**
 * Runs a shell snippet with the key in CLOUD_API_KEY, as a reader of the snippet would. A wait,
 * not a speed check: in the gate one curl to the worker's console took over 20 s to answer.
 */
function runShell(snippet: string, key: string): string {
  return execFileSync('sh', ['-c', snippet], {
    env: { ...process.env, CLOUD_API_KEY: key },
    encoding: 'utf8',
    timeout: 45_000,
  });
}

/** curl's body and status: `-w` appends the status on its own line. */
function runCurl(curl: string, key: string): { status: number; body: unknown } {
  const out = runShell(`${curl} -w '\\n%{http_code}'`, key);
  const cut = out.lastIndexOf('\n');
  return { status: Number(out.slice(cut + 1)), body: JSON.parse(out.slice(0, cut)) };
}

async function openRequest(scope: Locator | Page, kind = 'curl'): Promise<string> {
  await scope.getByRole('button', { name: 'Show the request' }).click();
  await scope.getByRole('tab', { name: kind }).click();
  return (await scope.getByRole('tabpanel').locator('pre').textContent()) ?? '';
}

test.describe('show the request', () => {
  // Each test runs its snippets one after the other, each allowed 45 s (runShell).
  test.describe.configure({ timeout: 120_000 });
  test('a filtered, paged transactions list: the curl has the filters, not the key, and answers the same page', async ({
    page,
    connect,
    mock,
    context,
  }) => {
    const key = mock.keys.full;
    await connect('full');
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/wallet/transactions?') &&
        response.url().includes('offset=10'),
    );
    await page.goto('/wallet?category=usage&limit=10&offset=10');
    const seen = (await (await answer).json()) as { items: Array<{ id: string }>; total: number };
    expect(seen.items).toHaveLength(10);

    const section = page.getByRole('region', { name: 'Transactions' });
    const curl = await openRequest(section);
    expect(curl).toContain('category=usage');
    expect(curl).toContain('limit=10');
    expect(curl).toContain('offset=10');
    expect(curl).toContain('$CLOUD_API_KEY');
    expect(curl).not.toContain(key);
    expect(await page.content()).not.toContain(key);

    // The copy is the text shown: the placeholder, never the key.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy curl' }).click();
    await expect(section.getByText('Copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(curl);

    const ran = runCurl(curl, key);
    expect(ran.status).toBe(200);
    expect(ran.body).toEqual(seen);
    // Without the key in the environment the service refuses it: the key is nowhere in the text.
    expect(runCurl(curl, '').status).toBe(401);

    // Every page of the same filter, as the shell loop over offset gives it.
    const loop = await openRequestTab(section, 'All pages (shell)');
    expect(loop).toContain(`category=usage&limit=100&offset='"$offset"`);
    const pages = runShell(loop, key)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { items: Array<{ id: string }>; total: number });
    expect(pages.flatMap((p) => p.items)).toHaveLength(seen.total);
    expect(pages.flatMap((p) => p.items).slice(10, 20)).toEqual(seen.items);
  });

  test('the deploy form: the curl carries the body as typed and gets the same answer the console gets', async ({
    page,
    connect,
    mock,
  }) => {
    const key = mock.keys.full;
    await connect('full');
    await page.goto('/instances/deploy');
    await page.getByLabel('Name').fill('api-made-1');

    // Only a name: the console refuses to review; the service refuses the same body with 400.
    const form = page.getByRole('form', { name: 'Deploy a server' });
    const partial = await openRequest(form);
    expect(partial).toContain('-X POST');
    expect(partial).toContain('"name":"api-made-1"');
    expect(partial).not.toContain(key);
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await expect(form.getByText('Choose a region.')).toBeVisible();
    const refused = runCurl(partial, key) as {
      status: number;
      body: { code: string; param?: string };
    };
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_body');
    expect(['regionId', 'planId', 'osImageId']).toContain(refused.body.param);

    // The full choice, on the review step: running the curl deploys exactly what the form says.
    await page.getByRole('radio', { name: /Frankfurt/ }).check();
    await page.getByRole('radio', { name: /Regular 2 vCPU \/ 4 GB/ }).check();
    await page.getByLabel('Operating system image').selectOption({ label: 'Ubuntu 24.04 LTS' });
    await page.getByRole('button', { name: 'Review deploy' }).click();
    const review = page.getByRole('region', { name: 'Review the deploy' });
    const curl = await openRequest(review);
    const body = JSON.parse(/--data '(.*)'$/m.exec(curl)![1]!) as Record<string, string>;
    expect(body).toMatchObject({ name: 'api-made-1', regionId: 'fra' });
    await mock.clearRequests();
    const made = runCurl(curl, key) as {
      status: number;
      body: { name: string; planId: string; regionId: string };
    };
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: body.name,
      planId: body.planId,
      regionId: body.regionId,
    });
    expect(
      (await mock.requests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/instances'),
    ).toHaveLength(1);
  });
});

async function openRequestTab(scope: Locator, name: string): Promise<string> {
  await scope.getByRole('tab', { name }).click();
  return (await scope.getByRole('tabpanel').locator('pre').textContent()) ?? '';
}
