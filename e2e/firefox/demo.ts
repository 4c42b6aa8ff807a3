// The demo build in Firefox ESR (`npm run test:firefox`, after the page tour): a presenter's
// low-balance story from a scenario link (the demo clock moves the page's Date and the in-page
// service together, which only a real browser proves), then the tour by keyboard. One line per
// check; exits 1 if any fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { named } from './find';
import { programPath } from '../../scripts/ensure-browsers.mjs';
import { FIREFOX_DEMO_PORT } from '../ports';

const WAIT_MS = 15_000;
const base = `http://127.0.0.1:${FIREFOX_DEMO_PORT}`;

const text = (page: Page) => page.$eval('body', (body) => (body as HTMLElement).innerText);

async function waitForText(page: Page, pattern: RegExp): Promise<void> {
  await page
    .waitForFunction(
      (source) => new RegExp(source).test(document.body.innerText),
      { timeout: WAIT_MS },
      pattern.source,
    )
    .catch((error: unknown) => {
      // Which text never came: the timeout's own message does not say.
      throw new Error(`${pattern} not on the page: ${(error as Error).message}`);
    });
}

/**
 * Clicks the button named `name`. A button drawn anew between finding and clicking it (the connect
 * page as it opens) is found again: Puppeteer refuses the old node before it sends the click.
 */
async function press(page: Page, name: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const button = await named(page, 'button', name, WAIT_MS);
    try {
      return await button.click();
    } catch (error) {
      const stale = /not clickable or not an Element|detached/.test((error as Error).message);
      if (!stale || Date.now() > deadline) throw error;
    }
  }
}

/** The low-balance story: usage by the hour, the lock at zero, funds from the account holder, connected again. */
async function lowBalance(page: Page): Promise<void> {
  await page.goto(`${base}/?demo-scenario=low-balance&demo-as=full&demo-page=/wallet`);
  await named(page, 'heading', 'Wallet', WAIT_MS);
  const address = await page.evaluate(() => location.href);
  if (address.includes('demo-'))
    throw new Error(`the link's parameters stayed in the address: ${address}`);
  await press(page, 'Move the demo clock 1 hour ahead');
  await waitForText(page, /1 h ahead/);
  await waitForText(page, /Compute: running servers, \d\d:00–\d\d:59 UTC/);
  await press(page, 'Move the demo clock 1 day ahead');
  await page.waitForFunction(
    () => location.pathname === '/connect' && location.search.includes('invalid_token'),
    { timeout: WAIT_MS },
  );
  await press(page, 'Add $100 as the account holder');
  await waitForText(page, /Added \$100: the account’s keys work again/);
  await press(page, 'Use the full key (read and write)');
  await press(page, 'Connect');
  await named(page, 'heading', 'Wallet', WAIT_MS);
  await waitForText(page, /Funds added in the console/);
}

/** The tour from the keyboard: Enter opens it, focus on Next, Enter moves a step and a page, Escape closes. */
async function tourByKeyboard(page: Page): Promise<void> {
  await page.goto(`${base}/?demo-scenario=healthy&demo-as=full&demo-page=/`);
  await named(page, 'heading', 'Overview', WAIT_MS);
  const tour = await named(page, 'button', 'Tour');
  await tour.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="tour"]', { visible: true, timeout: WAIT_MS });
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () =>
      location.pathname === '/instances' &&
      /step 2 of/.test(document.querySelector('[data-testid="tour"]')?.textContent ?? ''),
    { timeout: WAIT_MS },
  );
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  if (focused !== 'Next') throw new Error(`focus left the tour: on "${focused}"`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="tour"]', { hidden: true, timeout: WAIT_MS });
  if (!(await text(page)).includes('Instances')) throw new Error('the page under the tour is gone');
}

/**
 * The fleet of 10,000 servers in German on a phone: the whole list counted in German digits, the
 * rows within the screen's width, the filter in the browser down to one server.
 */
async function fleetInGermanOnAPhone(page: Page): Promise<void> {
  // The language is a stored preference of this address: stored first, then the scenario's link.
  await page.goto(`${base}/connect`);
  await page.evaluate(() => {
    const key = 'cloud-console.preferences';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, language: 'de' }));
  });
  await page.goto(`${base}/?demo-scenario=fleet&demo-as=full&demo-page=/instances`);
  await named(page, 'heading', 'Server', WAIT_MS);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'de') throw new Error(`the page speaks ${lang}`);
  const rowCount = (wanted: string) =>
    page
      .waitForFunction(
        (count) => document.querySelector('table[aria-rowcount]')?.ariaRowCount === count,
        { timeout: 30_000 },
        wanted,
      )
      .catch(async () => {
        const shown = await page.evaluate(
          () => document.querySelector('table[aria-rowcount]')?.ariaRowCount,
        );
        throw new Error(`the table counts ${shown} rows, not ${wanted}`);
      });
  await rowCount('10001');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 390) throw new Error(`the page is ${width} px wide on a 390 px screen`);
  await (await named(page, 'field', 'Server filtern', WAIT_MS)).type('mail-us-9996');
  await rowCount('2');
  // German digits: a dot groups the thousands.
  await waitForText(page, /1 von 10\.000 Server passen/);
}

async function main(): Promise<void> {
  if (!existsSync(join('dist-demo', 'index.html')))
    throw new Error('no demo build in dist-demo/: run npm run build:demo first.');
  const firefox = programPath('firefox');
  if (!firefox)
    throw new Error('Firefox ESR is missing: node scripts/ensure-browsers.mjs installs it.');
  const server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--mode',
      'demo',
      '--outDir',
      'dist-demo',
      '--port',
      String(FIREFOX_DEMO_PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  let failed = 0;
  // Firefox ESR takes a viewport at launch only (no screen-orientation override): one browser at
  // a desktop's width, one at a phone's.
  const phone = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    defaultViewport: { width: 390, height: 844 },
  });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`${base}/`).then(
        () => true,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 200));
    for (const [name, check, on] of [
      ['demo: low balance, the lock and funds', lowBalance, browser],
      ['demo: the tour by keyboard', tourByKeyboard, browser],
      ['demo: 10,000 servers in German on a phone', fleetInGermanOnAPhone, phone],
    ] as const) {
      const page = await on.newPage();
      const started = Date.now();
      const problem = await check(page).then(
        () => null,
        async (error: unknown) => {
          await page.screenshot({ path: '/tmp/ff-demo-fail.png' }).catch(() => undefined);
          const at = await page.evaluate(() => location.href).catch(() => page.url());
          // The page's own content: the demo banner above it reads the same on every page.
          const shown = await page
            .evaluate(() => (document.querySelector('main') ?? document.body).innerText)
            .then((all) => all.slice(0, 300).replace(/\s+/g, ' '))
            .catch(() => '');
          return `${(error as Error).message} (at ${at}: "${shown}…")`;
        },
      );
      console.log(
        `${problem ? 'FAIL' : 'ok  '} ${name.padEnd(44)} ${((Date.now() - started) / 1000).toFixed(1).padStart(4)} s`,
      );
      if (problem) console.log(`       - ${problem}`);
      failed += problem ? 1 : 0;
      await page.close();
    }
  } finally {
    await browser.close();
    await phone.close();
    server.kill();
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
