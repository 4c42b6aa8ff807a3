// Webhook events and their deliveries. The mock calls no URL unless the Node server was told to
// deliver to one host for real (MOCK_DELIVER_HOST, loopback only); otherwise the endpoint's
// simulated receiver decides the outcome. Failed attempts are retried (6 attempts in all, with
// exponential backoff); 20 consecutive failures disable the endpoint for at least an hour.
import type { MockContext, RealDelivery } from '../mock-context';
import { hmacSha256Hex } from '../lib/hmac';
import { urlHost } from '../lib/webhook-url-rules';
import { HOUR, MINUTE } from '../lib/time';
import type { DeliveryRec, EndpointRec, WebhookEvent } from '../types';
import { newId } from './ids';
import { envelope } from './webhook-payload';

export const MAX_ATTEMPTS = 6;
export const BACKOFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 8 * HOUR];
export const AUTO_DISABLE_AFTER = 20;
export const REENABLE_BLOCK_MS = HOUR;
export const LOG_SIZE = 50;

/** What one attempt came to, as the delivery log shows it. */
type Outcome = Pick<
  DeliveryRec,
  'ok' | 'responseStatus' | 'durationMs' | 'error' | 'timestamp' | 'signature'
>;

/**
 * Delivers `payload` to the endpoint: for real when the server was started with a delivery host
 * and the endpoint is on it (resolves once the receiver answered), else by its simulated receiver.
 */
export function deliver(
  ctx: MockContext,
  e: EndpointRec,
  event: WebhookEvent | 'ping',
  payload: string,
  attempt: number,
): DeliveryRec | Promise<DeliveryRec> {
  const real = ctx.options.delivery;
  if (real && urlHost(e.url) === real.host)
    return sendForReal(ctx, e, event, payload, attempt, real);
  const ok = e.receiver === 'ok';
  const timeout = e.receiver === 'timeout';
  return record(ctx, e, event, payload, attempt, ctx.now(), {
    ok,
    responseStatus: ok ? 200 : timeout ? null : 500,
    durationMs: ok ? 120 : timeout ? 10000 : 340,
    error: ok ? null : timeout ? 'timeout after 10000 ms' : 'non-2xx response',
    timestamp: String(Math.floor(ctx.now() / 1000)),
    signature: null,
  });
}

/**
 * A signed POST to the endpoint's URL, as the service sends it (docs/webhooks.md): signed when it
 * leaves, with this machine's clock, so a retry carries a new timestamp and signature.
 */
async function sendForReal(
  ctx: MockContext,
  e: EndpointRec,
  event: WebhookEvent | 'ping',
  payload: string,
  attempt: number,
  real: RealDelivery,
): Promise<DeliveryRec> {
  const at = ctx.now();
  const db = ctx.db;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v1=${await hmacSha256Hex(e.secret, `${timestamp}.${payload}`)}`;
  const started = Date.now();
  let status: number | null;
  try {
    status = await real.post(
      e.url,
      {
        'Content-Type': 'application/json',
        'Webhook-Timestamp': timestamp,
        'Webhook-Signature': signature,
      },
      payload,
    );
  } catch {
    status = null;
  }
  const ok = status !== null && status >= 200 && status < 300;
  const outcome: Outcome = {
    ok,
    responseStatus: status,
    durationMs: Date.now() - started,
    error: ok ? null : status === null ? 'no answer within 10000 ms' : 'non-2xx response',
    timestamp,
    signature,
  };
  // Deleted, or the store was reset, while the receiver answered: nothing to record it on.
  if (ctx.db !== db || ctx.db.endpoints.get(e.id) !== e)
    return { id: '', endpointId: e.id, event, attempt, payload, at, ...outcome };
  return record(ctx, e, event, payload, attempt, at, outcome);
}

/** Puts the attempt on the endpoint's log, counts a failure (retry, auto-disable) or resets the count. */
function record(
  ctx: MockContext,
  e: EndpointRec,
  event: WebhookEvent | 'ping',
  payload: string,
  attempt: number,
  at: number,
  outcome: Outcome,
): DeliveryRec {
  const row: DeliveryRec = {
    id: newId(ctx, 'whd', 14),
    endpointId: e.id,
    event,
    attempt,
    payload,
    at,
    ...outcome,
  };
  const log = ctx.db.deliveries.get(e.id) ?? [];
  log.unshift(row);
  log.length = Math.min(log.length, LOG_SIZE);
  ctx.db.deliveries.set(e.id, log);
  if (outcome.ok) {
    e.consecutiveFailures = 0;
    e.status = 'active';
    return row;
  }
  e.consecutiveFailures = Math.min(AUTO_DISABLE_AFTER, e.consecutiveFailures + 1);
  if (e.consecutiveFailures >= AUTO_DISABLE_AFTER) {
    e.status = 'disabled';
    e.disabledAt = at;
  } else {
    e.status = 'failing';
    if (event !== 'ping' && attempt < MAX_ATTEMPTS) {
      ctx.scheduler.at(at + BACKOFF_MS[attempt - 1]!, () => {
        if (ctx.db.endpoints.get(e.id) === e && e.status !== 'disabled')
          void deliver(ctx, e, event, payload, attempt + 1);
      });
    }
  }
  return row;
}

/**
 * Records a delivery of `event` to every endpoint of the account that subscribes and is not
 * disabled, and tells the event tap (the demo's page) of it whatever the endpoints are.
 */
export function emit(
  ctx: MockContext,
  accountId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): void {
  const payload = envelope(newId(ctx, 'evt', 16), event, ctx.now(), data);
  for (const e of ctx.db.endpoints.values()) {
    if (e.accountId === accountId && e.status !== 'disabled' && e.events.includes(event))
      void deliver(ctx, e, event, payload, 1);
  }
  ctx.options.onEvent?.(accountId, payload);
}
