// Mock-only routes under /__mock (no auth, no rate limit), for tests, e2e and the demo build.
import type { Context, Hono } from 'hono';
import type { AppEnv, MockContext } from '../mock-context';
import { post } from '../db/ledger';
import { tokenDigest } from '../lib/digest';
import { ApiError, badBody, notFound } from '../lib/errors';
import { iso } from '../lib/time';
import { DRIFT_KINDS, type Drift } from '../drift-kinds';
import { ERROR_SHAPES, type ErrorShape } from '../error-shape';
import { parseFaultRules } from '../rules/fault-rules';
import { isScenarioId, SCENARIO_IDS } from '../scenario-ids';
import { MAIN_ACCOUNT_ID, type DemoKeys } from '../seed/index';

interface TopupBody {
  accountId?: unknown;
  token?: unknown;
  amountCents?: unknown;
}

async function json(c: { req: { text(): Promise<string> } }): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw badBody(undefined, 'the body is not valid JSON');
  }
}

function topupAccount(ctx: MockContext, body: TopupBody): string {
  if (typeof body.token === 'string') {
    const id = ctx.db.keyByDigest.get(tokenDigest(body.token));
    const key = id === undefined ? undefined : ctx.db.keys.get(id);
    if (!key) throw notFound('key');
    return key.accountId;
  }
  if (typeof body.accountId === 'string') {
    if (!ctx.db.accounts.has(body.accountId)) throw notFound('account');
    return body.accountId;
  }
  return MAIN_ACCOUNT_ID;
}

/**
 * Whether a browser page of another origin sent this. The control routes hand out every demo key
 * and reset or rewrite the service, and the mock listens on loopback beside a team's proxy (whose
 * keys are these): any page open on the machine could otherwise read the admin's key and act past
 * the sign-in, the roles and the audit log. Programs on this machine (Node's fetch, curl) send no
 * Origin, nor does a page's navigation to the address; the demo build answers them in the page
 * itself, never over the network.
 */
function fromAnotherOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

export function registerControl(app: Hono<AppEnv>, ctx: MockContext, keys: DemoKeys): void {
  app.use('/__mock/*', async (c, next) => {
    if (fromAnotherOrigin(c))
      return c.json(
        {
          code: 'control_refused',
          message:
            'The mock’s control routes answer programs on this machine, not pages of other origins.',
        },
        403,
      );
    await next();
  });
  // What fell due runs first, in order: funds added after a clock jump come after the jump's hours.
  app.use('/__mock/*', async (_c, next) => {
    ctx.scheduler.runDue(ctx.now());
    await next();
  });
  app.post('/__mock/reset', (c) => {
    ctx.reset();
    return c.json({ ok: true, seededAt: iso(ctx.db.anchor) });
  });
  app.get('/__mock/scenario', (c) => c.json({ scenario: ctx.scenario, scenarios: SCENARIO_IDS }));
  /** Starts a scenario from its beginning: nothing of the previous one is kept. */
  app.post('/__mock/scenario', async (c) => {
    const id = ((await json(c)) as { scenario?: unknown } | null)?.scenario;
    if (!isScenarioId(id))
      throw badBody('scenario', `scenario must be one of ${SCENARIO_IDS.join(', ')}`);
    ctx.scenario = id;
    ctx.reset();
    return c.json({ scenario: id, seededAt: iso(ctx.db.anchor) });
  });
  app.post('/__mock/topup', async (c) => {
    const body = ((await json(c)) ?? {}) as TopupBody;
    const amount = body.amountCents;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      throw badBody('amountCents', 'amountCents must be a positive integer');
    const accountId = topupAccount(ctx, body);
    post(ctx, accountId, {
      type: 'credit',
      category: 'topup',
      amountCents: amount,
      description: 'Funds added in the console',
    });
    const account = ctx.db.accounts.get(accountId)!;
    return c.json({ accountId, balanceCents: account.balanceCents, locked: account.locked });
  });
  app.get('/__mock/requests', (c) => c.json({ items: ctx.requests }));
  app.delete('/__mock/requests', (c) => {
    ctx.requests = [];
    return c.body(null, 204);
  });
  app.get('/__mock/faults', (c) => c.json({ items: ctx.faults }));
  app.put('/__mock/faults', async (c) => {
    const body = await json(c);
    const rules = parseFaultRules(
      Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items,
    );
    if (typeof rules === 'string') throw new ApiError(400, 'invalid_body', rules);
    ctx.faults = rules;
    return c.json({ items: rules });
  });
  app.get('/__mock/keys', (c) => c.json(keys));
  /** The drift played now, and the fields it took that our contract does not have. */
  app.get('/__mock/drift', (c) =>
    c.json({ drift: ctx.drift ?? null, received: ctx.driftReceived }),
  );
  /**
   * Plays a drift from now on (mock/drift.ts): one kind, or a list of kinds played at once (kinds
   * that touch different operations, DRIFT_GROUPS), or none with `{ "drift": null }`; a reset goes
   * back to MOCK_DRIFT.
   */
  app.put('/__mock/drift', async (c) => {
    const value = ((await json(c)) as { drift?: unknown } | null)?.drift;
    const known = (kind: unknown) =>
      typeof kind === 'string' && (DRIFT_KINDS as readonly string[]).includes(kind);
    const list =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(known) &&
      new Set(value).size === value.length;
    if (value !== null && !known(value) && !list)
      throw badBody(
        'drift',
        `drift must be null, one of ${DRIFT_KINDS.join(', ')}, or a list of distinct ones`,
      );
    ctx.drift = (value ?? undefined) as Drift | undefined;
    return c.json({ drift: value });
  });
  /** The shape refusals are answered in now (mock/error-shape.ts). */
  app.get('/__mock/error-shape', (c) => c.json({ shape: ctx.errorShape ?? 'contract' }));
  /** Answers refusals in that shape from now on (`null`: our contract's); a reset goes back to MOCK_ERROR_SHAPE. */
  app.put('/__mock/error-shape', async (c) => {
    const value = ((await json(c)) as { shape?: unknown } | null)?.shape;
    if (
      value !== null &&
      !(typeof value === 'string' && (ERROR_SHAPES as readonly string[]).includes(value))
    )
      throw badBody('shape', `shape must be null or one of ${ERROR_SHAPES.join(', ')}`);
    ctx.errorShape = (value ?? undefined) as ErrorShape | undefined;
    return c.json({ shape: value ?? 'contract' });
  });
}
