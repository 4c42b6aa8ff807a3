// The fair share under a steady load (deploy/team/README.md, "A fair share"): one person sends 90
// reads at once from a script (grace, with her session cookie), and a colleague (ada) keeps reading
// at a steady pace for 90 s. The figure is the colleague's wait for each read (send to last byte):
// median and worst, per pace. Every read is one the shared copy cannot answer (each its own offset),
// so each goes through both lines to the service. A fresh stack for each run: nothing waits in any
// line when it starts.
//   node bench/team-fair-share.mjs [--before] [--seconds 90] [--paces six-every-12s,one-every-2s]
// --before renders the person's line as it was before the fair share was narrowed (60 a minute, 16
// at once, 60 waiting), for a before/after on the same machine. Ports: 4956 to 4959 and 8956 (+ 10 ×
// BENCH_PORT_OFFSET), beside bench/run.mjs's. DIST_DIR picks the build (default dist/).
import { chromium } from '@playwright/test';
import { Agent, get } from 'node:http';
import { existsSync } from 'node:fs';
import { startTeamStack } from '../scripts/team/stack.mjs';
import { PEOPLE } from '../scripts/team/people.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const before = args.includes('--before');
const seconds = Number(flag('seconds', 90));
/** A colleague's paces: reads at once, every so many ms. */
const PACES = {
  // Within a person's share (30 a minute): a page of six reads every 12 s, one read every 2 s.
  'six-every-12s': { size: 6, everyMs: 12_000 },
  'one-every-2s': { size: 1, everyMs: 2_000 },
  // The audit's paces, above a person's share (72 and 60 a minute): the colleague's own line holds them.
  'six-every-5s': { size: 6, everyMs: 5_000 },
  'one-every-1s': { size: 1, everyMs: 1_000 },
};
const paces = flag('paces', Object.keys(PACES).join(',')).split(',');
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) * 10;
const ports = {
  frontPort: 4956 + offset,
  nginxPort: 4957 + offset,
  providerPort: 4958 + offset,
  mockPort: 8956 + offset,
};
const PREVIOUS_SHARE = ['--person-per-min', '60', '--person-delay', '16', '--person-burst', '60'];
const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function cookieOf(browser, url, login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Example Corp sign-in' }).waitFor();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(PEOPLE.find((p) => p.login === login).password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
  const cookie = (await context.cookies())
    .filter((c) => c.name.startsWith('mod_auth_openidc_session'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  await context.close();
  return cookie;
}

/** One read through the front: its status and how long it took, in ms. */
function read(url, cookie, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - started) }),
      );
    }).on('error', () => resolve({ status: 0, ms: Math.round(performance.now() - started) }));
  });
}

async function runPace(browser, name) {
  const pace = PACES[name];
  const stack = await startTeamStack({
    ...ports,
    root: process.env.DIST_DIR ?? 'dist',
    renderArgs: before ? PREVIOUS_SHARE : [],
  });
  try {
    const burster = await cookieOf(browser, stack.url, 'grace');
    const colleague = await cookieOf(browser, stack.url, 'ada');
    // The sign-ins' reads leave the office's line (80 a minute) before the run.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const agent = new Agent({ keepAlive: true, maxSockets: 200 });
    const burst = [];
    for (let i = 0; i < 90; i += 1)
      burst.push(read(`${stack.publicUrl}/api/v1/instances?limit=9999&burst=${i}`, burster, agent));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const reads = [];
    let n = 0;
    const started = Date.now();
    while (Date.now() - started < seconds * 1000) {
      const at = Date.now();
      for (let k = 0; k < pace.size; k += 1) {
        n += 1;
        reads.push(
          read(`${stack.publicUrl}/api/v1/tickets?offset=${n}`, colleague, agent).then((r) => ({
            ...r,
            atSeconds: Math.round((at - started) / 100) / 10,
          })),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pace.everyMs - (Date.now() - at)));
    }
    const answers = await Promise.all(reads);
    const burstAnswers = await Promise.all(burst);
    agent.destroy();
    const waits = answers.map((a) => a.ms).sort((a, b) => a - b);
    const late = answers.filter((a) => a.ms > 1000);
    return {
      pace: name,
      reads: answers.length,
      failed: answers.filter((a) => a.status !== 200).length,
      medianMs: waits[Math.floor((waits.length - 1) / 2)],
      worstMs: waits.at(-1),
      overOneSecond: late.length,
      lastLateAtSeconds: late.at(-1)?.atSeconds ?? null,
      burst: burstAnswers.reduce(
        (count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }),
        {},
      ),
    };
  } finally {
    stack.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const browser = await chromium.launch({ executablePath: chromePath });
try {
  for (const name of paces) {
    const r = await runPace(browser, name);
    console.log(
      `${before ? 'before' : 'now'} ${r.pace}: ${r.reads} reads, median ${r.medianMs} ms, worst ${r.worstMs} ms, ${r.overOneSecond} over 1 s (last sent at ${r.lastLateAtSeconds} s), ${r.failed} not 200; the burst: ${JSON.stringify(r.burst)}`,
    );
  }
} finally {
  await browser.close();
}
