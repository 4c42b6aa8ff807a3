// Scenarios: named starting states of the seeded account, each showing one story the service's
// rules tell. A scenario only sets where things start (a balance, an endpoint's failures, a fault
// rule, other people's share of the request budget); from there the mock's own rules decide.
// Used by the demo build (the banner's scenario menu) and by POST /__mock/scenario.
import type { MockContext } from './mock-context';
import type { ScenarioId } from './scenario-ids';
import { deliver, MAX_ATTEMPTS } from './db/events';
import { hourlyMilliCents } from './db/living';
import { post } from './db/ledger';
import { SECOND } from './lib/time';
import type { FaultRule } from './rules/fault-rules';
import { MAIN_ACCOUNT_ID } from './seed/index';

export interface Scenario {
  /** How many servers the main account has (default: the seed's 48 × scale). */
  instances?: number;
  /** Requests a minute other people on the same address spend of the shared 100 (default 0). */
  officeLoad?: number;
  /** Fault rules active from the start. */
  faults?: FaultRule[];
  /** Changes the freshly seeded store (runs after the seed, before the clock moves on). */
  setup?: (ctx: MockContext) => void;
}

/** The balance lasts about two and a half hours of usage: the third hourly debit reaches zero. */
function lowBalance(ctx: MockContext): void {
  const account = ctx.db.accounts.get(MAIN_ACCOUNT_ID)!;
  const target = Math.max(
    1,
    Math.round((hourlyMilliCents(ctx, MAIN_ACCOUNT_ID, ctx.now()) / 100) * 2.5),
  );
  post(ctx, MAIN_ACCOUNT_ID, {
    type: 'debit',
    category: 'usage',
    service: 'compute',
    amountCents: account.balanceCents - target,
    description: 'Dedicated capacity reservation, 12 months',
  });
}

export const FAILING_ENDPOINT_URL = 'https://ci.acme-robotics.example.com/webhooks/deploys';

/**
 * The CI receiver answers 500: 17 failures in a row, three retries due in the next minute. The
 * twentieth failure auto-disables the endpoint; re-enabling is then refused for an hour.
 */
function failingWebhook(ctx: MockContext): void {
  const endpoint = [...ctx.db.endpoints.values()].find((e) => e.url === FAILING_ENDPOINT_URL);
  if (!endpoint) return;
  endpoint.consecutiveFailures = 17;
  endpoint.status = 'failing';
  const log = ctx.db.deliveries.get(endpoint.id) ?? [];
  const failed = log.filter((d) => !d.ok).slice(0, 3);
  failed.forEach((d, k) => {
    ctx.scheduler.at(ctx.now() + (k + 1) * 20 * SECOND, () => {
      if (ctx.db.endpoints.get(endpoint.id) === endpoint && endpoint.status !== 'disabled')
        void deliver(ctx, endpoint, d.event, d.payload, Math.min(d.attempt + 1, MAX_ATTEMPTS));
    });
  });
}

/** A brand-new account: no servers, storage, networks, tickets, endpoints or history; a welcome credit. */
function empty(ctx: MockContext): void {
  const db = ctx.db;
  const mine = (row: { accountId: string }) => row.accountId === MAIN_ACCOUNT_ID;
  for (const map of [
    db.instances,
    db.volumes,
    db.reservedIps,
    db.vpcs,
    db.paymentMethods,
    db.tickets,
    db.backups,
    db.backupServers,
    db.alertPolicies,
  ] as Map<string, { accountId: string }>[]) {
    for (const [id, row] of map) if (mine(row)) map.delete(id);
  }
  for (const [id, e] of db.endpoints) {
    if (!mine(e)) continue;
    db.endpoints.delete(id);
    db.deliveries.delete(id);
  }
  db.transactions = db.transactions.filter((t) => !mine(t));
  const account = db.accounts.get(MAIN_ACCOUNT_ID)!;
  account.name = 'Northwind Startup';
  account.email = 'founders@northwind.example.com';
  account.balanceCents = 0;
  account.locked = false;
  post(ctx, MAIN_ACCOUNT_ID, {
    type: 'credit',
    category: 'adjustment',
    amountCents: 5000,
    description: 'Welcome credit',
  });
}

export const SCENARIOS: Record<ScenarioId, Scenario> = {
  healthy: {},
  'low-balance': { setup: lowBalance },
  'failing-webhook': { setup: failingWebhook },
  'busy-office': { officeLoad: 85 },
  fleet: { instances: 10_000 },
  empty: { setup: empty },
  'troubled-network': {
    faults: [
      { route: 'GET /api/v1/*', kind: 'latency', ms: 1500, rate: 0.4 },
      { route: '/api/v1/*', kind: 'error', status: 503, rate: 0.15 },
      { route: 'GET /api/v1/*', kind: 'drop', rate: 0.1 },
    ],
  },
};
