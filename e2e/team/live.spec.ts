/**
 * Live in team mode (deploy/team/README.md): the mock delivers its webhooks for real to the front,
 * nginx checks each one (deploy/team/live.js) and passes it to the signed-in browsers over one
 * server-sent-events stream; the console re-reads what an event touches. Forged, replayed,
 * oversized, malformed, unknown-kind and unknown-endpoint deliveries are refused, on the audit log,
 * and never reach the stream.
 */
import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEAM_FRONT_PORT, TEAM_MOCK_PORT } from '../ports';
import { PEOPLE } from '../../scripts/team/people.mjs';
import { writeReceipts } from './write-receipts';
import { atProvider, roleBecomes } from './provider';
import { axeViolations } from '../axe';
import { storeLanguage } from '../language';
import { screenshotToRead } from '../screenshots';

const MOCK = `http://127.0.0.1:${TEAM_MOCK_PORT}`;
const PREFIX = join(tmpdir(), `cc-team-${TEAM_FRONT_PORT}`);
const AUDIT_LOG = join(PREFIX, 'audit.log');
const SECRETS = join(PREFIX, 'webhooks.map');
const HOOK_HOST = 'console.team.test';
const HOOK_PATH = '/hooks/service/office';

async function fullKey(): Promise<string> {
  return ((await (await fetch(`${MOCK}/__mock/keys`)).json()) as { full: string }).full;
}

async function asColleague(path: string, init: RequestInit = {}) {
  const response = await fetch(`${MOCK}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${await fullKey()}`, 'Content-Type': 'application/json' },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

type Endpoint = { id: string; url: string; status: string };

/**
 * The endpoint the stack registered (scripts/team/stack.mjs). Another spec of the project resets
 * the mock, which forgets it: then it is registered again here, its new secret filed and nginx
 * told to read the map again, as an operator would after adding the endpoint in the console.
 */
async function liveEndpoint(): Promise<Endpoint> {
  const { items } = (await asColleague('/webhooks/endpoints')) as { items: Endpoint[] };
  const ours = items.find((e) => new URL(e.url).host === HOOK_HOST && e.status !== 'disabled');
  if (ours) return ours;
  const types = (await asColleague('/webhooks/event-types')) as { items: { name: string }[] };
  const created = (await asColleague('/webhooks/endpoints', {
    method: 'POST',
    body: JSON.stringify({
      url: `https://${HOOK_HOST}${HOOK_PATH}`,
      events: types.items.map((type) => type.name).filter((name) => name !== 'ping'),
    }),
  })) as { endpoint: Endpoint; secret: string };
  writeFileSync(SECRETS, `office "${created.secret}";\n`, { mode: 0o600 });
  process.kill(Number(readFileSync(join(PREFIX, 'nginx.pid'), 'utf8').trim()), 'SIGHUP');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return created.endpoint;
}

function secret(): string {
  return /office "([^"]+)"/.exec(readFileSync(SECRETS, 'utf8'))![1]!;
}

/** POSTs a delivery to the front as the service would; resolves to the status. */
function deliver(body: string, headers: Record<string, string>, path = HOOK_PATH) {
  return new Promise<number>((resolve, reject) => {
    const req = httpsRequest(
      `https://127.0.0.1:${TEAM_FRONT_PORT}${path}`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signed = (body: string, key = secret(), at = Math.floor(Date.now() / 1000)) => ({
  'Webhook-Timestamp': String(at),
  'Webhook-Signature': `v1=${createHmac('sha256', key).update(`${at}.${body}`).digest('hex')}`,
});

const envelope = (id: string, type = 'ticket.closed') =>
  JSON.stringify({ id, type, createdAt: new Date().toISOString(), data: { ticketId: 'tkt_1' } });

function auditCodes(): string[] {
  return readFileSync(AUDIT_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { path: string; code: string })
    .filter((line) => line.path.startsWith('/hooks/'))
    .map((line) => line.code);
}

async function signIn(page: Page, login: string, path: string) {
  const person = PEOPLE.find((p) => p.login === login)!;
  await page.goto(path);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a colleague’s deploy appears on an open list within seconds, read once because of its event, with no poll', async ({
  page,
}) => {
  const endpoint = await liveEndpoint();
  const instanceReads: Array<{ url: string; after: string | undefined }> = [];
  const streams: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/instances')
      instanceReads.push({ url: url.href, after: request.headers()['x-console-after'] });
    if (url.pathname === '/live/events') streams.push(url.href);
  });
  const name = `e2e-live-${Date.now().toString(36)}`;
  await signIn(page, 'grace', '/instances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  await page.getByLabel('Filter instances').fill(name);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live-status', 'live');
  await expect(page.getByTestId('live-status')).toHaveText(/Live/);
  // The filtered list is empty: nothing on it changes, so nothing polls it.
  await expect(page.getByText('No instances match the filter.')).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const readsBefore = instanceReads.length;

  const deployed = (await asColleague('/instances', {
    method: 'POST',
    body: JSON.stringify({
      name,
      planId: 'vc2-1c-1gb',
      regionId: 'fra',
      osImageId: 'ubuntu-24.04',
    }),
  })) as { id: string };
  // Without the event's re-read nothing would read the list again: the bound is for a loaded machine.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });

  // A read after the deploy names the event the service delivered for it: the event's re-read.
  const { items } = (await asColleague(`/webhooks/endpoints/${endpoint.id}/deliveries`)) as {
    items: Array<{ event: string; payload: string; ok: boolean }>;
  };
  const delivery = items.find(
    (d) =>
      d.event === 'instance.created' &&
      (JSON.parse(d.payload) as { data: { instanceId: string } }).data.instanceId === deployed.id,
  );
  expect(delivery?.ok).toBe(true);
  const eventId = (JSON.parse(delivery!.payload) as { id: string }).id;
  // The attention place's paced look at instances may fall between the deploy and the re-read (its
  // background mark is taken off before sending), so the event's read is looked for among them.
  expect(instanceReads.slice(readsBefore).map((read) => read.after)).toContain(eventId);
  // One stream for the page, to the proxy, never to the service: any later one is the same stream
  // opened again from its place (its life is bounded; the test below).
  expect(streams.length).toBeGreaterThan(0);
  for (const [index, stream] of streams.entries())
    expect(stream).toMatch(index === 0 ? /\/live\/events$/ : /\/live\/events\?last_event_id=./);
});

/** An IPv4 range as its first address and size, to tell whether two overlap. */
function span(range: string): [number, number] {
  const [address = '', bits = '32'] = range.split('/');
  const start = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  return [start, 2 ** (32 - Number(bits))];
}

/** A private /24 that overlaps none of `taken`. */
function freeRange(taken: string[]): string {
  for (let n = 0; n < 256; n++) {
    const range = `10.${(n * 37 + 201) % 256}.${n}.0/24`;
    const [a, size] = span(range);
    if (
      taken.every((other) => {
        const [b, otherSize] = span(other);
        return a + size <= b || b + otherSize <= a;
      })
    )
      return range;
  }
  throw new Error('no free range');
}

test('a colleague’s new VPC appears on an open list within seconds and in the attention place as who added it (German, dark, on a phone too); a forged or replayed announcement is refused and logged', async ({
  page,
  browser,
}, testInfo) => {
  await liveEndpoint();
  const name = `e2e-office-${Date.now().toString(36)}`;
  // The top bar holds the attention place's count from 1536 px up.
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'grace', '/vpcs');
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-live-status', 'live');
  const attentionBefore = await page.getByTestId('attention-button').getAttribute('aria-label');

  // Ada, on another machine, creates a VPC in the console.
  const ada = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const adaPage = await ada.newPage();
  const receipts = writeReceipts(adaPage);
  await signIn(adaPage, 'ada', '/vpcs');
  const { items: vpcs } = (await asColleague('/vpcs')) as {
    items: Array<{ regionId: string; ipRange: string }>;
  };
  await adaPage.getByRole('button', { name: 'Create VPC' }).click();
  const dialog = adaPage.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Region').selectOption('fra');
  await dialog
    .getByLabel('IP range')
    .fill(freeRange(vpcs.filter((vpc) => vpc.regionId === 'fra').map((vpc) => vpc.ipRange)));
  await dialog.getByRole('button', { name: 'Create VPC' }).click();
  await expect(adaPage.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(receipts, 'the create’s answer carried one receipt').toHaveLength(1);

  // Grace's open list shows it without a reload: the service sends no event for VPCs; the
  // announcement of Ada's write does it (the bound is for a loaded machine; the bench times it).
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('attention-button')).not.toHaveAttribute(
    'aria-label',
    attentionBefore ?? '',
  );
  await page.getByTestId('attention-button').click();
  await expect(
    page
      .getByRole('dialog', { name: 'What needs attention' })
      .getByText('Ada Lovelace added to VPCs'),
  ).toBeVisible();
  await screenshotToRead(page, testInfo.outputPath('office-change-panel-1600.png'));
  await page.keyboard.press('Escape');
  // Ada's own console does not list her own change.
  await adaPage.getByTestId('attention-button').click();
  await expect(
    adaPage.getByRole('dialog', { name: 'What needs attention' }).getByText(/added to VPCs/),
  ).toHaveCount(0);
  await ada.close();

  // The same item on the attention page, in German, dark, on a phone: in German words, axe-clean.
  await storeLanguage(page, 'de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/attention');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Was Aufmerksamkeit braucht' }),
  ).toBeVisible();
  await expect(
    page.getByTestId('attention-list').getByText('Ada Lovelace hat etwas zu VPCs hinzugefügt'),
  ).toBeVisible();
  expect(await axeViolations(page), 'the attention page (dark, German, 390 px)').toEqual([]);
  await screenshotToRead(page, testInfo.outputPath('office-change-page-de-dark-390.png'), {
    fullPage: true,
  });
  await storeLanguage(page, 'en');

  // A receipt the proxy did not sign, one handed in twice, and one altered: refused, and logged.
  const statuses = await page.evaluate(async (receipt) => {
    const post = (body: string) =>
      fetch('/live/announce', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'text/plain' },
      }).then((response) => response.status);
    const forged = `${btoa(JSON.stringify({ id: 'w-forged', type: 'console.write' }))}.${'ab'.repeat(32)}`;
    // Its signature's last hex digit changed (setting two digits to 00 left one in 256 as it was).
    const altered = `${receipt.slice(0, -1)}${receipt.endsWith('0') ? '1' : '0'}`;
    return [await post(forged), await post(receipt), await post(altered)];
  }, receipts[0]!);
  expect(statuses).toEqual([401, 409, 401]);
  const logged = readFileSync(AUDIT_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { path: string; code: string })
    .filter((line) => line.path === '/live/announce')
    .map((line) => line.code);
  expect(logged.slice(-3)).toEqual(['bad_receipt', 'replayed_event', 'bad_receipt']);
});

test('forged, replayed, oversized, malformed, unknown-kind and unknown-endpoint deliveries are refused, logged, and never reach the stream', async ({
  page,
}) => {
  await liveEndpoint();
  await signIn(page, 'grace', '/');
  // A listener of the page's own, as the attention place is one.
  await page.evaluate(() => {
    const got: string[] = [];
    (window as unknown as { got: string[] }).got = got;
    new EventSource('/live/events').onmessage = (message) =>
      got.push((JSON.parse(message.data as string) as { id: string }).id);
  });
  await page.waitForTimeout(500);
  const before = auditCodes().length;
  const stamp = Date.now().toString(36);

  const good = envelope(`evt_good${stamp}`);
  const forged = envelope(`evt_forged${stamp}`);
  expect(await deliver(forged, signed(forged, 'whsec_guessed'))).toBe(401);
  const old = envelope(`evt_old${stamp}`);
  expect(await deliver(old, signed(old, secret(), Math.floor(Date.now() / 1000) - 600))).toBe(401);
  expect(await deliver(good, signed(good))).toBe(202);
  // The same event again, freshly signed (a captured delivery sent again within the window).
  expect(await deliver(good, signed(good))).toBe(409);
  const big = envelope(`evt_big${stamp}`).replace('tkt_1', 'x'.repeat(70_000));
  expect(await deliver(big, signed(big))).toBe(413);
  const broken = `{"id":"evt_broken${stamp}",`;
  expect(await deliver(broken, signed(broken))).toBe(400);
  const unknown = envelope(`evt_unknown${stamp}`, 'volume.exploded');
  expect(await deliver(unknown, signed(unknown))).toBe(422);
  const elsewhere = envelope(`evt_elsewhere${stamp}`);
  expect(await deliver(elsewhere, signed(elsewhere), '/hooks/service/nobody')).toBe(404);

  await expect
    .poll(() => auditCodes().slice(before))
    .toEqual([
      'bad_signature',
      'stale_timestamp',
      'replayed_event',
      'payload_too_large',
      'malformed_event',
      'unknown_event_kind',
      'unknown_endpoint',
    ]);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { got: string[] }).got))
    .toContain(`evt_good${stamp}`);
  await page.waitForTimeout(500);
  const got = await page.evaluate(() => (window as unknown as { got: string[] }).got);
  expect(got.filter((id) => id.endsWith(stamp))).toEqual([`evt_good${stamp}`]);
});

/** How long the e2e stack's streams live (e2e/team/serve.mjs), as nginx was given it. */
function streamLifeMs(): number {
  const conf = readFileSync(join(PREFIX, 'nginx.conf'), 'utf8');
  return Number(/map \$host \$stream_life \{\s*default "(\d+)"/.exec(conf)![1]) * 1000;
}

test('a stream lives one period: with the role taken away, the first event after it reaches the person no more, and the stream is refused when it opens again; a colleague’s goes on, with nothing read again', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await liveEndpoint();
  const contexts = await Promise.all([0, 1].map(() => browser.newContext()));
  const [ada, grace] = await Promise.all(contexts.map((context) => context.newPage()));
  await signIn(ada!, 'ada', '/');
  await signIn(grace!, 'grace', '/');
  await expect(grace!.getByTestId('live-status')).toHaveAttribute('data-live-status', 'live');
  // A listener of each page's own (the browser's EventSource, its own reconnects), as in the test
  // above; the page notes each event's id and whether the stream is closed for good.
  const listen = (page: Page) =>
    page.evaluate(() => {
      const state = { got: [] as string[], closed: false };
      (window as unknown as { live: typeof state }).live = state;
      // Its own query marks it apart from the console's stream (nginx and nchan ignore it).
      const source = new EventSource('/live/events?listener');
      source.onmessage = (message) =>
        state.got.push((JSON.parse(message.data as string) as { id: string }).id);
      source.onerror = () => {
        state.closed = source.readyState === EventSource.CLOSED;
      };
      return new Promise<void>((resolve) => (source.onopen = () => resolve()));
    });
  const heard = (page: Page) =>
    page.evaluate(() => (window as unknown as { live: { got: string[]; closed: boolean } }).live);
  await Promise.all([listen(ada!), listen(grace!)]);
  const adaOpenedAt = Date.now();
  const stamp = Date.now().toString(36);
  const first = envelope(`evt_first${stamp}`);
  expect(await deliver(first, signed(first))).toBe(202);
  await expect.poll(async () => (await heard(ada!)).got).toContain(`evt_first${stamp}`);

  // Grace's console: what it reads and how its stream opens from here on.
  const graceReads: string[] = [];
  const graceStreams: string[] = [];
  grace!.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) graceReads.push(url.pathname);
    if (url.pathname === '/live/events' && url.search !== '?listener')
      graceStreams.push(url.search);
  });
  try {
    await atProvider('/demo/people/ada/groups', ['staff']);
    await roleBecomes(ada!, null);
    // Past the period Ada's stream was opened in (it ends at most one life after the opening).
    const wait = adaOpenedAt + streamLifeMs() + 1_000 - Date.now();
    if (wait > 0) await ada!.waitForTimeout(wait);
    const after = envelope(`evt_after${stamp}`);
    expect(await deliver(after, signed(after))).toBe(202);
    await expect.poll(async () => (await heard(grace!)).got).toContain(`evt_after${stamp}`);
    // Ada's stream was closed before the event, and opening it again is refused: closed for good.
    await expect.poll(async () => (await heard(ada!)).closed).toBe(true);
    expect((await heard(ada!)).got).toEqual([`evt_first${stamp}`]);
    // Grace's console opened its stream again from its place, and read nothing again because of
    // it (a drop would have it read the overview's lists once more).
    await expect.poll(() => graceStreams).toEqual([expect.stringMatching(/^\?last_event_id=./)]);
    await grace!.waitForTimeout(2_000);
    expect(graceReads.filter((path) => path === '/api/v1/instances')).toEqual([]);
    await expect(grace!.getByTestId('live-status')).toHaveAttribute('data-live-status', 'live');
  } finally {
    await atProvider('/demo/people/ada/groups', ['staff', 'console-admins']);
    await Promise.all(contexts.map((context) => context.close()));
  }
});

/**
 * Moves the page's clock on by `ms` in steps of `step`, each step's requests given time to finish
 * (real time): the attention place's looks and the stream's endpoint check run on the page's timers.
 */
async function idle(page: Page, ms: number, step: number) {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
}

test('while events flow the polls for what they announce rest, and they return at once when the stream drops', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await liveEndpoint();
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/'))
      reads.push(`${url.pathname.slice('/api/v1'.length)}${url.search}`);
  });
  // The page's streams, so the test can drop the open one as a network would.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as { streams: EventSource[] }).streams = opened;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
  // The attention place's looks: the instance list and the answered tickets have their events
  // (instance.failed, ticket.answered); the keys' expiry has none.
  const count = (from: number, read: RegExp) =>
    reads.slice(from).filter((r) => read.test(r)).length;
  const INSTANCES = /^\/instances$/;
  const ANSWERED = /^\/tickets\?.*status=answered/;
  const VPCS = /^\/vpcs$/;
  await page.clock.install();
  // The VPC list: nothing on it polls, so every read after its first view is a look or the stream's.
  await signIn(page, 'grace', '/vpcs');
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('data-live-status', 'live');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  const from = reads.length;

  // Ten simulated minutes, live: the looks run (the keys' look went), but not those events announce.
  await idle(page, 10 * 60_000, 10_000);
  expect(count(from, /^\/api-keys$/), 'the keys look went').toBeGreaterThanOrEqual(1);
  expect(count(from, INSTANCES), 'instance list looks while live').toBe(0);
  expect(count(from, ANSWERED), 'answered-ticket looks while live').toBe(0);

  // The stream drops and cannot come back for now: the page says so, and within the looks' next
  // tick (a minute) both come back.
  await page.route('**/live/events**', (route) => route.abort());
  await page.evaluate(() => {
    const stream = (window as unknown as { streams: EventSource[] }).streams.at(-1)!;
    stream.close();
    stream.onerror?.(new Event('error'));
  });
  await expect(status).toHaveAttribute('data-live-status', 'down');
  const vpcsWhileDown = count(from, VPCS);
  await idle(page, 70_000, 10_000);
  await expect(status).toHaveAttribute('data-live-status', 'down');
  await expect.poll(() => count(from, INSTANCES)).toBe(1);
  await expect.poll(() => count(from, ANSWERED)).toBe(1);

  // Back: live again, and what is shown is read once more (events while it was down may be lost).
  await page.unroute('**/live/events**');
  await idle(page, 70_000, 10_000);
  await expect(status).toHaveAttribute('data-live-status', 'live');
  await expect.poll(() => count(from, VPCS)).toBe(vpcsWhileDown + 1);
});

test('below the widest screens the side nav says whether the console is live: at 1280 px beside the page, on a phone in the menu, in German and the dark theme', async ({
  page,
}, testInfo) => {
  await liveEndpoint();
  await signIn(page, 'grace', '/instances');
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible();
  // 1280 px: the top bar has no room for it; the side nav's line beside the page has.
  const nav = page.getByRole('navigation', { name: 'Resources' });
  const status = nav.getByTestId('live-status-nav');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('data-live-status', 'live');
  await expect(status).toHaveText(/^Live/);
  await expect(page.getByTestId('live-status')).toBeHidden();

  // A phone, German, dark: the menu holds it, in German words, and the menu is axe-clean.
  await storeLanguage(page, 'de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByRole('navigation', { name: 'Ressourcen' });
  await expect(menu.getByTestId('live-status-nav')).toHaveAttribute('data-live-status', 'live');
  await expect(menu.getByTestId('live-status-nav')).toContainText(
    'Änderungen, wer sie auch macht, erscheinen hier, sobald sie geschehen.',
  );
  expect(await axeViolations(page, '#side-nav'), 'the menu (dark, German, 390 px)').toEqual([]);
  await screenshotToRead(page, testInfo.outputPath('live-status-menu-de-dark-390.png'));
  await storeLanguage(page, 'en');
});
