/**
 * Team mode on two machines (deploy/team/README.md, "Two replicas"): HAProxy in front of two
 * replicas, each an Apache front and an nginx, sharing one Redis (the front's sessions, nchan's
 * stream) and one audit log, both leaving for the same service. This spec starts a stack of its
 * own (scripts/team/stack.mjs with two replicas, ports from TEAM2_BASE_PORT) and stops a replica
 * as a machine going down would: its nginx and front at once, open connections cut.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { TEAM2_BASE_PORT } from '../ports';
import { PEOPLE } from '../../scripts/team/people.mjs';
import { writeReceipts } from './write-receipts';
import { startTeamStack } from '../../scripts/team/stack.mjs';
import type { TeamStack } from '../../scripts/team/stack.mjs';

const BALANCER = `https://127.0.0.1:${TEAM2_BASE_PORT}`;
const PROVIDER_PORT = TEAM2_BASE_PORT + 5;
const MOCK = `http://127.0.0.1:${TEAM2_BASE_PORT + 6}`;
const A = { frontPort: TEAM2_BASE_PORT + 1, nginxPort: TEAM2_BASE_PORT + 3 };
const B = { frontPort: TEAM2_BASE_PORT + 2, nginxPort: TEAM2_BASE_PORT + 4 };

let stack: TeamStack;
const STREAM_LIFE_S = 20;

// A stack of its own, a replica stopped and started again: more than the default minute on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startTeamStack({
    frontPort: TEAM2_BASE_PORT,
    nginxPort: A.nginxPort,
    providerPort: PROVIDER_PORT,
    mockPort: TEAM2_BASE_PORT + 6,
    replicas: [A, B],
    redisPort: TEAM2_BASE_PORT + 7,
    root: process.env.DIST_DIR ?? 'dist',
    tls: true,
    // Every delivery of the service goes to replica A's front: the browsers that see it are on B.
    mockEnv: { MOCK_DELIVER_TO: `https://127.0.0.1:${A.frontPort}` },
    // A stream is opened again every 20 s of events (the test of a delivery below waits past one).
    renderArgs: ['--stream-life', String(STREAM_LIFE_S)],
  });
});

test.afterAll(() => stack?.stop());

/** Opens `path` through the balancer, signs in at the provider as `login`, waits for the console. */
async function signIn(page: Page, login: string, path: string) {
  await page.goto(`${BALANCER}${path}`);
  await expect(page.getByRole('heading', { name: 'Example Corp sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(PEOPLE.find((p) => p.login === login)!.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

type MockRequest = { method: string; path: string; status: number };

async function mockRequests(): Promise<MockRequest[]> {
  return ((await (await fetch(`${MOCK}/__mock/requests`)).json()) as { items: MockRequest[] })
    .items;
}

async function fullKey(): Promise<string> {
  return ((await (await fetch(`${MOCK}/__mock/keys`)).json()) as { full: string }).full;
}

/** The instances of that name the service holds: each deploy that reached it made one. */
async function instancesNamed(name: string): Promise<number> {
  const response = await fetch(`${MOCK}/api/v1/instances`, {
    headers: { Authorization: `Bearer ${await fullKey()}` },
  });
  const { items } = (await response.json()) as { items: Array<{ name: string }> };
  return items.filter((instance) => instance.name === name).length;
}

/**
 * A POST as the console's page sends it (its origin), with the person's session cookie, to
 * `origin`: resolves to the status, or to the network error when the connection is cut.
 */
function postAs(
  origin: string,
  cookie: string,
  path: string,
  { type, body }: { type: string; body: string },
) {
  return new Promise<number | string>((resolve) => {
    const req = httpsRequest(
      `${origin}${path}`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        agent: false,
        headers: {
          Cookie: cookie,
          Origin: BALANCER,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': type,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (error) => resolve(error.message));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(body);
  });
}

/** A deploy as the console sends it, JSON: resolves to the status, or to the network error. */
const deploy = (origin: string, cookie: string, name: string) =>
  postAs(origin, cookie, '/api/v1/instances', {
    type: 'application/json',
    body: JSON.stringify({
      name,
      planId: 'vc2-1c-1gb',
      regionId: 'fra',
      osImageId: 'ubuntu-24.04',
    }),
  });

test('a person whose replica stops goes on with the other, without signing in again', async ({
  page,
}) => {
  const toProvider: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PROVIDER_PORT)) toProvider.push(request.url());
  });
  await signIn(page, 'ada', '/instances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  // The session made through the balancer is known to both replicas' fronts (one Redis).
  for (const replica of stack.replicas) {
    const who = await page.request.get(`${replica.url}auth/identity`);
    expect(who.status(), replica.url).toBe(200);
    expect(await who.json()).toMatchObject({ user: 'ada', role: 'admin' });
  }
  const signInsBefore = toProvider.length;

  await stack.replicas[0]!.stop();
  try {
    // Whatever connection the page held to A is gone; the balancer sends everything to B.
    await page.getByRole('link', { name: 'Volumes' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(toProvider.slice(signInsBefore)).toEqual([]);
    const who = await page.request.get(`${BALANCER}/auth/identity`);
    expect(await who.json()).toMatchObject({ user: 'ada', role: 'admin' });
  } finally {
    await stack.replicas[0]!.start();
  }
});

test('a delivery received by replica A reaches a page served by replica B, whose stream A closes for its age first', async ({
  page,
}) => {
  const name = `e2e-two-${Date.now().toString(36)}`;
  await signIn(page, 'grace', '/instances');
  // B's page's streams (the signed-in page before it, on the balancer, may open its own first).
  const b = new URL(stack.replicas[1]!.url).host;
  const streams: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/live/events' && url.host === b) streams.push(url.search);
  });
  // The same session, on B's own address: this page, its reads and its stream are B's alone.
  await page.goto(`${stack.replicas[1]!.url}instances`);
  const openedAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await page.getByLabel('Filter instances').fill(name);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live-status', 'live');
  await expect(page.getByText('No instances match the filter.')).toBeVisible();
  // Past the period B's stream was opened in: the event A receives closes it (the channels are in
  // Redis), and the page opens it again on B from its place, the event replayed there.
  await page.waitForTimeout(Math.max(0, openedAt + STREAM_LIFE_S * 1000 + 1_000 - Date.now()));

  const response = await fetch(`${MOCK}/api/v1/instances`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await fullKey()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      planId: 'vc2-1c-1gb',
      regionId: 'fra',
      osImageId: 'ubuntu-24.04',
    }),
  });
  expect(response.status).toBe(201);
  // The service delivers its event to A (mockEnv above); nothing polls the filtered, empty list.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });
  const deliveries = readFileSync(stack.auditLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('/hooks/'));
  expect(deliveries, 'no delivery was refused').toEqual([]);
  const [opened, ...again] = streams;
  expect(opened).toBe('');
  expect(again.length).toBeGreaterThan(0);
  for (const query of again) expect(query).toMatch(/^\?last_event_id=./);
});

test('a write announced on one replica reaches pages on both, and its receipt is refused on either when handed in again', async ({
  page,
  context,
  browser,
}) => {
  const name = `e2e-two-vol-${Date.now().toString(36)}`;
  // Grace, on each replica's own address: each page's stream is that replica's alone. The
  // attention place's count is in the top bar from 1536 px up.
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'grace', '/volumes');
  const onA = await context.newPage();
  const pages = [onA, page];
  for (const [index, replicaPage] of pages.entries()) {
    await replicaPage.setViewportSize({ width: 1600, height: 900 });
    await replicaPage.goto(`${stack.replicas[index]!.url}volumes`);
    await expect(replicaPage.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(replicaPage.getByTestId('live-status')).toHaveAttribute(
      'data-live-status',
      'live',
    );
    // The list filtered to the volume to come: the row shows once the page reads it again.
    await replicaPage.getByLabel('Filter volumes').fill(name);
    await expect(replicaPage.getByText('No volumes match the filter.')).toBeVisible();
  }

  // Ada, through the balancer, creates a volume in the console: the service sends no event for
  // it, so the proxy signs a receipt of the write and Ada's console announces it to whichever
  // replica the balancer gives her connection.
  const ada = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const adaPage = await ada.newPage();
  const receipts = writeReceipts(adaPage);
  await signIn(adaPage, 'ada', '/volumes');
  await adaPage.getByRole('button', { name: 'Create volume' }).click();
  const dialog = adaPage.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Size (GB)').fill('20');
  await dialog.getByLabel('Region').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create volume' }).click();
  await expect(adaPage.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  expect(receipts, 'the create’s answer carried one receipt').toHaveLength(1);
  await ada.close();

  // Both of Grace's pages show it without a reload: one of them heard it from the other replica.
  for (const replicaPage of pages)
    await expect(replicaPage.getByRole('row', { name: new RegExp(name) })).toBeVisible({
      timeout: 15_000,
    });
  await page.getByTestId('attention-button').click();
  await expect(
    page
      .getByRole('dialog', { name: 'What needs attention' })
      .getByText('Ada Lovelace added to Volumes'),
  ).toBeVisible();

  // The receipt handed in again, as Grace, on each replica's own front: refused as seen on both
  // (what was seen is kept in the shared Redis, not in one nginx).
  const cookie = (await context.cookies(BALANCER)).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const replica of [A, B])
    expect(
      await postAs(`https://127.0.0.1:${replica.frontPort}`, cookie, '/live/announce', {
        type: 'text/plain',
        body: receipts[0]!,
      }),
      `replica on ${replica.frontPort}`,
    ).toBe(409);
});

test('a write a stopping replica holds is never sent, and one sent while it stops is sent once', async ({
  page,
  context,
}) => {
  await signIn(page, 'ada', '/');
  const cookie = (await context.cookies(BALANCER)).map((c) => `${c.name}=${c.value}`).join('; ');
  const run = Date.now().toString(36);
  // Each replica lets 4 deploys a minute through (the office's 9, halved): the first goes at once,
  // the second waits about 15 s in A's line.
  const first = deploy(`https://127.0.0.1:${A.frontPort}`, cookie, `e2e-held-1-${run}`);
  await expect.poll(async () => instancesNamed(`e2e-held-1-${run}`), { timeout: 10_000 }).toBe(1);
  expect(await first).toBe(201);
  const held = deploy(`https://127.0.0.1:${A.frontPort}`, cookie, `e2e-held-2-${run}`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await instancesNamed(`e2e-held-2-${run}`), 'waiting in A’s line').toBe(0);

  await stack.replicas[0]!.stop();
  try {
    // Sent through the balancer the moment A stopped, before its health check says so: each is
    // refused a connection by A and tried on B (nothing of it had reached A), or goes to B at once.
    const during = await Promise.all(
      [1, 2].map((n) => deploy(BALANCER, cookie, `e2e-during-${n}-${run}`)),
    );
    // The deploy A held is lost with A: the caller sees the failure, the service never got it.
    expect(await held).not.toBe(201);
    expect(during).toEqual([201, 201]);
    // Nothing is sent again later by anyone: counted at the service a while after.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await instancesNamed(`e2e-held-2-${run}`)).toBe(0);
    for (const n of [1, 2]) expect(await instancesNamed(`e2e-during-${n}-${run}`)).toBe(1);
    const posts = (await mockRequests()).filter(
      (r) => r.method === 'POST' && r.path === '/api/v1/instances' && r.status === 201,
    );
    // The spec's own deploys: the earlier test's one, the first here and the two during.
    expect(posts).toHaveLength(4);
  } finally {
    await stack.replicas[0]!.start();
  }
});
