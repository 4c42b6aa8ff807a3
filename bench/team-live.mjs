// An office that is live (issue 48, "Figures"): part `team-live` (BENCH_ONLY=team-live).
//   (a) Ten people signed in through the team proxy (scripts/team/stack.mjs, HTTPS as in
//       production), each on the instance list in a browser context of their own, left alone for
//       five real minutes (BENCH_LIVE_IDLE_MS): the requests that reached the service (the mock's
//       log, /api/v1 only) per minute, once with the service's events flowing to every page and
//       once the same with no endpoint registered (no service events: every page says "Not live";
//       the stream still carries the console's announcements of its own writes).
//   (b) Then, on everyone's open page, a colleague's change: a deploy made at the service on the
//       instance list (its event), a new VPC made in the console on the VPC list (the console's
//       announcement of its write) (each list filtered to the new name, in the browser);
//       the seconds until it shows on each page (a cap of BENCH_LIVE_SHOW_MS: "not shown" past it).
//       A filtered list with no provisioning row polls nothing: only an event's re-read brings it.
//   (c) Key mode, one idle tab on the instance list for five minutes (bench/idle.mjs, page.clock):
//       the live stream never runs there, so its figures are the part `idle`'s.
// Real time throughout (a) and (b): the proxy's shared copies and the mock keep real time. The
// figures are printed; nothing here asserts a time.
import { OFFICE, PEOPLE as DEMO_PEOPLE } from '../scripts/team/people.mjs';
import { startTeamStack } from '../scripts/team/stack.mjs';
import { idleRows, runIdle } from './idle.mjs';
import { signIn } from './team.mjs';

const PEOPLE = 10;
/** The colleague who makes the new VPC, in the console (an admin of the demo provider). */
const ADA = DEMO_PEOPLE.find((person) => person.login === 'ada');
const IDLE_MS = Number(process.env.BENCH_LIVE_IDLE_MS ?? 5 * 60_000);
const SHOW_MS = Number(process.env.BENCH_LIVE_SHOW_MS ?? 30_000);

async function serviceLog(mockUrl) {
  return (await (await fetch(`${mockUrl}/__mock/requests`)).json()).items.filter((r) =>
    r.path.startsWith('/api/v1/'),
  );
}

/** A colleague's write at the service itself (the admin's key): what everyone else should see. */
async function asColleague(mockUrl, path, body) {
  const { full } = await (await fetch(`${mockUrl}/__mock/keys`)).json();
  const response = await fetch(`${mockUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${full}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return response.json();
}

/** Seconds from `since` until `name` shows in a row of each page, or null past the cap. */
async function secondsUntilShown(pages, name, since) {
  return Promise.all(
    pages.map(async (page) => {
      try {
        await page
          .getByRole('row', { name: new RegExp(name) })
          .first()
          .waitFor({ timeout: Math.max(1, since + SHOW_MS - Date.now()) });
        return Math.round((Date.now() - since) / 100) / 10;
      } catch {
        return null;
      }
    }),
  );
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** One office, live or not: (a) and (b). */
async function runOffice(browser, { live, ports, root }) {
  const team = await startTeamStack({ ...ports, root, tls: true, live });
  try {
    const pages = [];
    for (let i = 0; i < PEOPLE; i += 1)
      pages.push(await signIn(browser, `${team.url}/instances`, OFFICE[i]));
    const expected = live ? 'live' : 'unregistered';
    for (const page of pages) {
      await page.getByRole('heading', { level: 1, name: 'Instances' }).waitFor();
      await page
        .locator(`[data-live-status="${expected}"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 60_000 });
    }
    // The first views are done: from here the office is idle.
    await fetch(`${team.mockUrl}/__mock/requests`, { method: 'DELETE' });
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const log = await serviceLog(team.mockUrl);
    const perMinute = Array.from({ length: Math.ceil(IDLE_MS / 60_000) }, () => 0);
    const reads = {};
    for (const r of log) {
      const minute = Math.floor((Date.parse(r.at) - startedAt) / 60_000);
      if (minute >= 0 && minute < perMinute.length) perMinute[minute] += 1;
      const key = `${r.method} ${r.path.replace(/\/(ins|vpc|tkt)_[A-Za-z0-9]+/, '/{id}')}`;
      reads[key] = (reads[key] ?? 0) + 1;
    }

    // (b) A colleague's deploy on everyone's open list, filtered to its name (the list is filtered
    // in the browser, no read; the new row may sort past the first page otherwise).
    const name = `bench-${live ? 'live' : 'off'}-${Date.now().toString(36)}`;
    for (const page of pages) await page.getByLabel('Filter instances').fill(name);
    const deployedAt = Date.now();
    await asColleague(team.mockUrl, '/instances', {
      name,
      planId: 'vc2-1c-1gb',
      regionId: 'fra',
      osImageId: 'ubuntu-24.04',
    });
    const deploy = await secondsUntilShown(pages, name, deployedAt);

    // A new VPC on everyone's open VPC list (each page moves there by the navigation).
    for (const page of pages) {
      await page.getByRole('navigation').getByRole('link', { name: 'VPCs' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'VPCs' }).waitFor();
    }
    const vpcName = `bench-vpc-${Date.now().toString(36)}`;
    for (const page of pages) await page.getByLabel('Filter VPCs').fill(vpcName);
    // Made by a colleague in the console: the service sends no event for a VPC, so what brings it
    // to everyone's page is the console's announcement of its own write (src/api/live/announce.ts).
    const colleague = await signIn(browser, `${team.url}/vpcs`, ADA);
    await colleague.getByRole('button', { name: 'Create VPC' }).click();
    const dialog = colleague.getByRole('dialog');
    await dialog.getByLabel('Name').fill(vpcName);
    await dialog.getByLabel('Region').selectOption('fra');
    await dialog.getByLabel('IP range').fill(`10.${100 + (Date.now() % 100)}.0.0/20`);
    const createdAt = Date.now();
    await dialog.getByRole('button', { name: 'Create VPC' }).click();
    const vpc = await secondsUntilShown(pages, vpcName, createdAt);
    await colleague.context().close();
    for (const page of pages) await page.context().close();
    return {
      live,
      idle: { requests: log.length, perMinute, reads },
      deploy: {
        seconds: deploy,
        median: median(deploy),
        shown: deploy.filter((s) => s !== null).length,
      },
      vpc: { seconds: vpc, median: median(vpc), shown: vpc.filter((s) => s !== null).length },
    };
  } finally {
    team.stop();
  }
}

/**
 * @param {{ browser: import('@playwright/test').Browser, ports: object, root: string,
 *   key: { webUrl: string, mockUrl: string, token: string } }} options
 */
export async function runTeamLive({ browser, ports, root, key }) {
  const withEvents = await runOffice(browser, { live: true, ports, root });
  const without = await runOffice(browser, { live: false, ports, root });
  const keyMode = await runIdle({ browser, ...key, only: ['/instances'] });
  return { idleMs: IDLE_MS, showCapMs: SHOW_MS, people: PEOPLE, withEvents, without, keyMode };
}

const shown = (r) =>
  r.shown === 0
    ? `not shown within ${SHOW_MS / 1000} s on any of the ${PEOPLE} pages`
    : `shown on ${r.shown} of ${PEOPLE} pages, median ${r.median} s, slowest ${Math.max(...r.seconds.filter((s) => s !== null))} s`;

/** The rows bench/run.mjs prints. */
export function teamLiveRows(result) {
  const minutes = result.idleMs / 60_000;
  const rows = [];
  for (const office of [result.withEvents, result.without]) {
    const label = office.live ? 'events flowing' : 'no endpoint registered';
    rows.push(
      [
        `${result.people} people idle on /instances for ${minutes} min, team proxy, ${label}`,
        `${office.idle.requests} requests reached the service; per minute ${office.idle.perMinute.join(', ')}; ${Object.entries(
          office.idle.reads,
        )
          .map(([read, count]) => `${read} ${count}×`)
          .join(' · ')}`,
      ],
      [`a colleague's deploy on everyone's open list, ${label}`, shown(office.deploy)],
      [`a colleague's new VPC on everyone's open list, ${label}`, shown(office.vpc)],
    );
  }
  rows.push(...idleRows(result.keyMode).map(([label, figure]) => [`key mode: ${label}`, figure]));
  return rows;
}
