/**
 * The console for a team (deploy/team/), as it runs: a real OpenID Connect sign-in at an OpenID
 * provider (oidc-provider, scripts/team/provider.mjs), Apache's mod_auth_openidc as the front,
 * nginx holding the keys, the mock behind. Each person has a browser context of their own.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEAM_FRONT_PORT, TEAM_MOCK_PORT, TEAM_NGINX_PORT } from '../ports';
import { fillDeployAndReview } from '../deploy-form';
import type { ActivityEntry } from '../../src/api/proxy-activity';
import { PEOPLE } from '../../scripts/team/people.mjs';

const MOCK = `http://127.0.0.1:${TEAM_MOCK_PORT}`;
const AUDIT_LOG = join(tmpdir(), `cc-team-${TEAM_FRONT_PORT}`, 'audit.log');
const person = (login: string) => PEOPLE.find((p) => p.login === login)!;

/** One line of the audit log as nginx writes it (the Activity page reads the same lines). */
type AuditLine = Omit<ActivityEntry, 'durationMs'> & { durationMs: number };

function auditLines(): AuditLine[] {
  let text = '';
  try {
    text = readFileSync(AUDIT_LOG, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as AuditLine);
}

async function keys(): Promise<Record<string, string>> {
  return (await (await fetch(`${MOCK}/__mock/keys`)).json()) as Record<string, string>;
}

async function mockRequests(): Promise<Array<{ method: string; path: string; status: number }>> {
  return ((await (await fetch(`${MOCK}/__mock/requests`)).json()) as { items: [] }).items;
}

/** Opens `path`, signs in at the provider as `login`, and waits for the console's page. */
async function signIn(page: Page, login: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Example Corp sign-in' })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(person(login).password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Every request a context's pages send, with the headers as sent. */
function recordRequests(context: BrowserContext) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  context.on('request', (request) => seen.push({ url: request.url(), headers: request.headers() }));
  return seen;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
});

test('sign-in lands on the page asked for, shows the person and role, and no key reaches the browser', async ({ page, context }) => {
  const seen = recordRequests(context);
  await signIn(page, 'ada', '/volumes?limit=10');
  await expect(page).toHaveURL(/\/volumes\?limit=10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
  await expect(page.getByTestId('session-identity')).toHaveText(/Ada Lovelace\s*admin/);
  await expect(page.getByRole('table')).toBeVisible();

  // Another page, and "Show the request" on its list.
  await page.goto('/instances');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Show the request' }).first().click();
  const snippet = (await page.getByRole('tabpanel').locator('pre').textContent()) ?? '';
  expect(snippet).toContain('/api/v1/instances');
  // The person has no key: the panel says how a terminal reaches the service instead.
  await expect(page.getByText(/the team’s proxy signs your requests in with the company sign-in/).first()).toBeVisible();

  const secret = Object.values(await keys());
  const api = seen.filter((r) => r.url.includes('/api/'));
  expect(api.length).toBeGreaterThan(3);
  expect(api.filter((r) => 'authorization' in r.headers)).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  const cookies = JSON.stringify(await context.cookies());
  const dom = await page.content();
  for (const key of secret) {
    for (const [where, text] of [['storage', stored], ['cookies', cookies], ['DOM', dom], ['snippet', snippet]] as const) {
      expect(text.includes(key), `a key in the ${where}`).toBe(false);
    }
  }
  expect(stored).not.toContain('cc.session');
  // Over HTTPS, as in production: the front's session cookie is Secure and out of the page's reach.
  const session = (await context.cookies()).find((c) => c.name.startsWith('mod_auth_openidc_session'));
  expect(session).toMatchObject({ secure: true, httpOnly: true });
});

test('a viewer sees writes disabled with the reason; a write forced from the page is refused with read_only_key and recorded', async ({ page }) => {
  await signIn(page, 'grace', '/instances');
  await expect(page.getByTestId('session-identity')).toHaveText(/Grace Hopper\s*viewer/);
  await page.goto('/tickets/new');
  const open = page.getByRole('button', { name: 'Open ticket' });
  await expect(open).toBeDisabled();
  await expect(open).toHaveAccessibleDescription(/Your role is viewer: you can see everything but change nothing/);

  const forced = await page.evaluate(async () => {
    const response = await fetch('/api/v1/vpcs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'forced-by-viewer', regionId: 'fra', ipRange: '10.9.0.0/24' }) });
    return { status: response.status, body: await response.json() };
  });
  expect(forced.status).toBe(403);
  expect(JSON.stringify(forced.body)).toContain('read_only_key');
  await expect.poll(() => auditLines().some((l) => l.person === 'grace' && l.role === 'viewer' && l.method === 'POST' && l.path === '/api/v1/vpcs' && l.status === 403)).toBe(true);
});

test('a key or identity header the page sends is ignored; nginx answers nothing that did not come through the front', async ({ page }) => {
  const { full } = await keys();
  await signIn(page, 'grace', '/');
  const tried = await page.evaluate(async (key) => {
    const write = await fetch('/api/v1/vpcs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'x-forwarded-groups': 'console-admins', 'x-forwarded-user': 'ada' },
      body: JSON.stringify({ name: 'with-a-full-key', regionId: 'fra', ipRange: '10.8.0.0/24' }),
    });
    const who = await fetch('/auth/identity', { headers: { 'x-forwarded-user': 'ada', 'x-forwarded-email': 'ada@example.com', 'x-forwarded-groups': 'console-admins', 'x-console-front': 'guess' } });
    return { write: write.status, who: await who.json() };
  }, full);
  expect(tried.write).toBe(403);
  expect(tried.who).toMatchObject({ user: 'grace', role: 'viewer' });
  // Straight to nginx, past the front, with every header an attacker could make up.
  const direct = await fetch(`http://127.0.0.1:${TEAM_NGINX_PORT}/api/v1/account`, { headers: { 'x-forwarded-user': 'ada', 'x-forwarded-groups': 'console-admins' } });
  expect(direct.status).toBe(403);
  expect((await mockRequests()).filter((r) => r.path === '/api/v1/vpcs' && r.status === 201)).toEqual([]);
});

test('an admin deploys; the audit line names the admin, with the service’s request id, and holds no secret', async ({ page }) => {
  await signIn(page, 'ada', '/instances');
  await fillDeployAndReview(page, 'team-deploy-1');
  await page.getByRole('button', { name: /Deploy server for/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'team-deploy-1' })).toBeVisible();
  const deploys = (await mockRequests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/instances');
  expect(deploys).toHaveLength(1);
  await expect.poll(() => auditLines().filter((l) => l.method === 'POST' && l.path === '/api/v1/instances')).toHaveLength(1);
  const line = auditLines().find((l) => l.method === 'POST' && l.path === '/api/v1/instances')!;
  expect(line).toMatchObject({ person: 'ada', email: 'ada@example.com', role: 'admin', status: 201 });
  expect(line.requestId).not.toBe('');
  const log = readFileSync(AUDIT_LOG, 'utf8');
  for (const key of Object.values(await keys())) expect(log.includes(key)).toBe(false);
  expect(log).not.toMatch(/Bearer|ccs_/);

  // The admin's Activity page reads the same record through the proxy.
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const row = page.getByTestId('activity-row').filter({ hasText: 'POST /api/v1/instances' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ada');
  await expect(row).toContainText('201 done');
  // A refusal is on record too (the viewer's forced write, earlier).
  await expect(page.getByTestId('activity-row').filter({ hasText: 'POST /api/v1/vpcs' }).first()).toContainText('403 refused');
});

test('a viewer has no Activity: the link is absent and the proxy refuses the log', async ({ page }) => {
  await signIn(page, 'grace', '/');
  await expect(page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Instances' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Activity' })).toHaveCount(0);
  expect(await page.evaluate(() => fetch('/auth/activity').then((r) => r.status))).toBe(403);
  await page.goto('/activity');
  await expect(page.getByText('The activity of the team is for admins. Your role is viewer.')).toBeVisible();
});

test('one office budget: identical reads of two people go to the service once; a person’s re-read after a write is never the shared copy', async ({ browser }) => {
  const people = await Promise.all([0, 1].map(async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'ada', '/wallet');
    return page;
  }));
  await fetch(`${MOCK}/__mock/requests`, { method: 'DELETE' });
  // A page of the list nobody has read in the last 5 s (its own offset).
  const path = `/api/v1/wallet/transactions?limit=7&offset=${Date.now() % 997}`;
  const answers = await Promise.all(people.map((page) => page.evaluate((url) => fetch(url).then((r) => ({ status: r.status, cache: r.headers.get('x-console-cache'), remaining: r.headers.get('x-ratelimit-remaining') })), path)));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect((await mockRequests()).filter((r) => r.method === 'GET' && r.path === '/api/v1/wallet/transactions')).toHaveLength(1);
  // The copy carries no rate-limit figures of its own: the meter is never fed old ones.
  const copy = answers.find((a) => a.cache === 'HIT');
  expect(copy?.remaining ?? null).toBeNull();

  const [writer] = people;
  const name = `office-net-${Date.now() % 100000}`;
  const created = await writer!.evaluate((body) => fetch('/api/v1/vpcs', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status), JSON.stringify({ name, regionId: 'fra', ipRange: '10.77.0.0/24' }));
  expect(created).toBe(201);
  const reread = await writer!.evaluate(() => fetch('/api/v1/vpcs').then(async (r) => ({ cache: r.headers.get('x-console-cache'), body: await r.text() })));
  expect(reread.cache).toBe('BYPASS');
  expect(reread.body).toContain(name);
  await Promise.all(people.map((page) => page.context().close()));
});

test('sign-out ends every tab, and Back does not bring the console back', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'ada', '/volumes');
  const second = await context.newPage();
  await second.goto('/vpcs');
  await expect(second.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await first.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(first.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  // The console's page was replaced in the tab's history: Back does not return to it.
  await second.goBack().catch(() => undefined);
  await expect(second.getByRole('heading', { level: 1, name: 'VPCs' })).toHaveCount(0);
  // The front's and the provider's sessions are gone: the API answers 401, the console asks to sign in.
  const status = await first.evaluate(() => fetch('/api/v1/account', { headers: { accept: 'application/json' } }).then((r) => r.status));
  expect(status).toBe(401);
  await second.goto('/vpcs');
  await expect(second.getByRole('heading', { name: 'Example Corp sign-in' })).toBeVisible();
});

test('an SSO session that ends mid-form keeps the draft; after signing in again the write goes once', async ({ page, context }) => {
  await signIn(page, 'ada', '/tickets/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const subject = page.getByLabel('Subject');
  const message = page.getByLabel('Message');
  await subject.fill('Draft kept across a sign-in');
  await message.fill('Typed before the company sign-in ran out.');
  // What an expired session looks like to the front: its cookie is gone.
  const session = (await context.cookies()).filter((c) => c.name.startsWith('mod_auth_openidc_session'));
  expect(session.length).toBeGreaterThan(0);
  await context.clearCookies({ name: /^mod_auth_openidc_session/ });
  const before = (await mockRequests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/tickets').length;

  await page.getByRole('button', { name: /Open ticket|Send|Create ticket/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your sign-in has ended' });
  await expect(dialog).toBeVisible();
  await expect(subject).toHaveValue('Draft kept across a sign-in');
  await expect(message).toHaveValue('Typed before the company sign-in ran out.');

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  const window = await popup;
  // The provider still knows the person: no password asked, straight back through the front.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await window.close().catch(() => undefined);
  await expect(subject).toHaveValue('Draft kept across a sign-in');
  await page.getByRole('button', { name: /Open ticket|Send|Create ticket/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft kept across a sign-in' })).toBeVisible();
  const after = (await mockRequests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/tickets').length;
  expect(after - before).toBe(1);
});
