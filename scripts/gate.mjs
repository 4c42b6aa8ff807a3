#!/usr/bin/env node
/**
 * `npm test`: the whole gate, what is slow side by side (docs/contributing.md, "The gate").
 *
 * Phases run one after the other; inside a phase its lanes run at once, each lane's steps in order
 * (npm scripts of package.json). A phase with a failed step ends the gate after its other lanes
 * finish, so one run reports every failure of that phase. Each line of output is prefixed with its
 * lane; the end prints each step's time, then why each failed step failed (the lines that name a
 * failure and its first words), because a CI log is often read from its tail only.
 *
 * The checks, the builds and Vitest run side by side; then the Playwright suite (spread over
 * workers) with the Firefox tour beside it.
 */
import { spawn } from 'node:child_process';

/** @type {Array<Array<{ lane: string; steps: string[] }>>} */
const PHASES = [
  [{ lane: 'browsers', steps: ['browsers'] }],
  // The checks, the builds and Vitest side by side: each check and build is mostly one core, and
  // Vitest fills what they leave (on two cores 4.9 min together, against 2.3 then 3.8 one after
  // the other). Never beside the browser suite: there Vitest took 31 min instead of 2, and timed
  // tests of both failed for want of time.
  [
    { lane: 'lint', steps: ['lint'] },
    { lane: 'types', steps: ['typecheck', 'api:lint', 'api:fresh'] },
    { lane: 'build', steps: ['build', 'build:demo', 'check:bundle'] },
    { lane: 'unit', steps: ['test:unit'] },
  ],
  // The Firefox checks beside the Playwright suite (each has its own ports: e2e/ports.ts): their
  // waits for pages and servers overlap the suite's instead of adding to the gate's time.
  [
    { lane: 'e2e', steps: ['test:e2e'] },
    { lane: 'firefox', steps: ['test:firefox'] },
  ],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @type {Array<{ lane: string; step: string; seconds: number; ok: boolean }>} */
const times = [];
const running = new Set();

/**
 * The lines of a step's output that say what failed: a Playwright failure's heading ("  1) [chromium]
 * › e2e/…") with its Error, Locator, Expected and Received lines; the Firefox scripts' FAIL lines
 * with their problems ("       - …"); each runner's count of failures; Prettier's files out of
 * format ("[warn] path"), ESLint's files and errors ("/path/file.ts", "  12:3  error …"), knip's
 * findings ("Unused files (1)" and the paths under it). The first 14 of each step
 * are kept for the summary at the end.
 */
const FAILURE =
  /^\s+\d+\) \[|^\s*FAIL\b|^ {7}- |^\s*(\w*Error:|Expected|Received|Locator:)|(^|\s)\d+ (\S+ )?failed\b|exceeded|^\[warn\]|^\s*\d+:\d+\s+error\b|^\/\S+\.\w+$|^Unused |^[\w./-]+\.\w+$/;
/** @type {Map<string, string[]>} */
const failureLines = new Map();
/**
 * Playwright's tests that failed and then passed on their retry (under CI, playwright.config.ts):
 * the lines under its "  2 flaky" heading ("    [chromium] › e2e/…"), printed at the end even when
 * the step passed, so a flaky test is seen and fixed rather than retried for ever.
 * @type {Map<string, string[]>}
 */
const flakyLines = new Map();
/** @type {Set<string>} the steps whose output is inside a "flaky" list */
const inFlakyList = new Set();

function remember(step, raw) {
  // Some tools colour their output even when asked not to (Prettier's "[warn]").
  // eslint-disable-next-line no-control-regex -- the escape that starts a colour is the point
  const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
  const kept = failureLines.get(step) ?? [];
  if (kept.length < 14 && FAILURE.test(line)) kept.push(line.trim().slice(0, 220));
  failureLines.set(step, kept);
  if (/^ {2}\d+ flaky$/.test(line)) return void inFlakyList.add(step);
  if (!inFlakyList.has(step)) return;
  if (!/^ {4}\S.* › /.test(line)) return void inFlakyList.delete(step);
  flakyLines.set(step, [...(flakyLines.get(step) ?? []), line.trim().replace(/ ─+$/, '')]);
}

function prefixed(lane, step, stream, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      remember(step, line);
      out.write(`[${lane}] ${line}\n`);
    }
  });
  stream.on('end', () => {
    if (!rest) return;
    remember(step, rest);
    out.write(`[${lane}] ${rest}\n`);
  });
}

function runStep(lane, step) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`[${lane}] ==> npm run ${step}\n`);
    const child = spawn(npm, ['run', '--silent', step], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Screenshots to look at (e2e/screenshots.ts) are left out: nobody opens them here.
      env: { E2E_SCREENSHOTS: '0', ...process.env, FORCE_COLOR: '0' },
    });
    running.add(child);
    prefixed(lane, step, child.stdout, process.stdout);
    prefixed(lane, step, child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      running.delete(child);
      const ok = code === 0;
      const seconds = (Date.now() - started) / 1000;
      times.push({ lane, step, seconds, ok });
      process.stdout.write(
        `[${lane}] <== ${step} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s\n`,
      );
      resolve(ok);
    });
  });
}

async function runLane({ lane, steps }) {
  for (const step of steps) if (!(await runStep(lane, step))) return false;
  return true;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

const started = Date.now();
let passed = true;
for (const phase of PHASES) {
  const results = await Promise.all(phase.map(runLane));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}

console.log('\nThe gate, step by step:');
for (const { lane, step, seconds, ok } of times)
  console.log(
    `  ${ok ? 'ok    ' : 'FAILED'} ${lane.padEnd(9)} ${step.padEnd(14)} ${(seconds / 60).toFixed(1).padStart(5)} min`,
  );
console.log(
  `  ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
for (const [step, lines] of flakyLines) {
  console.log(`\nFailed once, then passed on the retry, in ${step} (flaky: to be fixed):`);
  for (const line of lines) console.log(`  ${line}`);
}
for (const { step, ok } of times) {
  if (ok) continue;
  console.log(`\nWhy ${step} failed:`);
  for (const line of failureLines.get(step) ?? []) console.log(`  ${line}`);
}
process.exit(passed ? 0 : 1);
