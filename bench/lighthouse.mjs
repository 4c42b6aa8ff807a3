// Lighthouse performance (score, FCP, LCP, TBT, CLS) of signed-in pages, desktop and mobile presets,
// warm and cold cache, median of N runs, in Debian Chromium. The browser signs in first through the
// connect page with "Remember on this device", as a person does (the key and the identity it was
// checked for are kept in localStorage), and Lighthouse is told not to reset storage, so it measures
// the page a returning user sees. Warm: the page was opened once before, so its files are in the
// HTTP cache. Cold: the HTTP cache is emptied right before the run (the session stays).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The console's sign-in, as a person does it. */
export function consoleSignIn(webUrl, token) {
  return async (page) => {
    await page.goto(`${webUrl}/connect`);
    await page.getByLabel('API key').fill(token);
    await page.getByLabel('Remember on this device').check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
  };
}

/** Signs the browser in, then warms or empties the HTTP cache for `url`. */
async function prepare(port, signIn, url, cache) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signIn(page);
    if (cache === 'warm') {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    } else {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

async function once({ url, signIn, chromePath, preset, cache }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    await prepare(chrome.port, signIn, url, cache);
    const config =
      preset === 'desktop'
        ? (await import('lighthouse/core/config/desktop-config.js')).default
        : undefined;
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      config,
    );
    // BENCH_LHR_DIR: keeps each full report (long tasks, bootup time, requests) to find a figure's cause.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${cache}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * pages: [{ name, path }], each page of the console at `webUrl`, or [{ name, path, url, signIn }]
 * for another app (the fixed stack's floor) with its own sign-in. Returns { [name]: { [preset]: { [cache]: medians } } }. Runs are
 * interleaved (each round visits every combination once) so a busy moment on the machine spreads
 * over all figures instead of spoiling one.
 */
export async function runLighthouse({
  webUrl,
  token,
  pages,
  runs = 3,
  chromePath,
  presets = ['mobile', 'desktop'],
  caches = ['warm', 'cold'],
}) {
  const samples = new Map();
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      for (const preset of presets) {
        for (const cache of caches) {
          const key = `${page.name}|${preset}|${cache}`;
          const url = page.url ?? `${webUrl}${page.path}`;
          const sample = await once({
            url,
            signIn: page.signIn ?? consoleSignIn(webUrl, token),
            chromePath,
            preset,
            cache,
          });
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
    }
  }
  const results = {};
  for (const [key, list] of samples) {
    const [name, preset, cache] = key.split('|');
    results[name] ??= { path: pages.find((p) => p.name === name).path };
    results[name][preset] ??= {};
    results[name][preset][cache] = {
      score: median(list.map((s) => s.score)),
      fcpMs: Math.round(median(list.map((s) => s.fcp))),
      lcpMs: Math.round(median(list.map((s) => s.lcp))),
      tbtMs: Math.round(median(list.map((s) => s.tbt))),
      cls: Math.round(median(list.map((s) => s.cls)) * 1000) / 1000,
      scores: list.map((s) => s.score),
      runs: list.length,
    };
  }
  return results;
}
