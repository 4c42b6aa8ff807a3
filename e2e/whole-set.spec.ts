import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { formatNumber } from '../src/lib/format';
import type { components } from '../src/api/schema.gen';

type Volume = components['schemas']['Volume'];
type ReservedIp = components['schemas']['ReservedIp'];
type Vpc = components['schemas']['Vpc'];

async function items<T>(mock: MockControl, path: string): Promise<T[]> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: T[] }).items;
}

const count = (page: Page) => page.getByTestId('table-showing');
const bodyRows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr:not([aria-hidden])');

test.describe('whole-set tables', () => {
  test('volumes: filter and sort live in the URL, survive reload and back, and a row opens its detail page', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const volumes = await items<Volume>(mock, '/volumes');
    await page.goto('/volumes');
    await expect(count(page)).toHaveText(`${formatNumber(volumes.length)} volumes`);
    const table = page.getByRole('table', { name: 'Volumes' });
    await expect(table).toHaveAttribute('aria-rowcount', String(volumes.length + 1));

    // Sort by size, descending (second click), with aria-sort on the header.
    const sizeHeader = table.getByRole('columnheader', { name: /Size/ });
    await sizeHeader.getByRole('button').click();
    await expect(page).toHaveURL(/sort=sizeGb/);
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending');
    await sizeHeader.getByRole('button').click();
    await expect(page).toHaveURL(/sort=-sizeGb/);
    await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending');
    const largest = Math.max(...volumes.map((volume) => volume.sizeGb));
    // Cell 0 is the selection checkbox.
    await expect(bodyRows(page, 'Volumes').first().locator('td').nth(2)).toHaveText(
      `${formatNumber(largest)} GB`,
    );

    // Filter by a word of one volume's name.
    const target = volumes.find((volume) => /^[a-z]+-[a-z]+-\d+$/.test(volume.name)) ?? volumes[0]!;
    const names = new Map(
      (await items<{ id: string; name: string }>(mock, '/instances')).map((instance) => [
        instance.id,
        instance.name,
      ]),
    );
    const text = (volume: Volume) =>
      `${volume.name} ${volume.sizeGb} ${volume.regionId} ${names.get(volume.instanceId ?? '') ?? ''} ${volume.id}`;
    const matches = volumes.filter((volume) =>
      text(volume).toLowerCase().includes(target.name.toLowerCase()),
    );
    await page.getByLabel('Filter volumes').fill(target.name);
    await expect(page).toHaveURL(new RegExp(`q=${target.name}`));
    await expect(count(page)).toHaveText(
      `${formatNumber(matches.length)} of ${formatNumber(volumes.length)} volumes match`,
    );

    await page.reload();
    await expect(page.getByLabel('Filter volumes')).toHaveValue(target.name);
    await expect(count(page)).toHaveText(
      `${formatNumber(matches.length)} of ${formatNumber(volumes.length)} volumes match`,
    );
    await expect(table.getByRole('columnheader', { name: /Size/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // The second click of a double click (one that closed a dialog above the row, say) opens nothing.
    await bodyRows(page, 'Volumes')
      .filter({ hasText: target.name })
      .first()
      .locator('td')
      .nth(2)
      .dispatchEvent('click', { detail: 2 });
    await expect(page).toHaveURL(/\/volumes\?/);
    // Filtering replaced the history entry: back leaves the page with everything kept before it.
    await bodyRows(page, 'Volumes')
      .filter({ hasText: target.name })
      .first()
      .locator('td')
      .nth(2)
      .click();
    await expect(page).toHaveURL(new RegExp(`/volumes/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy volume ID' })).toBeVisible();
    if (target.instanceId)
      await expect(page.locator(`a[href="/instances/${target.instanceId}"]`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/sort=-sizeGb/);
    await expect(page.getByLabel('Filter volumes')).toHaveValue(target.name);
  });

  test('volumes: the attachment filter and a bad sort value', async ({ page, connect, mock }) => {
    await connect('full');
    const volumes = await items<Volume>(mock, '/volumes');
    const detached = volumes.filter((volume) => volume.instanceId === null).length;
    await page.goto('/volumes?sort=bogus&attached=maybe');
    await expect(page.getByTestId('corrected-params')).toHaveText('sort, attached');
    await expect(page).not.toHaveURL(/bogus|maybe/);
    await page.getByLabel('Attachment').selectOption('detached');
    await expect(page).toHaveURL(/attached=detached/);
    await expect(count(page)).toHaveText(
      `${formatNumber(detached)} of ${formatNumber(volumes.length)} volumes match`,
    );
    await expect(bodyRows(page, 'Volumes').filter({ hasText: 'Not attached' })).toHaveCount(
      Math.min(detached, await bodyRows(page, 'Volumes').count()),
    );
  });

  test('reserved IPs: sorted numerically by address, filtered by assignment; the detail page links the instance', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const ips = await items<ReservedIp>(mock, '/reserved-ips');
    const numeric = (ip: string) =>
      ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const sorted = [...ips].sort((a, b) => numeric(a.ipAddress) - numeric(b.ipAddress));
    await page.goto('/reserved-ips?sort=ipAddress');
    await expect(count(page)).toHaveText(`${formatNumber(ips.length)} reserved IPs`);
    await expect(bodyRows(page, 'Reserved IPs').first()).toContainText(sorted[0]!.ipAddress);
    await expect(bodyRows(page, 'Reserved IPs').last()).toContainText(sorted.at(-1)!.ipAddress);

    await page.getByLabel('Assignment').selectOption('assigned');
    const assigned = ips.filter((ip) => ip.instanceId !== null);
    await expect(count(page)).toHaveText(
      `${formatNumber(assigned.length)} of ${formatNumber(ips.length)} reserved IPs match`,
    );

    const target = assigned[0]!;
    await page.getByRole('link', { name: target.ipAddress, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: target.ipAddress })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy IP address' })).toBeVisible();
    await page.locator(`a[href="/instances/${target.instanceId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/instances/${target.instanceId}`));
  });

  test('VPCs: filter by range and open a VPC with its members', async ({ page, connect, mock }) => {
    await connect('full');
    const vpcs = await items<Vpc>(mock, '/vpcs');
    const target = vpcs.find((vpc) => vpc.instanceIds.length > 0) ?? vpcs[0]!;
    await page.goto('/vpcs');
    await expect(count(page)).toHaveText(`${formatNumber(vpcs.length)} VPCs`);
    await page.getByLabel('Filter VPCs').fill(target.ipRange);
    await expect(page).toHaveURL(/q=/);
    const matching = vpcs.filter((vpc) =>
      `${vpc.name} ${vpc.regionId} ${vpc.ipRange} ${vpc.id}`.includes(target.ipRange),
    );
    await expect(count(page)).toHaveText(
      `${formatNumber(matching.length)} of ${formatNumber(vpcs.length)} VPCs match`,
    );
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vpcs/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    const members = page
      .getByRole('region', { name: 'Members' })
      .or(page.locator('section[aria-labelledby="vpc-members"]'));
    await expect(members.locator('li')).toHaveCount(target.instanceIds.length);
    await page.goBack();
    await expect(page.getByLabel('Filter VPCs')).toHaveValue(target.ipRange);
  });

  test('a missing volume shows the not-found explanation', async ({ page, connect }) => {
    await connect('full');
    await page.goto('/volumes/00000000-0000-4000-8000-000000000000');
    // Our words, then the service's ("The service said: “Not found”").
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
    await expect(page.getByText('404 not_found')).toBeVisible();
  });
});

type Instance = components['schemas']['Instance'];

function writes(mock: MockControl, method: string, pathEnd: RegExp) {
  return mock
    .requests()
    .then((all) =>
      all.filter((request) => request.method === method && pathEnd.test(request.path)),
    );
}

test.describe('volume, reserved IP and VPC actions', () => {
  test('volumes: create (one request for a double click), attach in the same region, grow, detach, delete', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const instances = await items<Instance>(mock, '/instances');
    const host = instances.find((instance) => instance.status === 'running')!;
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('e2e-data');
    await dialog.getByLabel('Size (GB)').fill('20');
    await dialog.getByLabel('Region').selectOption(host.regionId);
    await mock.clearRequests();
    await dialog.getByRole('button', { name: 'Create volume' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-data' })).toBeVisible();
    expect(await writes(mock, 'POST', /\/volumes$/)).toHaveLength(1);

    await page.getByRole('button', { name: 'Attach' }).click();
    const attach = page.getByRole('dialog');
    const options = await attach.getByLabel('Instance').locator('option').allTextContents();
    const sameRegion = instances.filter(
      (instance) => instance.regionId === host.regionId && instance.status !== 'destroyed',
    );
    expect(options.length - 1).toBe(sameRegion.length);
    await expect(attach.getByText(`Only instances in ${host.regionId} are offered.`)).toBeVisible();
    await attach.getByLabel('Instance').selectOption(host.id);
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(attach).toBeHidden();
    await expect(page.locator(`main a[href="/instances/${host.id}"]`)).toBeVisible();

    await page.getByRole('button', { name: 'Resize' }).click();
    const resize = page.getByRole('dialog');
    await resize.getByLabel('New size (GB)').fill('10');
    await expect(
      resize.getByText('Volumes only grow: enter more than 20 GB.').first(),
    ).toBeVisible();
    await expect(resize.getByRole('button', { name: 'Resize' })).toBeDisabled();
    await resize.getByLabel('New size (GB)').fill('50');
    await resize.getByRole('button', { name: 'Resize' }).click();
    await expect(page.getByText('50 GB volume')).toBeVisible();

    // Deleting an attached volume asks for its name.
    await page.getByRole('button', { name: 'Delete' }).click();
    const attachedDelete = page.getByRole('dialog');
    await expect(attachedDelete.getByRole('button', { name: 'Delete volume' })).toBeDisabled();
    await attachedDelete.getByLabel('Type e2e-data to confirm').fill('e2e-dat');
    await expect(attachedDelete.getByRole('button', { name: 'Delete volume' })).toBeDisabled();
    await attachedDelete.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Detach' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
    await expect(page.getByText('Not attached')).toBeVisible();

    // Detached: a plain confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog').getByLabel('Type e2e-data to confirm')).toHaveCount(0);
    await mock.clearRequests();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete volume' }).click();
    await expect(page).toHaveURL(/\/volumes$/);
    await expect(page.getByRole('link', { name: 'e2e-data' })).toHaveCount(0);
    // Leaving the deleted volume's page reads nothing more of it (no 404 read).
    const reads = (await mock.requests()).filter(
      (r) => r.method === 'GET' && /\/volumes\/[^/]+$/.test(r.path),
    );
    expect(reads).toEqual([]);
  });

  test('volumes: a refused write keeps the form filled and shows the code', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    await page.goto('/volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('kept-name');
    await dialog.getByLabel('Size (GB)').fill('30');
    const regions = await dialog.getByLabel('Region').locator('option').allInnerTexts();
    expect(regions.length).toBeGreaterThan(1);
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await mock.setFaults([{ route: 'POST /api/v1/volumes', kind: 'error', status: 503 }]);
    await dialog.getByRole('button', { name: 'Create volume' }).click();
    await expect(dialog.locator('code')).toHaveText('503 service_unavailable');
    await expect(dialog.getByLabel('Name')).toHaveValue('kept-name');
    await expect(dialog.getByLabel('Size (GB)')).toHaveValue('30');
    expect(await writes(mock, 'POST', /\/volumes$/)).toHaveLength(1);
    await mock.setFaults([]);
  });

  test('a read key sees every write control disabled with the reason and sends no write', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('read');
    const volume = (await items<Volume>(mock, '/volumes'))[0]!;
    const vpc = (await items<Vpc>(mock, '/vpcs'))[0]!;
    await mock.clearRequests();
    await page.goto('/volumes');
    const create = page.getByRole('button', { name: 'Create volume' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute('title', /read-only/);
    await page.goto(`/volumes/${volume.id}`);
    for (const name of ['Resize', 'Delete'])
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    await page.goto('/reserved-ips');
    await expect(page.getByRole('button', { name: 'Reserve an IP' })).toBeDisabled();
    await page.goto(`/vpcs/${vpc.id}`);
    await expect(page.getByRole('button', { name: 'Add instance' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete VPC' })).toBeDisabled();
    const sent = (await mock.requests()).filter((request) => request.method !== 'GET');
    expect(sent).toEqual([]);
  });

  test('reserved IPs: reserve, assign, unassign and release', async ({ page, connect, mock }) => {
    await connect('full');
    const instances = await items<Instance>(mock, '/instances');
    const host = instances.find((instance) => instance.status === 'running')!;
    await page.goto('/reserved-ips');
    await page.getByRole('button', { name: 'Reserve an IP' }).click();
    await page.getByRole('dialog').getByLabel('Region').selectOption(host.regionId);
    await page.getByRole('dialog').getByRole('button', { name: 'Reserve' }).click();
    await expect(page).toHaveURL(/\/reserved-ips\/[^/]+$/);
    // The region by its catalogue name, as the instances list shows it.
    const region = (await items<components['schemas']['Region']>(mock, '/catalog/regions')).find(
      (r) => r.id === host.regionId,
    )!;
    await expect(page.getByText(`Reserved address in ${region.name}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('dialog').getByLabel('Instance').selectOption(host.id);
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await expect(page.locator(`main a[href="/instances/${host.id}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Unassign' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unassign' }).click();
    await expect(page.getByText('Unassigned', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Release' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release address' }).click();
    await expect(page).toHaveURL(/\/reserved-ips$/);
  });

  test('VPCs: a private, non-overlapping range is checked before sending; members; delete only when empty', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const vpcs = await items<Vpc>(mock, '/vpcs');
    const instances = await items<Instance>(mock, '/instances');
    const existing = vpcs[0]!;
    const host = instances.find(
      (instance) => instance.regionId === existing.regionId && instance.status === 'running',
    )!;
    await page.goto('/vpcs');
    await page.getByRole('button', { name: 'Create VPC' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('e2e-net');
    await dialog.getByLabel('Region').selectOption(existing.regionId);
    await dialog.getByLabel('IP range').fill('8.8.0.0/16');
    await expect(dialog.getByText('Use a private range').first()).toBeVisible();
    await dialog.getByLabel('IP range').fill(existing.ipRange);
    await expect(dialog.getByText(`Overlaps ${existing.ipRange}`).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create VPC' })).toBeDisabled();
    const taken = vpcs
      .filter((vpc) => vpc.regionId === existing.regionId)
      .map((vpc) => vpc.ipRange);
    const free = ['192.168.250.0/24', '172.31.240.0/24', '10.250.0.0/16'].find(
      (range) =>
        !taken.some(
          (other) =>
            other.split('.')[0] === range.split('.')[0] &&
            other.split('.')[1] === range.split('.')[1],
        ),
    )!;
    await dialog.getByLabel('IP range').fill(free);
    await mock.clearRequests();
    await dialog.getByRole('button', { name: 'Create VPC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-net' })).toBeVisible();
    expect((await writes(mock, 'POST', /\/vpcs$/)).map((request) => request.status)).toEqual([201]);

    await page.getByRole('button', { name: 'Add instance' }).click();
    await page.getByRole('dialog').getByLabel('Instance').selectOption(host.id);
    await page.getByRole('dialog').getByRole('button', { name: 'Add instance' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const deleteButton = page.getByRole('button', { name: 'Delete VPC' });
    await expect(deleteButton).toBeDisabled();
    await expect(deleteButton).toHaveAttribute('title', /Remove its 1 member first/);
    await page.getByRole('button', { name: `Remove ${host.name} from e2e-net` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No instances in this VPC.')).toBeVisible();
    await deleteButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete VPC' }).click();
    await expect(page).toHaveURL(/\/vpcs$/);
  });

  test('VPCs: the server’s refusal is shown in words with its code and the form stays filled', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const vpc = (await items<Vpc>(mock, '/vpcs')).find((item) => item.instanceIds.length > 0)!;
    // The page would not offer it, so ask the service directly, as a second tab might have.
    const refused = await fetch(`${mock.url}/api/v1/vpcs/${vpc.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mock.keys.full}` },
    });
    expect(refused.status).toBe(409);
    await page.goto('/vpcs');
    await page.getByRole('button', { name: 'Create VPC' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('kept');
    await dialog.getByLabel('Region').selectOption({ index: 1 });
    await dialog.getByLabel('IP range').fill('192.168.251.0/24');
    await mock.setFaults([{ route: 'POST /api/v1/vpcs', kind: 'error', status: 500 }]);
    await dialog.getByRole('button', { name: 'Create VPC' }).click();
    await expect(dialog.locator('code')).toHaveText(/^500 /);
    await expect(dialog.getByLabel('IP range')).toHaveValue('192.168.251.0/24');
    await mock.setFaults([]);
  });
});

test.describe('volume bulk actions', () => {
  test('volumes by keyboard: Dismiss and Clear selection take their box away, the focus goes on to what follows', async ({
    page,
    connect,
  }) => {
    await connect('full');
    await page.goto('/volumes');
    const table = page.getByRole('table', { name: 'Volumes' });
    const first = table.getByRole('checkbox').nth(1);
    await first.focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Detach selected' }).focus();
    await page.keyboard.press('Enter');
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(dismiss).toBeHidden();
    // Past the report: the bulk bar's first control.
    await expect(page.locator(':focus')).toHaveCount(1);
    await expect(page.locator('body')).not.toBeFocused();
    await expect(bar.getByRole('button').first()).toBeFocused();

    await bar.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // Past the bar: the table's scroll region, then its Select all.
    await expect(page.getByRole('region', { name: 'Volumes' })).toBeFocused();
  });

  test('volumes: detach and delete several, one request per volume, with a result per row', async ({
    page,
    connect,
    mock,
  }) => {
    await connect('full');
    const volumes = await items<Volume>(mock, '/volumes');
    const attached = volumes.find((volume) => volume.instanceId !== null)!;
    const loose = volumes.find((volume) => volume.instanceId === null)!;
    await page.goto('/volumes');
    // Selection survives the filter, so pick each by name.
    for (const volume of [attached, loose]) {
      await page.getByLabel('Filter volumes').fill(volume.name);
      await page.getByRole('checkbox', { name: `Select ${volume.name}`, exact: true }).check();
    }
    await page.getByLabel('Filter volumes').fill('');
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');

    // An attached volume in the set asks for the word; cancelling sends nothing.
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog');
    await expect(
      confirm.getByRole('list', { name: 'Volumes to delete' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(confirm.getByRole('button', { name: 'Delete volumes' })).toBeDisabled();
    await confirm.getByLabel('Type delete to confirm').fill('delete');
    await expect(confirm.getByRole('button', { name: 'Delete volumes' })).toBeEnabled();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await mock.clearRequests();
    await bar.getByRole('button', { name: 'Detach selected' }).click();
    const report = page.getByTestId('bulk-results');
    await expect(page.getByText('Detach: 1 done, 0 refused, 1 skipped of 2')).toBeVisible();
    await expect(report.getByRole('listitem').filter({ hasText: attached.name })).toContainText(
      'Done',
    );
    await expect(report.getByRole('listitem').filter({ hasText: loose.name })).toContainText(
      'Skipped · ',
    );
    await expect(report.getByRole('listitem').filter({ hasText: loose.name })).toContainText(
      'nothing sent: it is not attached.',
    );
    const posts = (await mock.requests()).filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([
      expect.stringMatching(new RegExp(`/volumes/${attached.id}/detach$`)),
    ]);

    // Both are detached now: a plain confirmation listing the names.
    await mock.clearRequests();
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(attached.name)).toBeVisible();
    await expect(dialog.getByText(loose.name)).toBeVisible();
    await expect(dialog.getByLabel('Type delete to confirm')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete volumes' }).click();
    await expect(page.getByText('Delete: 2 done, 0 refused, 0 skipped of 2')).toBeVisible();
    const deletes = (await mock.requests()).filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.path).sort()).toEqual(
      [`/api/v1/volumes/${attached.id}`, `/api/v1/volumes/${loose.id}`].sort(),
    );
    await expect(count(page)).toHaveText(`${formatNumber(volumes.length - 2)} volumes`);
    await expect(bar).toBeHidden();
  });
});
