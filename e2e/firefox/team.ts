// The team stack in Firefox ESR (`npm run test:firefox`; E2E_TEAM=0 skips it): what the proxy's
// forgery check relies on (Origin and Sec-Fetch-Site on a write) is what Firefox sends too, so
// the console's own write goes through the SSO front and nginx, and a sibling origin's no-cors
// write is refused and on record; the live stream brings a colleague's deploy (the service's event)
// and a colleague's new VPC (the console's announcement of its own write) to an open list; a role
// taken away keeps a draft under the no-access page. One line per check; exits 1 if any fails.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import puppeteer, { type HTTPRequest, type Page } from 'puppeteer-core';
import { named } from './find';
import { programPath } from '../../scripts/ensure-browsers.mjs';
import { PEOPLE } from '../../scripts/team/people.mjs';
import { startTeamStack } from '../../scripts/team/stack.mjs';
import {
  FIREFOX_TEAM_FRONT_PORT,
  FIREFOX_TEAM_MOCK_PORT,
  FIREFOX_TEAM_NGINX_PORT,
  FIREFOX_TEAM_PROVIDER_PORT,
} from '../ports';

const WAIT_MS = 20_000;
const STREAM_LIFE_S = 20;
const SIBLING_PORT = FIREFOX_TEAM_PROVIDER_PORT + 1;

/** Signs `login` in through the front's provider, landing on `path`. */
async function signIn(page: Page, front: string, login = 'ada', path = '/tickets/new') {
  const person = PEOPLE.find((p) => p.login === login)!;
  await page.goto(`${front}${path}`);
  await (await named(page, 'field', 'Login', WAIT_MS)).type(person.login);
  await (await named(page, 'field', 'Password')).type(person.password);
  await (await named(page, 'button', 'Sign in')).click();
}

/** Waits until a row of the page's table names `name` (the list re-read, with no reload). */
async function untilRow(page: Page, name: string, where: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (
    !(await page.evaluate(
      (wanted) =>
        [...document.querySelectorAll('tr')].some((row) => row.textContent?.includes(wanted)),
      name,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${name} not on ${where} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  if (process.env.E2E_TEAM === '0')
    return console.log('team stack in Firefox: skipped (E2E_TEAM=0)');
  // DIST_DIR, as for Playwright: a checkout's own build beside another's.
  const root = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`no build in ${root}/: run npm run build first.`);
  const firefox = programPath('firefox');
  if (!firefox)
    throw new Error('Firefox ESR is missing: node scripts/ensure-browsers.mjs installs it.');
  const stack = await startTeamStack({
    frontPort: FIREFOX_TEAM_FRONT_PORT,
    nginxPort: FIREFOX_TEAM_NGINX_PORT,
    providerPort: FIREFOX_TEAM_PROVIDER_PORT,
    mockPort: FIREFOX_TEAM_MOCK_PORT,
    root,
    tls: true,
    // The front reads a person's groups again every 3 s (300 s deployed), so a role taken away
    // below shows within seconds.
    claimsRefresh: 3,
    // A stream is opened again every 20 s of events (300 s deployed): the live check waits past one.
    renderArgs: ['--stream-life', String(STREAM_LIFE_S)],
  });
  const front = stack.publicUrl;
  const sibling = createServer(
    {
      cert: readFileSync(join(stack.prefix, 'front-cert.pem')),
      key: readFileSync(join(stack.prefix, 'front-key.pem')),
    },
    (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Wiki</title><h1>Wiki</h1>'),
  );
  await new Promise<void>((resolve) => sibling.listen(SIBLING_PORT, '127.0.0.1', resolve));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    acceptInsecureCerts: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  let failed = 0;
  const created = async (path: string) =>
    (
      (await (await fetch(`${stack.mockUrl}/__mock/requests`)).json()) as {
        items: Array<{ method: string; path: string; status: number }>;
      }
    ).items.filter((r) => r.method === 'POST' && r.path === path && r.status === 201).length;
  const check = async (name: string, run: () => Promise<void>) => {
    const started = Date.now();
    const problem = await run().then(
      () => null,
      (error: unknown) => `${(error as Error).message} ${String((error as Error).cause ?? '')}`,
    );
    console.log(
      `${problem ? 'FAIL' : 'ok  '} ${name.padEnd(60)} ${((Date.now() - started) / 1000).toFixed(1).padStart(4)} s`,
    );
    if (problem) console.log(`       - ${problem}`);
    failed += problem ? 1 : 0;
  };
  try {
    const page = await browser.newPage();
    await check('team: the console’s own write goes through the proxy', async () => {
      await signIn(page, front);
      await named(page, 'field', 'Subject', WAIT_MS);
      await (await named(page, 'field', 'Subject')).type('Written in Firefox');
      await (
        await named(page, 'field', 'Message')
      ).type('Origin and Sec-Fetch-Site as Firefox sends them.');
      await (await named(page, 'button', 'Open ticket')).click();
      await named(page, 'heading', 'Written in Firefox', WAIT_MS);
      if ((await created('/api/v1/tickets')) !== 1)
        throw new Error('the ticket was not created once');
    });
    await check('team: live, and a colleague’s deploy arrives on the open list', async () => {
      const streams: string[] = [];
      const onRequest = (request: HTTPRequest) => {
        const url = new URL(request.url());
        if (url.pathname === '/live/events') streams.push(url.search);
      };
      page.on('request', onRequest);
      await page.goto(`${front}/instances`);
      const openedAt = Date.now();
      await named(page, 'heading', 'Instances', WAIT_MS);
      // The status is in the top bar from 2xl up; its state is on the element at every width.
      await page.waitForSelector('[data-live-status="live"]', { timeout: WAIT_MS });
      // Every state the status takes from here on.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { liveSeen: string[] }).liveSeen = seen;
        const status = document.querySelector('[data-live-status]')!;
        new MutationObserver(() =>
          seen.push(status.getAttribute('data-live-status') ?? ''),
        ).observe(status, { attributes: true, attributeFilter: ['data-live-status'] });
      });
      const { full } = (await (await fetch(`${stack.mockUrl}/__mock/keys`)).json()) as {
        full: string;
      };
      const name = `firefox-live-${Date.now().toString(36)}`;
      // Filtered to the row to come: an empty list has nothing provisioning, so nothing polls it.
      await (await named(page, 'field', 'Filter instances')).type(name);
      // Past the period the page's stream was opened in, so the event closes it first.
      const wait = openedAt + STREAM_LIFE_S * 1000 + 1_000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const deployed = await fetch(`${stack.mockUrl}/api/v1/instances`, {
        method: 'POST',
        headers: { authorization: `Bearer ${full}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          planId: 'vc2-1c-1gb',
          regionId: 'fra',
          osImageId: 'ubuntu-24.04',
        }),
      });
      if (deployed.status !== 201) throw new Error(`the colleague's deploy: ${deployed.status}`);
      // Only the event's re-read brings it.
      await untilRow(page, name, 'the open list');
      page.off('request', onRequest);
      // Past the stream's period, the proxy closed it before the event, having said so: Firefox
      // handed the console the `reopen` event and its place, so the console opened the stream
      // again from there at once (a drop would open it with no place, having had no event yet) and
      // Live never went away.
      const [first, ...again] = streams;
      if (first !== '' || again.length === 0 || !again.every((q) => /^\?last_event_id=./.test(q)))
        throw new Error(`the page's streams: ${JSON.stringify(streams)}`);
      const seen = await page.evaluate(
        () => (window as unknown as { liveSeen: string[] }).liveSeen,
      );
      if (seen.some((state) => state !== 'live'))
        throw new Error(`Live went away: ${JSON.stringify(seen)}`);
    });
    await check('team: a colleague’s new VPC, made in the console, arrives live', async () => {
      // Grace, in a browser context of her own, on the VPC list filtered to the VPC to come.
      const colleague = await browser.createBrowserContext();
      try {
        const grace = await colleague.newPage();
        await signIn(grace, front, 'grace', '/vpcs');
        await named(grace, 'heading', 'VPCs', WAIT_MS);
        await grace.waitForSelector('[data-live-status="live"]', { timeout: WAIT_MS });
        const name = `firefox-vpc-${Date.now().toString(36)}`;
        await (await named(grace, 'field', 'Filter VPCs')).type(name);
        // Ada makes it in her console; the service sends no event for a VPC: her console's
        // announcement of its own write is what reaches Grace's page.
        await page.goto(`${front}/vpcs`);
        await (await named(page, 'button', 'Create VPC', WAIT_MS)).click();
        await (await named(page, 'field', 'Name', WAIT_MS)).type(name);
        await (await named(page, 'field', 'Region')).select('fra');
        await (
          await named(page, 'field', 'IP range')
        ).type(`10.${100 + (Date.now() % 100)}.${Date.now() % 256}.0/24`);
        const dialog = await named(page, 'dialog', 'Create a VPC');
        const confirm = await dialog.$$('button');
        for (const button of confirm)
          if ((await button.evaluate((b) => b.textContent?.trim())) === 'Create VPC')
            await button.click();
        await named(page, 'heading', name, WAIT_MS);
        await untilRow(grace, name, "Grace's list");
      } finally {
        await colleague.close();
      }
    });
    await check('team: a role taken away keeps the draft under the no-access page', async () => {
      // Ada's groups at the company's directory, as an admin changes them; then the front's answer.
      const groups = async (value: string[], role: string | null) => {
        const put = await fetch(`${stack.providerUrl}/demo/people/ada/groups`, {
          method: 'PUT',
          body: JSON.stringify(value),
        });
        if (put.status !== 204) throw new Error(`the provider's groups: ${put.status}`);
        const deadline = Date.now() + WAIT_MS;
        const roleNow = () =>
          page.evaluate(() =>
            fetch('/auth/identity').then(async (r) =>
              r.ok ? ((await r.json()) as { role: string }).role : null,
            ),
          );
        while ((await roleNow()) !== role) {
          if (Date.now() > deadline) throw new Error(`the front's role never became ${role}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      };
      const ticketsBefore = await created('/api/v1/tickets');
      await page.goto(`${front}/tickets/new`);
      const draft = 'Draft kept in Firefox';
      await (await named(page, 'field', 'Subject', WAIT_MS)).type(draft);
      await (await named(page, 'field', 'Message')).type('Written as the role went.');
      try {
        await groups(['staff'], null);
        // The console asks who is signed in again at most once a minute after a refusal: the first
        // Send is refused with the reason, the one a minute later brings the no-access page.
        await (await named(page, 'button', 'Open ticket')).click();
        await new Promise((resolve) => setTimeout(resolve, 61_000));
        await (await named(page, 'button', 'Open ticket')).click();
        await named(page, 'heading', 'No access to this console', WAIT_MS).catch(async (error) => {
          const shown = await page.evaluate(() => document.body.innerText.slice(0, 600));
          throw new Error(`${(error as Error).message}; shown: ${shown.replace(/\s+/g, ' ')}`);
        });
        await groups(['staff', 'console-admins'], 'admin');
        // The live stream may bring the console back first; else Check again does.
        const again = await named(page, 'button', 'Check again', 2_000).catch(() => null);
        await again?.click().catch(() => undefined);
        const subject = await named(page, 'field', 'Subject', WAIT_MS);
        const value = await subject.evaluate((field) => (field as HTMLInputElement).value);
        if (value !== draft) throw new Error(`the draft came back as "${value}"`);
        if ((await created('/api/v1/tickets')) !== ticketsBefore)
          throw new Error('a ticket was created while the role was gone');
      } finally {
        await groups(['staff', 'console-admins'], 'admin');
      }
    });
    await check('team: a sibling origin’s no-cors write is refused and recorded', async () => {
      const wiki = await browser.newPage();
      await wiki.goto(`https://127.0.0.1:${SIBLING_PORT}/`);
      await wiki.evaluate(async (url) => {
        await fetch(`${url}/api/v1/tickets`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: '{"subject":"forged in Firefox","message":"x"}',
        }).catch(() => undefined);
      }, front);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const tickets = await created('/api/v1/tickets');
      if (tickets !== 1)
        throw new Error(
          `${tickets} tickets created in all; 1 expected, the console’s own (more: the forged one went through)`,
        );
      const log = readFileSync(stack.auditLog, 'utf8');
      if (
        !log
          .split('\n')
          .some(
            (line) =>
              line.includes('"code":"cross_origin_write"') &&
              line.includes('"person":""') &&
              line.includes('"sessionOf":"ada"'),
          )
      )
        throw new Error(
          'no refusal of the forged write with ada’s session on the audit log (as nobody’s act)',
        );
      await wiki.close();
    });
  } finally {
    await browser.close();
    sibling.close();
    stack.stop();
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
