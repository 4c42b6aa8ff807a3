import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { fillDeployAndReview } from '../deploy-form';

/** Strings only the mock's code holds; their absence proves the live build has no mock in it. */
const MOCK_MARKERS = ['__mock/reset', 'Dormant Labs'];

function bundleText(dir: string): string {
  return readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, 'assets', file), 'utf8'))
    .join('\n');
}

test('the live build contains no mock code; the demo build does', () => {
  const live = bundleText('dist');
  for (const marker of MOCK_MARKERS) expect(live).not.toContain(marker);
  const demo = bundleText('dist-demo');
  for (const marker of MOCK_MARKERS) expect(demo).toContain(marker);
});

test('the demo runs with no mock process: banner, demo keys, data, reset, and no request leaves the page', async ({
  page,
  baseURL,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) || url.includes('/api/')) apiRequests.push(url);
  });
  await page.goto('/connect');
  await expect(page.getByRole('heading', { name: 'Demo keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Use the full key (read and write)' }).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Demo data');
  await page.goto('/instances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo' }).click();
  await expect(page.getByRole('button', { name: 'Reset demo' })).toBeEnabled();
  // The page's API calls were answered inside the browser: none went over the network.
  expect(apiRequests).toEqual([]);
});

test('the demo keeps its session and what a person did across reloads and new tabs, until Reset demo', async ({
  page,
  context,
}) => {
  await page.goto('/connect');
  await page.getByRole('button', { name: 'Use the full key (read and write)' }).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await fillDeployAndReview(page, 'demo-kept-1');
  await page.getByRole('button', { name: /Deploy server for/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'demo-kept-1' })).toBeVisible();
  const detail = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'demo-kept-1' })).toBeVisible();
  const other = await context.newPage();
  // A link pasted into a new tab: the session and the server are both there.
  await other.goto(detail);
  await expect(other.getByRole('heading', { level: 1, name: 'demo-kept-1' })).toBeVisible();
  // No token is kept for the demo's state: the journal names keys by id.
  expect(await other.evaluate(() => localStorage.getItem('cc.demo.journal'))).not.toContain('ccs_');

  await other.getByRole('button', { name: 'Reset demo' }).click();
  await expect(other.getByRole('button', { name: 'Reset demo' })).toBeEnabled();
  // The first tab follows the reset on its own: it starts over on the same address, the server gone.
  await expect(page.getByRole('heading', { level: 1, name: 'demo-kept-1' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).toBe(detail);
});
