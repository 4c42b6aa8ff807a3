/**
 * The live document's limits obeyed at run time (docs/drift.md, "Limits the live document sets"):
 * the mock plays a service whose document bounds what the console sends more tightly than our
 * contract (mock/drift.ts: page-size-max, filter-value-removed, name-length: a new volume's, server's
 * and VPC's name at most 20 characters), and refuses what
 * goes beyond. The console offers only what the document allows, corrects an address that asks for
 * more with the out-of-range notice, and never sends what the document refuses.
 */
import { test, expect, hold } from './fixtures';
import { openInGerman } from './language';

test.describe('the live document’s limits', () => {
  test('a tighter page size: only the allowed sizes offered, an address asking for more corrected with the notice, never sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift(['page-size-max', 'filter-value-removed']);
    await mock.clearRequests();
    await page.goto('/backups?limit=100');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(page.getByTestId('corrected-params')).toHaveText('limit', { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
    const size = page.getByLabel('Rows per page');
    await expect(size).toHaveValue('50');
    await expect(size.locator('option')).toHaveText(['10', '25', '50']);
    await expect(page.getByTestId('page-size-source')).toHaveText(
      'as the service’s live document allows',
    );
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const lists = (await mock.requests()).filter(
      (entry) => entry.method === 'GET' && entry.path === '/api/v1/backups',
    );
    // The size sent is the allowed one; 100 never left the browser.
    expect(lists.map((entry) => entry.query.limit)).toContain('50');
    expect(lists.filter((entry) => Number(entry.query.limit ?? 25) > 50)).toEqual([]);
    // A list the document does not bound keeps our sizes.
    await page.goto('/backups/servers');
    await expect(page.getByLabel('Rows per page').locator('option')).toHaveText([
      '10',
      '25',
      '50',
      '100',
    ]);
    await expect(page.getByTestId('page-size-source')).toHaveCount(0);
  });

  test('a removed filter value: not offered, and an address naming it corrected and not sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift(['page-size-max', 'filter-value-removed']);
    await mock.clearRequests();
    await page.goto('/tickets?status=answered');
    await expect(page.getByTestId('corrected-params')).toHaveText('status', { timeout: 30_000 });
    await expect(page).not.toHaveURL(/status=/);
    const status = page.getByLabel('Status', { exact: true });
    await expect(status.locator('option')).toHaveText(['All statuses', 'Open', 'Closed']);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const lists = (await mock.requests()).filter(
      (entry) => entry.method === 'GET' && entry.path === '/api/v1/tickets',
    );
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((entry) => entry.query.status === 'answered')).toEqual([]);
  });

  test('a filter and a search changed while the live document is on its way: the box keeps every key, and the refused value is never sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift(['page-size-max', 'filter-value-removed']);
    // The document held until the test lets it go, as on a slow link to the service.
    const release = await hold(page, '**/api/v1/openapi.json');
    const order: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/tickets') order.push(`tickets${url.search}`);
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/openapi.json') order.push('document');
    });
    await page.goto('/tickets');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await mock.clearRequests();
    // A value our contract offers and the live document has removed, asked before it is known.
    await page.getByLabel('Status', { exact: true }).selectOption('answered');
    await expect(page).toHaveURL(/status=answered/);
    const box = page.getByLabel('Search tickets');
    await box.click();
    // Slower than the router's pending time (150 ms): a wait in the loader put its pending view in
    // the box's place, and "g" "h" went to the shortcuts (to Webhooks).
    await box.pressSequentially('defgh', { delay: 200 });
    await expect(box).toHaveValue('defgh');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/q=defgh/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    // Nothing was asked with the filter while its bounds were unknown; the rows stay, busy.
    expect(order.filter((entry) => /[?&](status|q)=/.test(entry))).toEqual([]);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    release();
    await expect(page.getByTestId('corrected-params')).toHaveText('status', { timeout: 30_000 });
    await expect(page).not.toHaveURL(/status=/);
    await expect(page).toHaveURL(/q=defgh/);
    await expect(box).toHaveValue('defgh');
    // Once known: the search sent, after the document, without the removed value.
    await expect
      .poll(() => order.filter((entry) => entry.includes('q=defgh')).length)
      .toBeGreaterThan(0);
    const sent = order.slice(order.indexOf('document'));
    expect(order.filter((entry) => /[?&](status|q)=/.test(entry))).toEqual(
      sent.filter((entry) => /[?&](status|q)=/.test(entry)),
    );
    expect(order.filter((entry) => entry.includes('status=answered'))).toEqual([]);
    expect((await mock.requests()).filter((entry) => entry.query.status === 'answered')).toEqual(
      [],
    );
  });

  test('a tighter name length: said by the field, a longer name refused before sending, a name within it sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('name-length');
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Name');
    await expect(name).toHaveAccessibleDescription(
      /At most 20 characters, as the service’s live document says\./,
      { timeout: 30_000 },
    );
    await name.fill('a-name-of-twenty-one1');
    await dialog.getByLabel('Size (GB)').fill('20');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await mock.clearRequests();
    const confirm = dialog.getByRole('button', { name: 'Create volume' });
    await expect(confirm).toBeDisabled();
    await expect(dialog).toContainText('Use at most 20 characters (now 21).');
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
    await name.fill('name-of-twenty-chars');
    await confirm.click();
    await expect(page.getByRole('heading', { level: 1, name: 'name-of-twenty-chars' })).toBeVisible(
      { timeout: 30_000 },
    );
  });

  test('German: the tighter name length said and refused in German', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('name-length');
    await openInGerman(page, '/volumes');
    await page.getByRole('button', { name: 'Volume erstellen' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Name');
    await expect(name).toHaveAccessibleDescription(
      /Höchstens 20 Zeichen, laut dem Live-Dokument des Dienstes\./,
      {
        timeout: 30_000,
      },
    );
    await mock.clearRequests();
    await name.fill('a-name-of-twenty-one1');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await expect(dialog.getByRole('button', { name: 'Volume erstellen' })).toBeDisabled();
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
  });

  test('the deploy: a name longer than the live document allows is said, refused at the review with nothing sent, and one within it deployed', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('name-length');
    await mock.clearRequests();
    await page.goto('/instances/deploy');
    await expect(page.getByRole('heading', { level: 1, name: 'Deploy a server' })).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    // The page's first view does not read the live document; starting on the form does.
    expect((await mock.requests()).filter((entry) => entry.path.endsWith('/openapi.json'))).toEqual(
      [],
    );
    await name.focus();
    await expect(name).toHaveAccessibleDescription(
      /At most 20 characters, as the service’s live document says\./,
      { timeout: 30_000 },
    );
    await name.fill('a-name-of-twenty-one1');
    await page.getByRole('radio', { name: /Frankfurt/ }).check();
    await page.getByRole('radio', { name: /Regular 2 vCPU \/ 4 GB/ }).check();
    await page.getByLabel('Operating system image').selectOption({ label: 'Ubuntu 24.04 LTS' });
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Review deploy' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Check the form' });
    await expect(summary.getByRole('link', { name: 'Name' })).toBeVisible();
    await expect(name).toHaveAccessibleDescription(/Use at most 20 characters \(now 21\)\./);
    await expect(page.getByText('This creates a real server and bills your wallet')).toHaveCount(0);
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
    // Within the live bound: reviewed, sent, and taken by the service.
    await name.fill('name-of-twenty-chars');
    await page.getByRole('button', { name: 'Review deploy' }).click();
    await page.getByRole('button', { name: /^Deploy server for/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'name-of-twenty-chars' })).toBeVisible(
      { timeout: 30_000 },
    );
  });

  test('German: the deploy’s tighter name length said and refused in German, nothing sent', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    await connect('full');
    await mock.setDrift('name-length');
    await openInGerman(page, '/instances/deploy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Server bereitstellen' }),
    ).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    await name.focus();
    await expect(name).toHaveAccessibleDescription(
      /Höchstens 20 Zeichen, laut dem Live-Dokument des Dienstes\./,
      { timeout: 30_000 },
    );
    await name.fill('a-name-of-twenty-one1');
    await page.getByRole('radio', { name: /Frankfurt/ }).check();
    await mock.clearRequests();
    await page.getByRole('button', { name: 'Bereitstellung prüfen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Prüfen Sie das Formular' }),
    ).toBeVisible();
    await expect(name).toHaveAccessibleDescription(
      /Verwenden Sie höchstens 20 Zeichen \(jetzt 21\)\./,
    );
    expect((await mock.requests()).filter((entry) => entry.method === 'POST')).toEqual([]);
  });

  test('a service with no live document: the forms hold to the contract and say so, in English and German; its limits are sent as the contract allows', async ({
    page,
    connect,
    mock,
  }) => {
    test.setTimeout(120_000);
    // The service publishes no document at the address (a 404), as many do.
    let asked = 0;
    await page.route('**/openapi.json', (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    await connect('full');
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('contract-limits')).toHaveText(
      'The service’s live document could not be read: this form holds to the limits of the console’s contract.',
    );
    // The contract's 63 characters hold: 40 are taken, 64 refused in the length words.
    const name = dialog.getByLabel('Name');
    await name.fill('n'.repeat(64));
    await expect(dialog).toContainText('Use at most 63 characters (now 64).');
    await name.fill('contract-limits-volume-name-of-forty-chr');
    await dialog.getByLabel('Size (GB)').fill('20');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await mock.clearRequests();
    await dialog.getByRole('button', { name: 'Create volume' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'contract-limits-volume-name-of-forty-chr' }),
    ).toBeVisible({ timeout: 30_000 });
    expect(
      (await mock.requests()).filter((entry) => entry.method === 'POST').map((e) => e.status),
    ).toEqual([201]);

    // The deploy page, in German: the same line once the person starts on the form.
    await openInGerman(page, '/instances/deploy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Server bereitstellen' }),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).focus();
    await expect(page.getByTestId('contract-limits')).toHaveText(
      'Das Live-Dokument des Dienstes ließ sich nicht lesen: Dieses Formular hält sich an die Grenzen des Vertrags der Konsole.',
    );
    // A failed read is not retried: at most once per page load (the dialog's, then the deploy
    // form's after the full load into German).
    expect(asked).toBeLessThanOrEqual(2);
  });
});
