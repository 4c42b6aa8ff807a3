// Real browsing against the mock's default limits (100 a minute for the whole address): every page
// loaded twice by full reload (the reload storm), and three people doing that at once on one address.
import { connect, TOUR } from './tour.mjs';

async function log(mockUrl) {
  return (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.filter((r) => r.path.startsWith('/api/v1/'));
}

/** Loads every page twice by full reload; resolves with the slowest page. */
async function twice(page, webUrl) {
  const slowest = { path: '', ms: 0 };
  for (let pass = 0; pass < 2; pass += 1) {
    for (const path of TOUR) {
      const started = Date.now();
      await page.goto(`${webUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
      await page.getByRole('main').getByText(/Loading…/).first().waitFor({ state: 'detached', timeout: 120_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      const ms = Date.now() - started;
      if (ms > slowest.ms) Object.assign(slowest, { path, ms });
    }
  }
  return slowest;
}

async function person(browser, webUrl, token) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await connect(page, webUrl, token);
  return page;
}

async function measure(browser, { webUrl, mockUrl, token }, people) {
  await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' });
  const pages = [];
  for (let i = 0; i < people; i += 1) pages.push(await person(browser, webUrl, token));
  await fetch(`${mockUrl}/__mock/requests`, { method: 'DELETE' });
  const started = Date.now();
  const slowest = (await Promise.all(pages.map((page) => twice(page, webUrl)))).sort((a, b) => b.ms - a.ms)[0];
  const seconds = Math.round((Date.now() - started) / 1000);
  const requests = await log(mockUrl);
  await Promise.all(pages.map((page) => page.context().close()));
  return { loads: pages.length * TOUR.length * 2, requests: requests.length, rateLimited: requests.filter((r) => r.status === 429).length, slowest, seconds };
}

export const runReloadStorm = (browser, stack) => measure(browser, stack, 1);
export const runThreePeople = (browser, stack) => measure(browser, stack, 3);
