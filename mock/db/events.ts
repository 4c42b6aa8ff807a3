// Webhook events and their simulated deliveries. The mock never calls the URL: the endpoint's
// simulated receiver decides the outcome. Failed attempts are retried (6 attempts in all, with
// exponential backoff); 20 consecutive failures disable the endpoint for at least an hour.
import type { MockContext } from '../mock-context';
import { HOUR, MINUTE } from '../lib/time';
import type { DeliveryRec, EndpointRec, WebhookEvent } from '../types';
import { newId } from './ids';
import { envelope } from './webhook-payload';

export const MAX_ATTEMPTS = 6;
export const BACKOFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 8 * HOUR];
export const AUTO_DISABLE_AFTER = 20;
export const REENABLE_BLOCK_MS = HOUR;
export const LOG_SIZE = 50;

export function deliver(
  ctx: MockContext,
  e: EndpointRec,
  event: WebhookEvent | 'ping',
  payload: string,
  attempt: number,
): DeliveryRec {
  const at = ctx.now();
  const ok = e.receiver === 'ok';
  const timeout = e.receiver === 'timeout';
  const row: DeliveryRec = {
    id: newId(ctx, 'whd', 14),
    endpointId: e.id,
    event,
    attempt,
    ok,
    responseStatus: ok ? 200 : timeout ? null : 500,
    durationMs: ok ? 120 : timeout ? 10000 : 340,
    error: ok ? null : timeout ? 'timeout after 10000 ms' : 'non-2xx response',
    timestamp: String(Math.floor(at / 1000)),
    signature: null,
    payload,
    at,
  };
  const log = ctx.db.deliveries.get(e.id) ?? [];
  log.unshift(row);
  log.length = Math.min(log.length, LOG_SIZE);
  ctx.db.deliveries.set(e.id, log);
  if (ok) {
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
          deliver(ctx, e, event, payload, attempt + 1);
      });
    }
  }
  return row;
}

/** Records a delivery of `event` to every endpoint of the account that subscribes and is not disabled. */
export function emit(
  ctx: MockContext,
  accountId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): void {
  const payload = envelope(newId(ctx, 'evt', 16), event, ctx.now(), data);
  for (const e of ctx.db.endpoints.values()) {
    if (e.accountId === accountId && e.status !== 'disabled' && e.events.includes(event))
      deliver(ctx, e, event, payload, 1);
  }
}
