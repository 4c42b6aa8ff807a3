// Lighthouse performance of the signed-in overview, desktop and mobile presets, median of N runs,
// in Debian Chromium. The session is put in localStorage first ("remember on this device") and
// Lighthouse is told not to reset storage, so it measures the page a returning user sees.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runLighthouse({ webUrl, token, runs = 3, chromePath }) {
  const results = {};
  for (const preset of ['desktop', 'mobile']) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      try {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0].newPage();
        await page.goto(`${webUrl}/connect`);
        await page.evaluate((value) => localStorage.setItem('cc.session', value), JSON.stringify({ token, baseUrl: '/api/v1', remember: true }));
        await page.close();
        await browser.close().catch(() => {});
        const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
        const { lhr } = await lighthouse(`${webUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, config);
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    results[preset] = {
      score: median(samples.map((s) => s.score)),
      fcpMs: Math.round(median(samples.map((s) => s.fcp))),
      lcpMs: Math.round(median(samples.map((s) => s.lcp))),
      tbtMs: Math.round(median(samples.map((s) => s.tbt))),
      runs: samples.length,
    };
  }
  return results;
}
