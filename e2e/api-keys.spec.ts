import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, connectWith, type MockControl } from './fixtures';

/** Straight to the mock, outside the browser: the truth about a key. */
async function apiCall(
  mock: MockControl,
  token: string,
  method = 'GET',
  path = '/api-keys',
  body?: unknown,
) {
  return fetch(`${mock.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function makeKey(
  mock: MockControl,
  body: { name: string; scope: 'read' | 'full'; expiresInDays: number | null },
) {
  const response = await apiCall(mock, mock.keys.full, 'POST', '/api-keys', body);
  expect(response.status).toBe(201);
  return (await response.json()) as {
    key: { id: string; name: string; prefix: string };
    token: string;
  };
}

async function keyWorks(mock: MockControl, token: string): Promise<boolean> {
  const status = (await apiCall(mock, token)).status;
  expect([200, 401]).toContain(status);
  return status === 200;
}

/** Bodies of key-create requests, and every console message (a token must never be logged). */
function watch(page: Page) {
  const creates: unknown[] = [];
  const logs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/api-keys')
      creates.push(request.postDataJSON());
  });
  page.on('console', (message) => logs.push(message.text()));
  return { creates, logs };
}

/** The token must not be in the DOM, any form field, the URL, history, cookies or any storage the page can reach. */
async function expectTokenNowhere(page: Page, token: string) {
  expect(page.url()).not.toContain(token);
  expect(await page.content()).not.toContain(token);
  const places = await page.evaluate(async (secret) => {
    const hits: string[] = [];
    const holds = (value: unknown) => {
      try {
        return (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).includes(secret);
      } catch {
        return false;
      }
    };
    if (document.documentElement.outerHTML.includes(secret)) hits.push('DOM');
    document
      .querySelectorAll('input, textarea')
      .forEach((field) => holds((field as HTMLInputElement).value) && hits.push('form field'));
    for (const [name, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) ?? '';
        if (holds(key) || holds(store.getItem(key))) hits.push(name);
      }
    }
    if (holds(location.href)) hits.push('URL');
    if (holds(history.state)) hits.push('history.state');
    if (holds(document.cookie)) hits.push('cookie');
    if (holds(window.name)) hits.push('window.name');
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (holds(all)) hits.push(`IndexedDB ${info.name}/${storeName}`);
      }
      db.close();
    }
    if ('caches' in window) {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (holds(await (await cache.match(request))?.text())) hits.push(`CacheStorage ${name}`);
      }
    }
    // Anything the app hung on window (compared with a pristine window of the same origin).
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const pristine = new Set(Object.getOwnPropertyNames(frame.contentWindow!));
    frame.remove();
    for (const name of Object.getOwnPropertyNames(window)) {
      if (!pristine.has(name) && holds((window as unknown as Record<string, unknown>)[name]))
        hits.push(`window.${name}`);
    }
    return hits;
  }, token);
  expect(places).toEqual([]);
}

/**
 * Client-side navigation. A full page load of /api-keys… is not possible against `vite preview`:
 * its '/api' proxy prefix also catches /api-keys and sends it to the mock.
 */
async function spaGoto(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

const row = (page: Page, name: string) =>
  page
    .getByTestId('api-key-row')
    .filter({ has: page.getByRole('rowheader', { name, exact: false }) });

async function openKeys(page: Page) {
  await page
    .getByRole('navigation', { name: 'Resources' })
    .getByRole('link', { name: 'API keys', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
}

/** Reads the token from the locked dialog, proves it cannot be dismissed by accident, then closes it. */
async function takeTokenFromDialog(
  page: Page,
  opts: { copyAndDownload?: boolean } = {},
): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Copy the new key now' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('cannot be shown again');
  const token = await dialog.getByLabel('API key').inputValue();
  expect(token).toMatch(/^ccs_/);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  if (opts.copyAndDownload) {
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(dialog.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download as .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^api-key-.*\.txt$/);
    expect((await readFile((await download.path())!, 'utf8')).trim()).toBe(token);
    // The object URL was revoked straight after the click: it cannot be opened again.
    const reopened = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'opened',
          () => 'refused',
        ),
      download.url(),
    );
    expect(reopened).toBe('refused');
  }
  await dialog.getByLabel('I have stored this key').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return token;
}

const CASES = [
  {
    name: 'e2e full never',
    scope: 'Full',
    expiry: 'Never',
    days: undefined,
    expected: null,
    shown: 'Never',
  },
  {
    name: 'e2e read preset',
    scope: 'Read',
    expiry: '30 days',
    days: undefined,
    expected: 30,
    shown: 'expires in 30 days',
  },
  {
    name: 'e2e full custom',
    scope: 'Full',
    expiry: 'Custom',
    days: '45',
    expected: 45,
    shown: 'expires in 45 days',
  },
] as const;

test.describe('API keys', () => {
  test('the list shows every key without tokens, marks this session and flags expiry', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await openKeys(page);
    await expect(row(page, 'Production deploys')).toContainText('this session');
    await expect(page.getByText('this session')).toHaveCount(1);
    await expect(row(page, 'Grafana dashboards')).toContainText('expires in 12 days');
    await expect(row(page, 'Grafana dashboards')).toContainText('Read (view only)');
    await expect(row(page, 'Old CI pipeline')).toContainText('Expired');
    await expect(
      row(page, 'Old CI pipeline').getByRole('button', { name: /^Replace/ }),
    ).toBeDisabled();
    // A hostile name is text, not markup.
    await expect(
      page.getByRole('rowheader', { name: 'Billing export <script>alert(1)</script>' }),
    ).toBeVisible();
    const html = await page.content();
    for (const token of Object.values(mock.keys)) expect(html).not.toContain(token);
    await expect(page.getByRole('region', { name: 'Sign-in methods' })).toContainText('passkeys');
    // No docsUrl in config.json and the API behind the proxy: no link to a page this host does not serve.
    await expect(
      page.getByRole('region', { name: 'Sign-in methods' }).getByRole('link'),
    ).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Sign-in methods' }).getByRole('button'),
    ).toHaveCount(0);
  });

  for (const kind of CASES) {
    test(`create a ${kind.scope.toLowerCase()} key expiring ${kind.expiry.toLowerCase()}: shown once, kept nowhere, signs in, refused once revoked`, async ({
      page,
      context,
      connect,
      mock,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const seen = watch(page);
      await connect('full');
      await openKeys(page);
      await page.getByRole('button', { name: 'Create key' }).click();
      const form = page.getByRole('dialog', { name: 'Create an API key' });
      await form.getByLabel('Name').fill(kind.name);
      await form.getByRole('radio', { name: kind.scope, exact: true }).check();
      await form.getByRole('radio', { name: kind.expiry, exact: true }).check();
      if (kind.days) await form.getByLabel('Days until it expires').fill(kind.days);
      await form.getByRole('button', { name: 'Create key' }).click();
      const token = await takeTokenFromDialog(page, { copyAndDownload: kind.expiry === 'Never' });
      expect(seen.creates).toEqual([
        { name: kind.name, scope: kind.scope.toLowerCase(), expiresInDays: kind.expected },
      ]);

      await expect(row(page, kind.name)).toContainText(kind.shown);
      await expectTokenNowhere(page, token);
      expect(seen.logs.filter((line) => line.includes(token))).toEqual([]);

      // Signing in with the new key works.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await connectWith(page, token);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(page.getByTestId('session-identity')).toContainText(kind.name);
      await openKeys(page);
      await expect(row(page, kind.name)).toContainText('this session');

      if (kind.scope === 'Full') {
        // Revoking the key of this session warns first, then signs out.
        await row(page, kind.name)
          .getByRole('button', { name: `Revoke ${kind.name}` })
          .click();
        const confirm = page.getByRole('dialog', { name: `Revoke “${kind.name}”?` });
        await expect(confirm).toContainText('This is the key this console is using');
        await confirm.getByRole('button', { name: 'Revoke and sign out' }).click();
        await expect(page).toHaveURL(/\/connect\?reason=revoked_self/);
        await expect(page.getByText('The key this console was using was revoked')).toBeVisible();
      } else {
        // A read key cannot revoke, itself included: the full key does it.
        await expect(
          row(page, kind.name).getByRole('button', { name: `Revoke ${kind.name}` }),
        ).toBeDisabled();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await connect('full');
        await openKeys(page);
        await row(page, kind.name)
          .getByRole('button', { name: `Revoke ${kind.name}` })
          .click();
        const confirm = page.getByRole('dialog', { name: `Revoke “${kind.name}”?` });
        await expect(confirm).not.toContainText('This is the key this console is using');
        await confirm.getByRole('button', { name: 'Revoke key' }).click();
        await expect(confirm).toBeHidden();
        await expect(row(page, kind.name)).toHaveCount(0);
        await page.getByRole('button', { name: 'Sign out' }).click();
      }
      // The revoked key is refused, with the explanation.
      await connectWith(page, token);
      await expect(page.getByRole('alert')).toContainText('The service refused this key');
      await expect(page.getByRole('alert')).toContainText('401 invalid_token');
      expect(await keyWorks(mock, token)).toBe(false);
    });
  }

  test('the form checks name and days before sending anything', async ({ page, connect }) => {
    const seen = watch(page);
    await connect('full');
    await openKeys(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByText('Give the key a name')).toBeVisible();
    await form.getByLabel('Name').fill('  ');
    await form.getByRole('radio', { name: 'Custom', exact: true }).check();
    for (const days of ['0', '731', '12.5', 'ten']) {
      await form.getByLabel('Days until it expires').fill(days);
      await form.getByRole('button', { name: 'Create key' }).click();
      await expect(form.getByText('Enter a whole number of days from 1 to 730.')).toBeVisible();
    }
    await form.getByLabel('Name').press('Enter');
    expect(seen.creates).toEqual([]);
    await expect(
      form.getByRole('radio', { name: 'Read', exact: true }),
    ).toHaveAccessibleDescription(/change nothing/);
    await expect(
      form.getByRole('radio', { name: 'Full', exact: true }),
    ).toHaveAccessibleDescription(/deploy and destroy/);
  });

  test('the 10-per-minute creation limit is explained with its Retry-After, and the form stays filled', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    for (let i = 0; i < 10; i += 1)
      await makeKey(mock, { name: `burst ${i}`, scope: 'read', expiresInDays: 1 });
    await openKeys(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Name').fill('one too many');
    await form.getByRole('button', { name: 'Create key' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Key creation limit reached');
    await expect(alert).toContainText('at most 10 keys per minute');
    await expect(alert).toContainText(/again in \d+ s/);
    await expect(alert).toContainText('429 rate_limited');
    await expect(form.getByRole('button', { name: /Create key \(in \d+ s\)/ })).toBeDisabled();
    await expect(form.getByLabel('Name')).toHaveValue('one too many');
  });

  test('a team member reads the list but is refused create and revoke, in words', async ({
    page,
    connect,
  }) => {
    await connect('member');
    await openKeys(page);
    await expect(row(page, 'Production deploys')).toBeVisible();
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Name').fill('member try');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByRole('alert')).toContainText('Only the account owner can do this');
    await expect(form.getByRole('alert')).toContainText('403 team_member_forbidden');
    await expect(form.getByRole('alert')).toContainText('can still be read');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await row(page, 'Grafana dashboards')
      .getByRole('button', { name: /^Revoke/ })
      .click();
    const confirm = page.getByRole('dialog', { name: /^Revoke/ });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm.getByRole('alert')).toContainText('403 team_member_forbidden');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Grafana dashboards')).toBeVisible();
  });

  test('with a read key every write control on the keys pages is disabled with the reason, and nothing is sent', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('read');
    await mock.clearRequests();
    await openKeys(page);
    await expect(row(page, 'Grafana dashboards')).toContainText('this session');
    for (const name of ['Create key', 'Replace a key…']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', /read-only/);
    }
    await expect(
      row(page, 'Production deploys').getByRole('button', { name: /^Revoke/ }),
    ).toBeDisabled();
    await expect(
      row(page, 'Production deploys').getByRole('button', { name: /^Replace/ }),
    ).toBeDisabled();
    await spaGoto(page, '/api-keys/replace');
    await page.getByRole('radio', { name: /Production deploys/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Create the new key' })).toBeDisabled();
    await page.getByLabel('Name of the new key').press('Enter');
    const writes = (await mock.requests()).filter((request) => request.method !== 'GET');
    expect(writes).toEqual([]);
  });
});

test.describe('replace wizard', () => {
  async function startReplacing(page: Page, name: string) {
    await openKeys(page);
    await row(page, name)
      .getByRole('link', { name: `Replace ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Replace an API key' })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('end to end: same scope and expiry, token shown once, checked with the new key, old key revoked', async ({
    page,
    connect,
    mock,
  }) => {
    const old = await makeKey(mock, { name: 'ci deploys', scope: 'full', expiresInDays: 90 });
    const seen = watch(page);
    await connect('full');
    await startReplacing(page, 'ci deploys');
    await expect(page.getByText('expires 90 days after creation, the same length')).toBeVisible();
    await expect(page.getByLabel('Name of the new key')).toHaveValue('ci deploys (replacement)');
    await page.getByRole('button', { name: 'Create the new key' }).click();
    const token = await takeTokenFromDialog(page);
    expect(seen.creates).toEqual([
      { name: 'ci deploys (replacement)', scope: 'full', expiresInDays: 90 },
    ]);

    await expect(page.getByText('Both keys are valid right now')).toBeVisible();
    expect(await keyWorks(mock, old.token)).toBe(true);
    expect(await keyWorks(mock, token)).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Continue to revoking the old key' }),
    ).toBeDisabled();
    const checks: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().includes('/api/v1/api-keys') &&
        checks.push(request.headers().authorization ?? ''),
    );
    await page.getByRole('button', { name: 'Check the new key' }).click();
    await expect(page.getByText('The new key works', { exact: true })).toBeVisible();
    expect(checks).toContain(`Bearer ${token}`);
    await page.getByRole('button', { name: 'Continue to revoking the old key' }).click();
    await page.getByRole('button', { name: 'Revoke “ci deploys”' }).click();
    await expect(page.getByText('The key was replaced')).toBeVisible();
    expect(await keyWorks(mock, old.token)).toBe(false);
    expect(await keyWorks(mock, token)).toBe(true);
    await expectTokenNowhere(page, token);
    await page.getByRole('link', { name: 'Back to API keys' }).click();
    await expect(row(page, 'ci deploys (replacement)')).toBeVisible();
    await expect(page.getByTestId('api-key-row').filter({ hasText: old.key.prefix })).toHaveCount(
      0,
    );
  });

  test('abandoned half-way: leaving says both keys stay valid, and they do', async ({
    page,
    connect,
    mock,
  }) => {
    const old = await makeKey(mock, { name: 'backup job', scope: 'read', expiresInDays: null });
    await connect('full');
    await startReplacing(page, 'backup job');
    await expect(page.getByText('never expires, the same length')).toBeVisible();
    await page.getByRole('button', { name: 'Create the new key' }).click();
    const token = await takeTokenFromDialog(page);
    // Leave through the navigation, as someone distracted would.
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Instances', exact: true })
      .click();
    const guard = page.getByRole('dialog', { name: 'Leave with both keys valid?' });
    await expect(guard).toContainText('backup job');
    await expect(guard).toContainText('backup job (replacement)');
    await guard.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Replace an API key' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Instances', exact: true })
      .click();
    await guard.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/instances/);
    await openKeys(page);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A key replacement was left half-way' });
    await expect(notice).toContainText('Both keys exist and are valid');
    await expect(notice).toContainText(
      `old key backup job (${old.key.prefix}) exists and is valid`,
    );
    await expect(notice).toContainText('new key backup job (replacement)');
    await expect(row(page, 'backup job')).toHaveCount(2);
    expect(await keyWorks(mock, old.token)).toBe(true);
    expect(await keyWorks(mock, token)).toBe(true);
    await expectTokenNowhere(page, token);
  });

  test.describe('with the undo window', () => {
    // 30 s, so the checks inside the window hold on a loaded machine.
    test.use({ undoWindow: 30 });

    test("the old key's revoke is held like every revoke: leaving inside the window asks nothing, and it is sent once", async ({
      page,
      connect,
      mock,
    }) => {
      test.setTimeout(120_000);
      const old = await makeKey(mock, { name: 'nightly sync', scope: 'read', expiresInDays: null });
      await connect('full');
      await startReplacing(page, 'nightly sync');
      await page.getByRole('button', { name: 'Create the new key' }).click();
      const token = await takeTokenFromDialog(page);
      await page.getByRole('button', { name: 'Check the new key' }).click();
      await page.getByRole('button', { name: 'Continue to revoking the old key' }).click();
      await expect(page.getByText(/After you confirm, Undo is there for 30 s/)).toBeVisible();
      await mock.clearRequests();
      await page.getByRole('button', { name: 'Revoke “nightly sync”' }).click();
      await expect(page.getByRole('main').getByTestId('pending-delete')).toContainText(
        /Deleting in \d+ s/,
      );
      await expect(page.getByText('Both keys are valid right now')).toHaveCount(0);
      expect(await keyWorks(mock, old.token)).toBe(true);
      // Leave inside the window: no prompt, the window goes on across pages and the revoke is sent once.
      await page
        .getByRole('navigation', { name: 'Resources' })
        .getByRole('link', { name: 'Instances', exact: true })
        .click();
      await expect(page).toHaveURL(/\/instances/);
      await expect(page.getByRole('dialog', { name: 'Leave with both keys valid?' })).toHaveCount(
        0,
      );
      const revokes = async () =>
        (await mock.requests()).filter(
          (request) => request.method === 'DELETE' && request.path.startsWith('/api/v1/api-keys/'),
        ).length;
      await expect.poll(revokes, { timeout: 40_000 }).toBe(1);
      expect(await keyWorks(mock, old.token)).toBe(false);
      expect(await keyWorks(mock, token)).toBe(true);
      await openKeys(page);
      await expect(
        page.getByRole('status').filter({ hasText: 'A key replacement was left half-way' }),
      ).toHaveCount(0);
      expect(await revokes()).toBe(1);
    });
  });

  test('replacing the key of this session switches the console to the new key before revoking the old one', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await startReplacing(page, 'Production deploys');
    await page.getByRole('button', { name: 'Create the new key' }).click();
    const token = await takeTokenFromDialog(page);
    await page.getByRole('button', { name: 'Check the new key' }).click();
    await page.getByRole('button', { name: 'Continue to revoking the old key' }).click();
    await expect(page.getByText('This console is using the old key')).toBeVisible();
    await page.getByRole('button', { name: 'Revoke “Production deploys”' }).click();
    await expect(page.getByText('The key was replaced')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toContainText(
      'Production deploys (replacement)',
    );
    expect(await keyWorks(mock, mock.keys.full)).toBe(false);
    expect(await keyWorks(mock, token)).toBe(true);
    await page.getByRole('link', { name: 'Back to API keys' }).click();
    await expect(row(page, 'Production deploys (replacement)')).toContainText('this session');
  });
});

test("after the key shown once is stored, the focus is back on the page's Create key button (submitted from the name field or its button)", async ({
  page,
  connect,
}) => {
  await connect('full');
  await page.goto('/api-keys');
  const create = page.getByRole('button', { name: 'Create key' });
  for (const [index, submitBy] of (
    ['Enter in the name field', "the form's button"] as const
  ).entries()) {
    await create.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Name').fill(`focus-${index}`);
    if (submitBy === "the form's button")
      await form.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    const token = page.getByRole('dialog', { name: 'Copy the new key now' });
    await token.getByLabel('I have stored this key').check();
    await token.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect(token).toBeHidden();
    await expect(create, submitBy).toBeFocused();
  }
});
