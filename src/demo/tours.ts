/**
 * One guided tour per scenario: 3 to 6 steps, each on a page, pointing at one thing (a CSS selector;
 * the page's heading when it is not there) and saying what to look at or do. The presenter acts in
 * the page between steps; the tour never does it for them. Loaded with the tour (tour.tsx).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScenarioId } from '../../mock/scenario-ids';

export interface TourStep {
  /** The console page the step is on (the tour goes there). */
  page: string;
  /** What the step points at; the page's heading when nothing matches. */
  target: string;
  /** Rendered with `t(title)` (useLingui), like the body. */
  title: MessageDescriptor;
  body: MessageDescriptor;
}

const HEADING = 'main h1';
const CLOCK = '[data-demo="clock"]';
const METER = '[data-testid="budget-count"]';

export const TOURS: Record<ScenarioId, TourStep[]> = {
  healthy: [
    {
      page: '/',
      target: HEADING,
      title: msg`The account at a glance`,
      body: msg`Servers by status, the wallet and open tickets, each a link to its page. The data is generated in this browser.`,
    },
    {
      page: '/instances',
      target: 'main a[href="/instances/deploy"]',
      title: msg`Deploy a server`,
      body: msg`Deploy one: it is provisioning for about 20 seconds, then running with an address. The first month is charged at once.`,
    },
    {
      page: '/instances',
      target: METER,
      title: msg`One budget for the office`,
      body: msg`The service allows 100 requests a minute per address, shared by everyone behind it. The console counts what it spends and paces itself.`,
    },
    {
      page: '/wallet',
      target: HEADING,
      title: msg`The wallet and its runway`,
      body: msg`Running servers are billed every hour. Move the clock ahead in the banner and the balance follows.`,
    },
    {
      page: '/wallet',
      target: '#side-nav',
      title: msg`Presenting to someone?`,
      body: msg`Presentation mode (Shift P) masks addresses, e-mails, key prefixes and amounts on every page until you turn it off.`,
    },
  ],
  'low-balance': [
    {
      page: '/wallet',
      target: HEADING,
      title: msg`A balance about to run out`,
      body: msg`The runway says when the balance reaches zero at the current rate of spend: within hours.`,
    },
    {
      page: '/wallet',
      target: CLOCK,
      title: msg`Move the clock an hour`,
      body: msg`Press "+1 hour": the hour’s usage is debited and appears in the transactions below.`,
    },
    {
      page: '/wallet',
      target: 'main table',
      title: msg`Every hour, a debit`,
      body: msg`Each running server past its first month costs its plan’s price per hour.`,
    },
    {
      page: '/wallet',
      target: CLOCK,
      title: msg`Past zero: every key stops`,
      body: msg`Press "+1 day". At zero the account is locked: every API key, this console’s too, is answered 401 invalid_token, the same answer as a wrong key.`,
    },
    {
      page: '/wallet',
      target: '[data-demo="add-funds"]',
      title: msg`Funds lift the lock`,
      body: msg`The account holder adds funds in the provider’s own console (here: this button). The keys work again; connect with the full key.`,
    },
  ],
  'failing-webhook': [
    {
      page: '/webhooks',
      target: 'main table',
      title: msg`A receiver that keeps failing`,
      body: msg`The CI deploy tracker answers 500: 17 failed deliveries in a row. Retries are due within the minute.`,
    },
    {
      page: '/webhooks',
      target: HEADING,
      title: msg`Twenty failures: auto-disabled`,
      body: msg`Wait a minute, or press Refresh: at 20 consecutive failures the service disables the endpoint and stops sending to it.`,
    },
    {
      page: '/webhooks',
      target: 'main table',
      title: msg`Re-enabling waits an hour`,
      body: msg`Open the endpoint and re-enable it: refused for an hour after the auto-disable (reenable_blocked), with the time it lifts.`,
    },
    {
      page: '/webhooks',
      target: CLOCK,
      title: msg`An hour later`,
      body: msg`Press "+1 hour", then re-enable again: now it is accepted. The receiver still fails, so fix it first in real life.`,
    },
  ],
  'busy-office': [
    {
      page: '/instances',
      target: METER,
      title: msg`The office shares one budget`,
      body: msg`Colleagues behind the same address spend about 85 of the 100 requests a minute. The meter counts what is left for this console.`,
    },
    {
      page: '/instances',
      target: '#side-nav',
      title: msg`Move around quickly`,
      body: msg`Open several pages in a row. When the budget is spent, the console waits for it instead of failing, and says for how long.`,
    },
    {
      page: '/instances',
      target: METER,
      title: msg`Waiting, not failing`,
      body: msg`"Resuming in N s" shows the wait; "Try now" sends the held reads at once. Nothing is lost and no write is sent twice.`,
    },
  ],
  fleet: [
    {
      page: '/instances',
      target: 'main table',
      title: msg`10,000 servers`,
      body: msg`The whole list arrives in one answer; only the rows on screen are drawn, so scrolling stays smooth.`,
    },
    {
      page: '/instances',
      target: 'main input[type="search"]',
      title: msg`Find one`,
      body: msg`Type part of a name or an address: the filter runs in the browser, without a request per key press.`,
    },
    {
      page: '/monitoring',
      target: 'main table',
      title: msg`Pages from the service`,
      body: msg`Monitoring pages through the fleet from the service, a page at a time; the address keeps the page and the sort.`,
    },
  ],
  empty: [
    {
      page: '/',
      target: HEADING,
      title: msg`A brand-new account`,
      body: msg`Nothing deployed yet, a welcome credit in the wallet. Every page says what it is for and how to start.`,
    },
    {
      page: '/instances',
      target: 'main',
      title: msg`No instances yet`,
      body: msg`The empty page explains what an instance is and offers the first deploy.`,
    },
    {
      page: '/vpcs',
      target: 'main',
      title: msg`No VPCs yet`,
      body: msg`Each resource’s empty page has its action: create a VPC here, a volume or a reserved IP on theirs.`,
    },
    {
      page: '/webhooks',
      target: 'main',
      title: msg`No webhooks yet`,
      body: msg`Add an endpoint to be told when something happens on the account.`,
    },
    {
      page: '/wallet',
      target: HEADING,
      title: msg`The welcome credit`,
      body: msg`The first transaction, and no payment method yet: add one before the credit runs out.`,
    },
  ],
  'troubled-network': [
    {
      page: '/instances',
      target: HEADING,
      title: msg`A network having a bad day`,
      body: msg`Some answers take 1.5 s, about one in seven is a 503 and some connections drop. This is the fault rules of the mock, nothing else.`,
    },
    {
      page: '/instances',
      target: 'main',
      title: msg`Reads recover on their own`,
      body: msg`A failed read is tried again; data already on screen stays while it is. Open a few pages and watch.`,
    },
    {
      page: '/volumes',
      target: HEADING,
      title: msg`How fresh is this?`,
      body: msg`Each page says when it was last updated and offers Refresh, so a stale page is never taken for a live one.`,
    },
    {
      page: '/volumes',
      target: 'main',
      title: msg`Writes are never sent twice`,
      body: msg`A write whose answer was lost is not repeated blindly: the console checks the list first, then says what happened.`,
    },
  ],
};
