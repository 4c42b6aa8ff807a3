// Requests per page's first view, the tour's peak requests per minute, 429s met, and peak JS heap.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The pages of the tour: the navigation's, in its order, as each feature declares them in its
 * src/features/<name>/pages.ts (`stops`; e2e/pages.gen.json holds them for node), less those the
 * feature leaves out of the bench (the API explorer: bench/explorer.mjs measures it).
 */
const PAGES = JSON.parse(readFileSync(new URL('../e2e/pages.gen.json', import.meta.url), 'utf8'));
export const TOUR = PAGES.stops
  .filter((stop) => PAGES.nav.some((item) => item.to === stop.path) && stop.bench !== false)
  .map((stop) => stop.path);

export async function launch(chromePath) {
  return chromium.launch({
    executablePath: chromePath,
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function connect(page, webUrl, token) {
  await page.goto(`${webUrl}/connect`);
  await page.getByLabel('API key').fill(token);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
}

async function heap(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

export async function runTour({ browser, webUrl, mockUrl, token }) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await connect(page, webUrl, token);
  const perPage = [];
  let peakHeap = await heap(cdp);
  await fetch(`${mockUrl}/__mock/requests`, { method: 'DELETE' });
  const tourStart = Date.now();
  for (const path of TOUR) {
    // A fresh tab per page: its first view, with nothing cached from the page before.
    const before = (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.length;
    await page.evaluate(() => sessionStorage.getItem('cc.session'));
    await page.goto(`${webUrl}${path}`);
    await page.waitForLoadState('networkidle');
    const after = (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.length;
    perPage.push({ path, requests: after - before });
    peakHeap = Math.max(peakHeap, await heap(cdp));
  }
  const log = (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items;
  const times = log.map((entry) => Date.parse(entry.at)).sort((a, b) => a - b);
  let peakPerMinute = 0;
  for (let i = 0, j = 0; i < times.length; i += 1) {
    while (times[i] - times[j] >= 60_000) j += 1;
    peakPerMinute = Math.max(peakPerMinute, i - j + 1);
  }
  await page.close();
  return {
    perPage,
    tourRequests: log.length,
    peakPerMinute,
    rateLimited: log.filter((entry) => entry.status === 429).length,
    tourSeconds: Math.round((Date.now() - tourStart) / 100) / 10,
    peakHeapMb: Math.round((peakHeap / 1048576) * 10) / 10,
  };
}

/** Time to first rows and to a filtered result on the instances page of a large account. */
export async function runLargeAccount({ browser, webUrl, token, filter }) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await connect(page, webUrl, token);
  const start = Date.now();
  await page.goto(`${webUrl}/instances`);
  await page.getByRole('row').nth(1).waitFor();
  const firstRowsMs = Date.now() - start;
  const search = page.getByRole('searchbox').first();
  // The table states its row count (aria-rowcount); the filtered result is in when it changes and
  // the first data row matches the filter.
  const before = await page.locator('table[aria-rowcount]').first().getAttribute('aria-rowcount');
  const filterStart = Date.now();
  await search.fill(filter);
  await page.waitForFunction(
    ([text, initial]) => {
      const table = document.querySelector('table[aria-rowcount]');
      const row = table?.querySelector('tbody tr[aria-rowindex="2"]');
      return (
        table &&
        table.getAttribute('aria-rowcount') !== initial &&
        row?.textContent?.toLowerCase().includes(text)
      );
    },
    [filter.toLowerCase(), before],
    { timeout: 60_000 },
  );
  const filteredMs = Date.now() - filterStart;
  const peak =
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')
      ?.value ?? 0;
  await page.close();
  return { firstRowsMs, filteredMs, peakHeapMb: Math.round((peak / 1048576) * 10) / 10 };
}
