// Webhook endpoints in every state, with delivery logs (newest first, at most 50, within 30 days).
import type { Db } from '../db/db';
import { envelope } from '../db/webhook-payload';
import { base62, hex, int, pick, stream, type Rng } from '../lib/random';
import { DAY, HOUR, MINUTE } from '../lib/time';
import { WEBHOOK_EVENTS } from '../rules/contract.gen';
import type { DeliveryRec, EndpointRec, Receiver, WebhookEvent } from '../types';
import { MAIN_ACCOUNT_ID } from './keys';

const INSTANCE_EVENTS: WebhookEvent[] = WEBHOOK_EVENTS.filter((event) =>
  event.startsWith('instance.'),
);

interface EndpointSeed {
  url: string;
  description: string;
  events: WebhookEvent[];
  receiver: Receiver;
  failures: number;
  /** minutes before the seed time; null when not disabled */
  disabledMinutesAgo: number | null;
  deliveries: number;
}

const ENDPOINTS: EndpointSeed[] = [
  {
    url: 'https://hooks.acme-robotics.example.com/cloud',
    description: 'Ops chat relay',
    events: INSTANCE_EVENTS,
    receiver: 'ok',
    failures: 0,
    disabledMinutesAgo: null,
    deliveries: 50,
  },
  {
    url: 'https://ci.acme-robotics.example.com/webhooks/deploys',
    description: 'CI deploy tracker',
    events: ['instance.created', 'instance.destroyed'],
    receiver: 'error',
    failures: 7,
    disabledMinutesAgo: null,
    deliveries: 30,
  },
  {
    url: 'https://alerts.partner.example.net/ingest',
    description: 'Partner integration (auto-disabled recently)',
    events: [...INSTANCE_EVENTS, 'account.suspended'],
    receiver: 'timeout',
    failures: 20,
    disabledMinutesAgo: 20,
    deliveries: 50,
  },
  {
    url: 'https://legacy.acme-robotics.example.com/hook',
    description: 'Legacy receiver (disabled hours ago)',
    events: ['instance.created'],
    receiver: 'ok',
    failures: 20,
    disabledMinutesAgo: 180,
    deliveries: 24,
  },
  {
    url: 'https://billing.acme-robotics.example.com/payments',
    description: 'Facturation — données-café-東京',
    events: ['payment.succeeded', 'wallet.low_balance'],
    receiver: 'ok',
    failures: 0,
    disabledMinutesAgo: null,
    deliveries: 12,
  },
  {
    url: 'https://tickets.helpdesk.example.org/in',
    description: 'Helpdesk sync <img src=x onerror=alert(1)> (one failure from auto-disable)',
    events: ['ticket.answered', 'ticket.closed'],
    receiver: 'error',
    failures: 19,
    disabledMinutesAgo: null,
    deliveries: 40,
  },
];

function delivery(r: Rng, e: EndpointRec, at: number, ok: boolean, attempt: number): DeliveryRec {
  const event = pick(r, e.events);
  const timestamp = String(Math.floor(at / 1000));
  const timeout = !ok && e.receiver === 'timeout';
  return {
    id: `whd_${hex(r, 14)}`,
    endpointId: e.id,
    event,
    attempt,
    ok,
    responseStatus: ok ? 200 : timeout ? null : pick(r, [500, 502, 503]),
    durationMs: ok ? int(r, 40, 600) : timeout ? 10000 : int(r, 50, 3000),
    error: ok ? null : timeout ? 'timeout after 10000 ms' : 'non-2xx response',
    timestamp,
    signature: null,
    payload: envelope(`evt_${hex(r, 16)}`, event, at, { accountId: e.accountId }),
    at,
  };
}

export function seedWebhooks(db: Db): void {
  const r = stream(db.seed, 'webhooks');
  ENDPOINTS.forEach((s, i) => {
    const disabledAt =
      s.disabledMinutesAgo === null ? null : db.anchor - s.disabledMinutesAgo * MINUTE;
    const e: EndpointRec = {
      id: `whe_${hex(r, 12)}`,
      accountId: MAIN_ACCOUNT_ID,
      url: s.url,
      description: s.description,
      events: s.events,
      status: disabledAt !== null ? 'disabled' : s.failures > 0 ? 'failing' : 'active',
      consecutiveFailures: s.failures,
      disabledAt,
      secret: `whsec_${base62(r, 32)}`,
      receiver: s.receiver,
      createdAt: db.anchor - (200 - i * 20) * DAY,
    };
    const newest = disabledAt ?? db.anchor - int(r, 2, 50) * MINUTE;
    const log: DeliveryRec[] = [];
    for (let k = 0; k < s.deliveries; k++) {
      const at =
        newest - Math.floor((k * 29 * DAY) / s.deliveries) - (k === 0 ? 0 : int(r, 0, HOUR));
      const failed = k < s.failures;
      log.push(delivery(r, e, at, !failed, failed ? (k % 6) + 1 : 1));
    }
    db.endpoints.set(e.id, e);
    db.deliveries.set(e.id, log);
  });
}
