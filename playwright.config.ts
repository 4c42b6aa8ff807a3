import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import {
  DEMO_PORT,
  MOCK_BASE_PORT,
  NGINX_BASE_PORT,
  NGINX_TLS_BASE_PORT,
  PRISM_WEB_PORT,
  TEAM_FRONT_PORT,
  TEAM_MOCK_PORT,
  TEAM_NGINX_PORT,
  TEAM_PROVIDER_PORT,
  WEB_BASE_PORT,
} from './e2e/ports';
import { cpus } from 'node:os';
import { programPath } from './scripts/ensure-browsers.mjs';

/**
 * Each worker gets its own mock API and its own preview server of the built console, so tests
 * that reset or change the mock's state never disturb a test in another worker. One more worker
 * than cores: a test waits on its servers and the browser's timers for part of its time (two
 * files on two cores: 2.4 min with two workers, 1.9 min with three; the whole suite 24.2 min with
 * two).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? cpus().length + 1));

// Debian's Chromium and its headless shell (CHROMIUM_PATH and CHROMIUM_SHELL_PATH override); `npm
// test` installs them first or says how. Tests run in the shell, as Playwright runs its own headless
// tests (15 % less CPU on a CPU-bound gate); the shell's renderer crashes in a tab opened by
// Ctrl-click, so tests tagged @new-tab run in the full browser (project chromium-new-tab).
const chromium = programPath('chromium');
const chromiumShell = programPath('chromiumShell');
const NEW_TAB = /@new-tab/;
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type WebServer =
  NonNullable<PlaywrightTestConfig['webServer']> extends infer W
    ? W extends Array<infer E>
      ? E
      : W
    : never;

// The nginx project needs Debian nginx; E2E_NGINX=0 skips it (for example on a laptop without it).
const withNginx = process.env.E2E_NGINX !== '0';
// The team project (a real OpenID sign-in through Apache's mod_auth_openidc and nginx, deploy/team/)
// needs Apache and nginx from Debian; E2E_TEAM=0 skips it.
const withTeam = process.env.E2E_TEAM !== '0';
// The demo project serves dist-demo (npm run build:demo; DIST_DEMO_DIR names another) with no mock process; `npm test` sets E2E_DEMO=1.
const withDemo = process.env.E2E_DEMO === '1';
// The prism project tours every page against Stoplight Prism's random answers from our document; it
// starts Prism and its own server of the build itself (e2e/prism/stack.ts). E2E_PRISM=0 skips it.
const withPrism = process.env.E2E_PRISM !== '0';

const servers: WebServer[] = Array.from({ length: workers }, (_, index): WebServer[] => [
  {
    command: 'node node_modules/tsx/dist/cli.mjs mock/server.ts',
    env: {
      MOCK_PORT: String(MOCK_BASE_PORT + index),
      MOCK_PROVISION_MS: '2500',
      MOCK_SUPPORT_REPLY_MS: '1500',
    },
    url: `http://127.0.0.1:${MOCK_BASE_PORT + index}/__mock/keys`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    timeout: 60_000,
  },
  {
    command: `node node_modules/vite/bin/vite.js preview --port ${WEB_BASE_PORT + index} --strictPort --outDir ${process.env.DIST_DIR ?? 'dist'}`,
    env: { MOCK_PORT: String(MOCK_BASE_PORT + index), PORT: String(WEB_BASE_PORT + index) },
    url: `http://127.0.0.1:${WEB_BASE_PORT + index}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  ...(withNginx
    ? [
        {
          command: `node e2e/nginx/serve.mjs ${NGINX_BASE_PORT + index} ${MOCK_BASE_PORT + index} ${NGINX_TLS_BASE_PORT + index}`,
          url: `http://127.0.0.1:${NGINX_BASE_PORT + index}/`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ]
    : []),
]).flat();

export default defineConfig({
  testDir: 'e2e',
  // Separate output per port offset, so side-by-side runs never delete each other's traces.
  outputDir: process.env.E2E_PORT_OFFSET
    ? `test-results-${process.env.E2E_PORT_OFFSET}`
    : 'test-results',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  // Under CI a failed test runs once more, and a test that passes only then is reported as flaky
  // (the gate's summary lists it, scripts/gate.mjs): on two shared cores, one timing miss in
  // 375 browser tests kept two submissions in a row from landing. Run by hand, a failure is a
  // failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // No trace by default: recording one for every test (and keeping it only for a failure) made
    // the suite a quarter slower on two cores (two files: 3.2 min with it, 2.4 min without), and
    // CI prints the failures' messages, not their traces. To look at one here:
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumShell, args: CHROMIUM_ARGS },
  },
  projects: [
    // The team files first: they run one at a time (below) and wait on their stacks (a sign-in at
    // the provider, a replica stopped and started), so they start beside the other projects instead
    // of after them. Playwright hands out files in the order of their projects, skipping a project
    // at its worker limit; last, the team chain was the gate's tail (4 to 6 min on one worker).
    ...(withTeam
      ? [
          {
            name: 'team',
            testMatch: /team\/.*\.spec\.ts/,
            // One file at a time: the team stack's files share one front, one provider's people and
            // one office budget. Side by side (live.spec beside team.spec), one file's reads and
            // group changes slowed the other's waits past their limits (offboarding: 150 s).
            workers: 1,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `https://127.0.0.1:${TEAM_FRONT_PORT}`,
              ignoreHTTPSErrors: true,
            },
          },
        ]
      : []),
    {
      name: 'chromium',
      testIgnore: /nginx\/|demo\/|team\/|prism\//,
      grepInvert: NEW_TAB,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium-new-tab',
      testIgnore: /nginx\/|demo\/|team\/|prism\//,
      grep: NEW_TAB,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
      },
    },
    ...(withNginx
      ? [{ name: 'nginx', testMatch: /nginx\/.*\.spec\.ts/, use: { ...devices['Desktop Chrome'] } }]
      : []),
    ...(withPrism
      ? [
          {
            name: 'prism',
            testMatch: /prism\/.*\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PRISM_WEB_PORT}` },
          },
        ]
      : []),
    ...(withDemo
      ? [
          {
            name: 'demo',
            testMatch: /demo\/.*\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${DEMO_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    ...servers,
    ...(withTeam
      ? [
          {
            command: `node e2e/team/serve.mjs ${TEAM_FRONT_PORT} ${TEAM_NGINX_PORT} ${TEAM_PROVIDER_PORT} ${TEAM_MOCK_PORT}`,
            // Unprotected: answers once the front, nginx and the console's files are all there.
            url: `https://127.0.0.1:${TEAM_FRONT_PORT}/auth/signed-out.html`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: false,
            timeout: 90_000,
          },
        ]
      : []),
    ...(withDemo
      ? [
          {
            // A plain static server: its /api proxy points at a closed port, so any request that
            // escaped the in-browser mock would fail the demo tests.
            command: `node node_modules/vite/bin/vite.js preview --mode demo --outDir ${process.env.DIST_DEMO_DIR ?? 'dist-demo'} --port ${DEMO_PORT} --strictPort`,
            env: { MOCK_PORT: '9' },
            url: `http://127.0.0.1:${DEMO_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
