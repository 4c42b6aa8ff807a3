/* global ngx, Buffer -- njs's own globals (ngx.fetch, Buffer) */
// The service's webhooks, received by nginx's JavaScript module (njs, Debian libnginx-mod-http-js)
// at /hooks/service/<label> and checked before anything else sees them: a known endpoint (its
// label has a secret in the secrets map), a bounded body (client_max_body_size), a timestamp within
// five minutes, the HMAC-SHA256 signature over `timestamp.body` with that endpoint's secret, an
// event id not seen before, a well-formed envelope of a known kind. Only then is the event published
// to the console's stream (nchan, Debian libnginx-mod-nchan), re-written from its checked fields.
// A refusal sets $hook_refusal, which puts the delivery on the audit log (deploy/team/nginx.conf).
// The header names, the `v1=` form and the envelope are our contract's assumptions (docs/webhooks.md).
// The office's own writes join the stream too (writeReceipt, announce): the service sends no event
// for a VPC, a volume or a reserved IP, so a colleague's change to one is announced so.
import crypto from 'crypto';

/** Seconds a delivery's timestamp may be from this clock, either way (docs/webhooks.md). */
const TOLERANCE_SECONDS = 300;

/** The 12 events of the contract (openapi/cloud-console.v1.yaml, WebhookEvent) and the ping. */
const KINDS = [
  'instance.created',
  'instance.started',
  'instance.stopped',
  'instance.rebooted',
  'instance.destroyed',
  'instance.failed',
  'payment.succeeded',
  'wallet.low_balance',
  'account.suspended',
  'account.reactivated',
  'ticket.answered',
  'ticket.closed',
];

function refuse(r, status, code, message) {
  r.variables.hook_refusal = code;
  r.headersOut['Content-Type'] = 'application/json';
  r.return(status, JSON.stringify({ error: { code: code, message: message } }));
}

/**
 * Publishes to one of nchan's channels on this nginx, over HTTP to its own address (the front's
 * secret and this render's publish secret; the locations refuse anything else). Not a subrequest:
 * with several replicas nchan keeps its channels in Redis, and a publish there answers only once
 * Redis has, which a subrequest never waited for (the delivery hung until the front gave up).
 */
async function publish(r, path, body, method, event) {
  const headers = {
    'X-Console-Front': r.headersIn['X-Console-Front'] || '',
    'X-Console-Live': r.variables.live_secret,
  };
  // nchan names the server-sent event so (the browser's listener for it, not `message`).
  if (event) headers['X-EventSource-Event'] = event;
  const reply = await ngx.fetch(
    'http://' + r.variables.server_addr + ':' + r.variables.server_port + path,
    { method: method || 'POST', headers: headers, body: body },
  );
  return { status: reply.status, text: await reply.text() };
}

/** The number of the period now: streams opened in it join its channel (below). */
function periodNow(r) {
  return Math.floor(Date.now() / 1000 / Number(r.variables.stream_life));
}

/** The period a stream opened now belongs to ($stream_period, /live/events). */
function streamPeriod(r) {
  return String(periodNow(r));
}

/**
 * Closes the streams opened in the periods before this one, before an event goes out: the role is
 * checked when a stream opens, not while it stays open, so a person removed from the group would
 * otherwise go on receiving events. Each is told first (a `reopen` event, which carries the
 * stream's place, so the console opens it again at once and misses nothing), then its channel is
 * deleted, which ends its streams. A period with no stream has no channel (404): one request.
 * Whether every old period is closed (gone already counts: another delivery may have closed it).
 */
async function closeOldStreams(r) {
  const now = periodNow(r);
  const periods = [];
  for (let back = 1; back <= Number(r.variables.stream_periods_closed); back++)
    periods.push(now - back);
  const closed = await Promise.all(
    periods.map(async (period) => {
      const path = '/_live/period?period=' + period;
      const found = await publish(r, path, undefined, 'GET');
      if (found.status === 404) return true;
      if (found.status !== 200) return false;
      await publish(r, path, '', 'POST', 'reopen');
      const status = (await publish(r, path, undefined, 'DELETE')).status;
      return status < 300 || status === 404;
    }),
  ).catch(() => [false]);
  return closed.every(Boolean);
}

/**
 * Puts a message on the stream once; what refuses it otherwise ([status, code, words]). Its id is
 * remembered (a channel of its own, kept past the timestamp window); the count nchan answers is
 * taken at the publish, so two copies sent at once cannot both pass.
 */
async function publishOnce(r, message) {
  // Before the id is recorded, so a delivery refused here can be sent again. Not passed on to
  // streams that should have been closed: the role of the people behind them is unknown.
  if (!(await closeOldStreams(r)))
    return [503, 'stream_unavailable', 'Older streams could not be closed; send it again.'];
  const seen = await publish(r, '/_live/seen?id=' + encodeURIComponent(message.id), '1');
  const copies = /queued messages: (\d+)/.exec(seen.text || '');
  if (seen.status >= 300 || !copies)
    return [503, 'stream_unavailable', 'The event could not be recorded; send it again.'];
  if (Number(copies[1]) > 1) return [409, 'replayed_event', 'This event was received already.'];
  const published = await publish(r, '/_live/publish', JSON.stringify(message));
  if (published.status >= 300)
    return [503, 'stream_unavailable', 'The event could not be passed on; send it again.'];
  return undefined;
}

/** Equal strings, compared in time that does not depend on where they first differ. */
function sameText(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Only plain values of bounded size pass into what browsers receive: ids, names, amounts. */
function plainData(data) {
  const out = {};
  const names = Object.keys(data).slice(0, 16);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const value = data[name];
    if (!/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(name)) continue;
    if (typeof value === 'string' && value.length <= 200) out[name] = value;
    else if (typeof value === 'number' && isFinite(value)) out[name] = value;
    else if (typeof value === 'boolean') out[name] = value;
  }
  return out;
}

/** The checked envelope, or a string saying what is wrong with it. */
function readEnvelope(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return 'the body is not JSON (' + error.message + ')';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'the body is not a JSON object';
  if (typeof value.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value.id))
    return 'the event has no id of letters, digits, _ and - (at most 64)';
  if (typeof value.type !== 'string' || value.type.length > 64) return 'the event has no type';
  if (typeof value.createdAt !== 'string' || isNaN(Date.parse(value.createdAt)))
    return 'the event has no createdAt time';
  if (value.data === null || typeof value.data !== 'object' || Array.isArray(value.data))
    return 'the event has no data object';
  return value;
}

async function receive(r) {
  if (r.method !== 'POST') {
    r.headersOut.Allow = 'POST';
    return refuse(r, 405, 'method_not_allowed', 'Deliveries are POSTed.');
  }
  const secret = r.variables.hook_secret;
  if (!secret) return refuse(r, 404, 'unknown_endpoint', 'No endpoint is registered here.');
  const body = r.requestBuffer;
  // A body nginx had to write to a file is over the bound (client_body_buffer_size equals it).
  if (body === undefined || body.length === 0)
    return refuse(r, 400, 'malformed_event', 'The delivery has no body.');
  const timestamp = r.headersIn['Webhook-Timestamp'] || '';
  const signature = r.headersIn['Webhook-Signature'] || '';
  if (!/^\d{1,12}$/.test(timestamp))
    return refuse(r, 401, 'stale_timestamp', 'The delivery has no Webhook-Timestamp.');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS)
    return refuse(
      r,
      401,
      'stale_timestamp',
      'The delivery was signed more than 5 minutes away from now.',
    );
  const expected =
    'v1=' +
    crypto
      .createHmac('sha256', secret)
      .update(timestamp + '.')
      .update(body)
      .digest('hex');
  if (!sameText(expected, signature))
    return refuse(r, 401, 'bad_signature', 'The signature does not match the endpoint’s secret.');

  const envelope = readEnvelope(body.toString());
  if (typeof envelope === 'string') return refuse(r, 400, 'malformed_event', envelope + '.');
  if (envelope.type === 'ping') {
    r.headersOut['Content-Type'] = 'application/json';
    return r.return(200, '{"received":"ping"}');
  }
  if (KINDS.indexOf(envelope.type) < 0)
    return refuse(r, 422, 'unknown_event_kind', 'This receiver does not know the event kind.');

  const refusal = await publishOnce(r, {
    id: envelope.id,
    type: envelope.type,
    createdAt: envelope.createdAt,
    data: plainData(envelope.data),
  });
  if (refusal) return refuse(r, refusal[0], refusal[1], refusal[2]);
  r.headersOut['Content-Type'] = 'application/json';
  r.return(202, '{"received":"event"}');
}

/** The office's own writes on the stream: a kind of ours, not the service's (docs/webhooks.md). */
const WRITE_KIND = 'console.write';
/** How long a receipt may be handed in after the write's answer. */
const RECEIPT_SECONDS = 60;

function signReceipt(r, body) {
  return crypto
    .createHmac('sha256', r.variables.receipt_key)
    .update('receipt.' + body)
    .digest('hex');
}

/**
 * $write_receipt: on a 2xx answer to a write under /api/, what the write was (method, path, who,
 * when) as the message the stream would carry, base64url, with its signature; empty otherwise.
 * The service's answer is not read: only what nginx itself knows of the request goes in.
 */
function writeReceipt(r) {
  if (!/^(POST|PUT|PATCH|DELETE)$/.test(r.method) || r.uri.indexOf('/api/') !== 0) return '';
  const status = Number(r.variables.status);
  if (!(status >= 200 && status < 300)) return '';
  const message = JSON.stringify({
    id: 'w' + r.variables.request_id,
    type: WRITE_KIND,
    createdAt: new Date().toISOString(),
    data: plainData({
      method: r.method,
      path: r.uri.slice(0, 200),
      user: (r.variables.person_user || '').slice(0, 200),
      person: (r.variables.person_name || r.variables.person_user || '').slice(0, 200),
    }),
  });
  const body = Buffer.from(message).toString('base64url');
  return body + '.' + signReceipt(r, body);
}

/**
 * /live/announce: a receipt this nginx (or a replica sharing its key) signed, at most a minute old
 * and handed in once, goes on the stream as it was signed. Anything else is refused and logged.
 */
async function announce(r) {
  if (r.method !== 'POST') {
    r.headersOut.Allow = 'POST';
    return refuse(r, 405, 'method_not_allowed', 'Receipts are POSTed.');
  }
  const text = r.requestBuffer === undefined ? '' : r.requestBuffer.toString();
  const dot = text.indexOf('.');
  const body = dot > 0 ? text.slice(0, dot) : '';
  if (!body || !sameText(signReceipt(r, body), text.slice(dot + 1)))
    return refuse(r, 401, 'bad_receipt', 'The receipt is not one this console gave.');
  let message;
  try {
    message = JSON.parse(Buffer.from(body, 'base64url').toString());
  } catch (error) {
    return refuse(r, 400, 'malformed_event', 'The receipt is not JSON (' + error.message + ').');
  }
  if (Math.abs(Date.now() - Date.parse(message.createdAt)) > RECEIPT_SECONDS * 1000)
    return refuse(r, 401, 'stale_receipt', 'The receipt is more than a minute old.');
  const refusal = await publishOnce(r, message);
  if (refusal) return refuse(r, refusal[0], refusal[1], refusal[2]);
  r.headersOut['Content-Type'] = 'application/json';
  r.return(202, '{"announced":"write"}');
}

export default { receive, writeReceipt, announce, streamPeriod };
