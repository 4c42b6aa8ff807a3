// The frame of a Firefox script served by the console's build (the tour, the drift tour): the build
// and Firefox ESR present, the ports free, the mock and vite preview started with rate limits off
// (a tour reloads pages faster than any person would), Firefox launched at 1280 px, everything
// stopped after, and the exit code from how many checks failed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startStack, type Stack } from '../../bench/servers.mjs';
import { programPath } from '../../scripts/ensure-browsers.mjs';
import { FIREFOX_MOCK_PORT, FIREFOX_WEB_PORT } from '../ports';

export async function runFirefoxScript(script: {
  /** "Firefox tour": the start of every line it prints of its own. */
  name: string;
  /** What the first line says after the name (Firefox's version is given). */
  intro: (version: string, stack: Stack) => string;
  /** Runs the checks; returns how many failed. */
  run: (browser: Browser, stack: Stack) => Promise<number>;
  /** What failed, in the last line ("3 page(s) failed"). */
  failures: (failed: number) => string;
}): Promise<void> {
  const stop = (message: string): never => {
    console.error(`${script.name}: ${message}`);
    process.exit(1);
  };
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) stop(`no build in ${dist}/: run npm run build first.`);
  const firefox = programPath('firefox');
  if (!firefox)
    stop(
      'Firefox ESR is missing: node scripts/ensure-browsers.mjs installs it or names the command.',
    );
  const started = Date.now();
  // A port already in use stops it (startStack), before anything is measured on someone else's.
  const stack = await startStack({
    mockPort: FIREFOX_MOCK_PORT,
    webPort: FIREFOX_WEB_PORT,
    rateLimits: false,
  }).catch((error: unknown) => stop((error as Error).message));
  let browser: Browser | undefined;
  let failed = 1;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefox,
      headless: true,
      defaultViewport: { width: 1280, height: 900 },
    });
    console.log(`${script.name}: ${script.intro(await browser.version(), stack)}`);
    failed = await script.run(browser, stack);
  } finally {
    await browser?.close();
    stack.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    failed === 0
      ? `${script.name} passed in ${seconds} s.`
      : `${script.name}: ${script.failures(failed)} (${seconds} s).`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}
