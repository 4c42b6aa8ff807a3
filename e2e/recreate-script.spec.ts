import { axeViolations } from './axe';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import type { components } from '../src/api/schema.gen';
import { screenshotToRead } from './screenshots';

type Vpc = components['schemas']['Vpc'];
type Instance = components['schemas']['Instance'];

async function items<T>(mock: MockControl, path: string): Promise<T[]> {
  const response = await fetch(`${mock.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${mock.keys.full}` },
  });
  return ((await response.json()) as { items: T[] }).items;
}

/** The selection a script holds: its one embedded JSON (the script's code holds no value). */
function embedded(script: string): {
  vpcs: Array<{ name: string; members: string[] }>;
  servers: Array<{ name: string; was?: string }>;
} {
  const line = script
    .split('\n')
    .find(
      (candidate) => candidate.startsWith("DATA='") || candidate.startsWith("DATA = json.loads(r'"),
    );
  return JSON.parse(line!.slice(line!.indexOf("'") + 1, line!.lastIndexOf("'"))) as ReturnType<
    typeof embedded
  >;
}

async function openOnVpcPage(page: Page, mock: MockControl) {
  const vpc = (await items<Vpc>(mock, '/vpcs')).find(
    (candidate) => candidate.instanceIds.length > 0,
  )!;
  await page.goto(`/vpcs/${vpc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: vpc.name })).toBeVisible();
  await mock.clearRequests();
  await page.getByRole('button', { name: 'Recreate as script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recreate as script' });
  await expect(dialog.getByLabel('bash script')).toContainText('#!/usr/bin/env bash');
  return { vpc, dialog };
}

test('Recreate as script on a VPC page: a dialog with the bash and the Python script, each with the VPC, its member servers and no key', async ({
  page,
  connect,
  mock,
}) => {
  await connect('full');
  const instances = new Map(
    (await items<Instance>(mock, '/instances')).map((instance) => [instance.id, instance]),
  );
  const { vpc, dialog } = await openOnVpcPage(page, mock);
  const members = vpc.instanceIds.map((id) => instances.get(id)!.name);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download recreate.sh' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recreate.sh');
  const script = await readFile((await download.path())!, 'utf8');
  expect(script).toMatch(/^#!\/usr\/bin\/env bash/);
  expect(script).toBe(await dialog.getByLabel('bash script').textContent());
  const data = embedded(script);
  // A member whose name the service would refuse (the seed's "><script>…) is sent under the name
  // the dialog offers; the original stays beside it, and the VPC's members follow.
  expect(data.servers.map((server) => server.was ?? server.name).sort()).toEqual(
    [...members].sort(),
  );
  const sent = new Map(data.servers.map((server) => [server.was ?? server.name, server.name]));
  expect(data.vpcs).toMatchObject([
    { name: vpc.name, members: members.map((member) => sent.get(member)) },
  ]);
  for (const server of data.servers)
    expect(server.name).toMatch(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/);
  const renamed = data.servers.filter((server) => server.was !== undefined);
  expect(renamed.length).toBeGreaterThan(0);
  const notice = dialog.getByRole('status').filter({ hasText: 'Not recreated as it is' });
  for (const server of renamed)
    await expect(notice).toContainText(`Server ${server.was} is created as ${server.name}.`);
  expect(script).toContain('CLOUD_API_KEY');
  expect(script).not.toContain(mock.keys.full);

  await dialog.getByRole('tab', { name: 'Python' }).click();
  const python = (await dialog.getByLabel('Python script').textContent())!;
  expect(python).toMatch(/^#!\/usr\/bin\/env python3/);
  expect(embedded(python)).toEqual(data);
  expect(python).not.toContain(mock.keys.full);
  // Writing it sends nothing.
  expect((await mock.requests()).filter((request) => request.method !== 'GET')).toHaveLength(0);
});

// Screenshots to look at (test-results), and the dialog within the screen at each width.
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`the recreate dialog at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme });

      test('fits the screen; the script scrolls inside it; Close, in view, leaves it', async ({
        page,
        connect,
        mock,
      }, testInfo) => {
        await connect('full');
        const { dialog } = await openOnVpcPage(page, mock);
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await screenshotToRead(page, testInfo.outputPath(`recreate-${width}-${colorScheme}.png`));
        // The list of what the script sends differently is part of the dialog: axe-clean with it.
        await expect(dialog.getByText('Not recreated as it is')).toBeVisible();
        expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
        await dialog.getByRole('tab', { name: 'Python' }).click();
        await screenshotToRead(
          page,
          testInfo.outputPath(`recreate-${width}-${colorScheme}-python.png`),
        );
        // A phone has no Escape key: the way out is a button on the screen.
        const close = dialog.getByRole('button', { name: 'Close', exact: true });
        await expect(close).toBeInViewport();
        await close.click();
        await expect(dialog).toHaveCount(0);
      });
    });
  }
}
