// Team mode on two replicas (issue 51; deploy/team/README.md, "Two replicas"). The part
// `team-replicas` (BENCH_ONLY=team-replicas) starts scripts/team/stack.mjs with two replicas behind
// HAProxy, signs ten office people in through the balancer (a browser context each) and has each
// load the tour's pages one after another, over and over, while one of them deploys every 20 s, for
// BENCH_REPLICAS_MINUTES (default 5). Halfway, replica A stops (its nginx and front at once). It
// reports: the service's 429s, the most requests it saw in any 60 s (the office's budget is 100),
// the requests in all, the median and slowest page; then for the stop: writes lost (answered as
// done, not at the service), writes sent twice (two instances of one deploy), writes that failed
// for the person (and whether the service got them), people asked to sign in again (a request of
// theirs at the provider after the sign-in), and the seconds until every person's page answered again.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { OFFICE } from '../scripts/team/people.mjs';
import { startTeamStack } from '../scripts/team/stack.mjs';
import { loadOnce, serviceLog } from './real-browsing.mjs';
import { TOUR } from './tour.mjs';
import { signIn } from './team.mjs';

/** The most entries of the log that fall within any 60 s (the service's window). */
function busiestMinute(log) {
  const times = log.map((r) => Date.parse(r.at)).sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while (times[end] - times[start] >= 60_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** A deploy as the console sends it, with the person's cookie: its status, or the network error. */
function deploy(url, origin, cookie, name) {
  return new Promise((resolve) => {
    const req = (url.startsWith('https:') ? httpsRequest : httpRequest)(
      `${url}api/v1/instances`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        agent: false,
        headers: {
          Cookie: cookie,
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/json',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(
      JSON.stringify({ name, planId: 'vc2-1c-1gb', regionId: 'fra', osImageId: 'ubuntu-24.04' }),
    );
  });
}

/** One page of the tour by full load, timed as bench/real-browsing.mjs's tour times each. */
async function loadPage(page, url, path, runStarted) {
  const { started, ms } = await loadOnce(page, `${url}${path}`);
  return { path, ms, atSeconds: Math.round((started - runStarted) / 1000) };
}

/** Until `page` shows a page of the console again after the stop: seconds. */
async function secondsUntilAnswered(page, url) {
  const started = Date.now();
  for (;;) {
    try {
      await page.goto(`${url}instances`, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Instances' }).waitFor({ timeout: 30_000 });
      return Math.round((Date.now() - started) / 100) / 10;
    } catch {
      if (Date.now() - started > 180_000) return null;
    }
  }
}

export async function runTeamReplicas({ browser, ports, root, minutes }) {
  const stack = await startTeamStack({
    frontPort: ports.balancer,
    nginxPort: ports.replicas[0].nginxPort,
    providerPort: ports.providerPort,
    mockPort: ports.mockPort,
    replicas: ports.replicas,
    redisPort: ports.redisPort,
    root,
    // Plain HTTP on loopback, as bench/team.mjs (its sign-in helper's contexts expect no certificate).
    tls: false,
  });
  try {
    const providerPort = String(ports.providerPort);
    const people = [];
    for (const person of OFFICE) {
      const record = { login: person.login, signedIn: false, atProvider: 0 };
      const page = await signIn(browser, stack.url, person);
      record.signedIn = true;
      page.context().on('request', (request) => {
        if (new URL(request.url()).port === providerPort) record.atProvider += 1;
      });
      people.push({ page, record });
    }
    const origin = new URL(stack.url).origin;
    const writerCookie = (await people[0].page.context().cookies(origin))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    await fetch(`${stack.mockUrl}/__mock/reset`, { method: 'POST' });
    const started = Date.now();
    const half = (minutes * 60_000) / 2;
    const loads = [];
    const writes = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n += 1) {
        const name = `bench-replicas-${n}`;
        const at = Math.round((Date.now() - started) / 1000);
        writes.push({ name, at, status: await deploy(stack.url, origin, writerCookie, name) });
        await new Promise((resolve) => setTimeout(resolve, 20_000));
      }
    })();
    const browse = (until) =>
      Promise.all(
        people.map(async ({ page }) => {
          for (let n = 0; Date.now() < until; n += 1) {
            try {
              loads.push(
                await loadPage(page, stack.url.replace(/\/$/, ''), TOUR[n % TOUR.length], started),
              );
            } catch {
              // A load cut by the stop: the probe below measures how long until pages answer.
            }
          }
        }),
      );
    await browse(started + half);
    const stoppedAt = Math.round((Date.now() - started) / 1000);
    await stack.replicas[0].stop();
    const answered = await Promise.all(
      people.map(({ page }) => secondsUntilAnswered(page, stack.url)),
    );
    await browse(started + 2 * half);
    writing = false;
    await writer;
    const seconds = Math.round((Date.now() - started) / 1000);
    const log = await serviceLog(stack.mockUrl);
    const instances = (
      await (
        await fetch(`${stack.mockUrl}/api/v1/instances`, {
          headers: { Authorization: `Bearer ${stack.keys.full}` },
        })
      ).json()
    ).items;
    const copies = (name) => instances.filter((i) => i.name === name).length;
    const times = loads.map((l) => l.ms).sort((a, b) => a - b);
    const slowest = loads.reduce((worst, l) => (l.ms > worst.ms ? l : worst), { path: '', ms: 0 });
    return {
      people: people.length,
      minutes,
      seconds,
      stoppedAtSeconds: stoppedAt,
      requests: log.length,
      rateLimited: log.filter((r) => r.status === 429).length,
      busiestMinute: busiestMinute(log),
      loads: loads.length,
      medianMs: times[Math.floor(times.length / 2)] ?? 0,
      slowest: { path: slowest.path, ms: slowest.ms },
      writes: writes.length,
      writesLost: writes.filter((w) => w.status === 201 && copies(w.name) === 0).length,
      writesSentTwice: writes.filter((w) => copies(w.name) > 1).length,
      writesFailed: writes
        .filter((w) => w.status !== 201)
        .map((w) => ({ ...w, atService: copies(w.name) })),
      signInsAgain: people.filter(({ record }) => record.atProvider > 0).length,
      secondsUntilAnswered: answered,
      slowestRecovery: Math.max(...answered.map((s) => s ?? Infinity)),
    };
  } finally {
    stack.stop();
  }
}

export function teamReplicaRows(r) {
  return [
    ['two replicas: people, minutes', `${r.people}, ${r.minutes} (${r.seconds} s)`],
    ['two replicas: service 429s', String(r.rateLimited)],
    ['two replicas: most requests in any 60 s (limit 100)', String(r.busiestMinute)],
    ['two replicas: requests in all', String(r.requests)],
    [
      'two replicas: page loads, median, slowest',
      `${r.loads}, ${r.medianMs} ms, ${r.slowest.ms} ms`,
    ],
    [
      'replica A stopped: writes lost / sent twice / failed',
      `${r.writesLost} / ${r.writesSentTwice} / ${r.writesFailed.length} of ${r.writes}`,
    ],
    ['replica A stopped: people asked to sign in again', String(r.signInsAgain)],
    ['replica A stopped: seconds until every page answered', String(r.slowestRecovery)],
  ];
}
