import type { Page } from '@playwright/test';

/**
 * The write receipts the team proxy signs on the page's answers (`X-Console-Write-Receipt`,
 * deploy/team/live.js), in the order they come: what the console hands in to announce a write.
 */
export function writeReceipts(page: Page): string[] {
  const receipts: string[] = [];
  page.on('response', (response) => {
    const receipt = response.headers()['x-console-write-receipt'];
    if (receipt) receipts.push(receipt);
  });
  return receipts;
}
