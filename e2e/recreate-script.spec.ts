import { readFile } from 'node:fs/promises';
import { test, expect, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';

type Vpc = components['schemas']['Vpc'];
type Instance = components['schemas']['Instance'];

async function items<T>(mock: MockControl, path: string): Promise<T[]> {
  const response = await fetch(`${mock.url}/api/v1${path}`, { headers: { authorization: `Bearer ${mock.keys.full}` } });
  return ((await response.json()) as { items: T[] }).items;
}

test('Recreate as script on a VPC page downloads a script with the VPC, its member servers and no key', async ({ page, connect, mock }) => {
  await connect('full');
  const vpc = (await items<Vpc>(mock, '/vpcs')).find((candidate) => candidate.instanceIds.length > 0)!;
  const instances = new Map((await items<Instance>(mock, '/instances')).map((instance) => [instance.id, instance]));
  await page.goto(`/vpcs/${vpc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: vpc.name })).toBeVisible();
  await mock.clearRequests();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Recreate as script' }).click()]);
  expect(download.suggestedFilename()).toBe('recreate.sh');
  const script = await readFile((await download.path())!, 'utf8');
  expect(script).toMatch(/^#!\/usr\/bin\/env bash/);
  expect(script).toContain(`find_id /vpcs name '${vpc.name.replace(/'/g, `'\\''`)}'`);
  for (const id of vpc.instanceIds) expect(script).toContain(instances.get(id)!.name);
  expect(script).toContain('CLOUD_API_KEY');
  expect(script).not.toContain(mock.keys.full);
  // Writing it sends nothing.
  expect((await mock.requests()).filter((request) => request.method !== 'GET')).toHaveLength(0);
});
