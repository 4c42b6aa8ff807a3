import { expect, type Page } from '@playwright/test';

/** Fills the deploy form with a valid Frankfurt / 2 vCPU / Ubuntu choice and opens the review. */
export async function fillDeployAndReview(page: Page, name: string) {
  await page.goto('/instances/deploy');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a server' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: /Frankfurt/ }).check();
  await page.getByRole('radio', { name: /Regular 2 vCPU \/ 4 GB/ }).check();
  await page.getByLabel('Operating system image').selectOption({ label: 'Ubuntu 24.04 LTS' });
  await page.getByRole('button', { name: 'Review deploy' }).click();
  await expect(page.getByText('This creates a real server and bills your wallet')).toBeVisible();
}
