// Webhook endpoints: HTTPS on a public address (the URL guard), 20 per account and 3 per host,
// the secret shown once, ping, re-enable (blocked for an hour after an auto-disable), delivery log.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { deliver, REENABLE_BLOCK_MS } from '../db/events';
import { newId } from '../db/ids';
import { signDelivery } from '../db/signing';
import { deliveryView, endpointView } from '../db/views';
import { envelope } from '../db/webhook-payload';
import { badBody, conflict } from '../lib/errors';
import { base62 } from '../lib/random';
import { DAY, iso } from '../lib/time';
import { urlHost, webhookUrlProblem } from '../lib/webhook-url-rules';
import { readBody } from '../rules/body';
import type { EndpointRec, Receiver, WebhookEventType } from '../types';
import { EVENT_TYPES } from './webhook-events';
import { accountOf, noContent, ownedRow, route, type Api, type Ctx } from './http';

export const MAX_ENDPOINTS = 20;
export const MAX_PER_HOST = 3;

/** The mock never calls the URL: hosts starting with `fail` answer 500, `timeout` never answer. */
export function receiverFor(url: string): Receiver {
  const host = urlHost(url);
  return host.startsWith('fail') ? 'error' : host.startsWith('timeout') ? 'timeout' : 'ok';
}

function guardUrl(url: string): void {
  const problem = webhookUrlProblem(url);
  if (problem) throw badBody('url', problem);
}

function checkHostLimit(ctx: MockContext, c: Ctx, url: string, self: EndpointRec | null): void {
  const host = urlHost(url);
  const sameHost = owned(ctx.db.endpoints.values(), accountOf(c)).filter(
    (e) => e !== self && urlHost(e.url) === host,
  );
  if (sameHost.length >= MAX_PER_HOST)
    throw conflict('host_limit', `at most ${MAX_PER_HOST} endpoints may share the host ${host}`);
}

export function registerWebhooks(app: Api, ctx: MockContext): void {
  const endpoint = (c: Ctx) =>
    ownedRow(ctx.db.endpoints, c.req.param('id')!, c, 'webhook endpoint');
  const view = (e: EndpointRec) => endpointView(e, ctx.db.deliveries.get(e.id) ?? []);

  route(app, 'GET', '/webhooks/event-types', null, (c) =>
    c.json({ items: EVENT_TYPES satisfies WebhookEventType[] }),
  );
  route(app, 'GET', '/webhooks/endpoints', null, (c) =>
    c.json({ items: owned(ctx.db.endpoints.values(), accountOf(c)).map(view) }),
  );
  route(app, 'POST', '/webhooks/endpoints', null, async (c) => {
    const body = await readBody(c, 'createWebhookEndpoint');
    guardUrl(body.url);
    if (owned(ctx.db.endpoints.values(), accountOf(c)).length >= MAX_ENDPOINTS) {
      throw conflict(
        'endpoint_limit',
        `an account may register at most ${MAX_ENDPOINTS} endpoints`,
      );
    }
    checkHostLimit(ctx, c, body.url, null);
    const e: EndpointRec = {
      id: newId(ctx, 'whe'),
      accountId: accountOf(c),
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      status: 'active',
      consecutiveFailures: 0,
      disabledAt: null,
      secret: `whsec_${base62(ctx.ids, 32)}`,
      receiver: receiverFor(body.url),
      createdAt: ctx.now(),
    };
    ctx.db.endpoints.set(e.id, e);
    ctx.db.deliveries.set(e.id, []);
    return c.json({ endpoint: view(e), secret: e.secret }, 201);
  });
  route(app, 'GET', '/webhooks/endpoints/:id', null, (c) => c.json(view(endpoint(c))));
  route(app, 'PATCH', '/webhooks/endpoints/:id', null, async (c) => {
    const e = endpoint(c);
    const body = await readBody(c, 'updateWebhookEndpoint');
    if (body.url !== undefined) {
      guardUrl(body.url);
      checkHostLimit(ctx, c, body.url, e);
      e.url = body.url;
      e.receiver = receiverFor(body.url);
    }
    if (body.description !== undefined) e.description = body.description;
    if (body.events !== undefined) e.events = body.events;
    return c.json(view(e));
  });
  route(app, 'DELETE', '/webhooks/endpoints/:id', null, (c) => {
    const e = endpoint(c);
    ctx.db.endpoints.delete(e.id);
    ctx.db.deliveries.delete(e.id);
    return noContent(c);
  });
  route(app, 'POST', '/webhooks/endpoints/:id/ping', null, async (c) => {
    const e = endpoint(c);
    if (e.status === 'disabled')
      throw conflict(
        'invalid_state',
        'the endpoint is disabled; re-enable it before sending a ping',
      );
    const payload = envelope(newId(ctx, 'evt', 16), 'ping', ctx.now(), { endpointId: e.id });
    const d = await deliver(ctx, e, 'ping', payload, 1);
    return c.json(deliveryView(await signDelivery(d, e.secret)));
  });
  route(app, 'POST', '/webhooks/endpoints/:id/enable', null, (c) => {
    const e = endpoint(c);
    if (e.status !== 'disabled' || e.disabledAt === null) return c.json(view(e));
    const after = e.disabledAt + REENABLE_BLOCK_MS;
    if (ctx.now() < after)
      throw conflict(
        'reenable_blocked',
        `re-enabling is blocked until ${iso(after)} (one hour after the auto-disable)`,
      );
    e.status = 'active';
    e.consecutiveFailures = 0;
    e.disabledAt = null;
    return c.json(view(e));
  });
  route(app, 'GET', '/webhooks/endpoints/:id/deliveries', null, async (c) => {
    const e = endpoint(c);
    const since = ctx.now() - 30 * DAY;
    const log = (ctx.db.deliveries.get(e.id) ?? []).filter((d) => d.at >= since).slice(0, 50);
    const signed = await Promise.all(log.map((d) => signDelivery(d, e.secret)));
    return c.json({ items: signed.map(deliveryView) });
  });
}
