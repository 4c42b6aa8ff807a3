/**
 * What the console read, as the items it means. Pure: each takes an answer (or two reads of one
 * instance) and the time, and gives the conditions found; the store keeps one open item per
 * condition (`key`), so the same expiring key seen again is not new.
 */
import { writtenPath } from '@/api/live/listeners';
import type { components } from '@/api/schema.gen';
import { DAY_MS, expiresWithin, keyExpiry } from '@/lib/key-expiry';
import { runwayAlert, walletRunway } from '@/lib/runway';
import type { AttentionKind, ReportedItem, ResourceRef, ResourceType, ServiceEvent } from './items';

type Schemas = components['schemas'];

/** Keys that expire within this many days, and runways this short, need attention. */
export const ATTENTION_DAYS = 14;
/** A ticket answered longer ago than this is not news. */
export const TICKET_NEWS_DAYS = 7;

/** The condition kinds a full look settles: whatever it no longer finds has ended. */
export const KEY_KINDS: readonly AttentionKind[] = ['key-expiring', 'key-expired'];
export const WEBHOOK_KINDS: readonly AttentionKind[] = ['webhook-failing', 'webhook-disabled'];
export const WALLET_KINDS: readonly AttentionKind[] = ['wallet-low', 'runway-short'];
export const INSTANCE_KINDS: readonly AttentionKind[] = ['instance-error'];

const time = (iso: string | null | undefined): number => {
  const at = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(at) ? 0 : at;
};

/** Keys that have expired, or expire within ATTENTION_DAYS. */
export function keyItems(
  keys: readonly Pick<Schemas['ApiKey'], 'id' | 'name' | 'expiresAt'>[],
  now: number,
): ReportedItem[] {
  const items: ReportedItem[] = [];
  for (const key of keys) {
    const expiry = keyExpiry(key.expiresAt, now);
    const resource: ResourceRef = { type: 'api-key', id: key.id, name: key.name };
    if (expiry.kind === 'expired')
      items.push({
        key: `key-expired:${key.id}:${expiry.at}`,
        kind: 'key-expired',
        resource,
        at: expiry.at,
      });
    else if (expiresWithin(expiry, ATTENTION_DAYS, now))
      items.push({
        key: `key-expiring:${key.id}:${expiry.at}`,
        kind: 'key-expiring',
        resource,
        at: now,
        days: expiry.days,
      });
  }
  return items;
}

/** Endpoints failing (deliveries refused, not yet disabled) or disabled after 20 failures. */
export function endpointItems(
  endpoints: readonly Pick<
    Schemas['WebhookEndpoint'],
    'id' | 'url' | 'status' | 'disabledAt' | 'consecutiveFailures'
  >[],
  now: number,
): ReportedItem[] {
  const items: ReportedItem[] = [];
  for (const endpoint of endpoints) {
    const resource: ResourceRef = { type: 'webhook', id: endpoint.id, name: endpoint.url };
    if (endpoint.status === 'disabled') {
      const at = time(endpoint.disabledAt) || now;
      items.push({
        key: `webhook-disabled:${endpoint.id}:${at}`,
        kind: 'webhook-disabled',
        resource,
        at,
      });
    } else if (endpoint.status === 'failing')
      items.push({
        key: `webhook-failing:${endpoint.id}`,
        kind: 'webhook-failing',
        resource,
        at: now,
        days: endpoint.consecutiveFailures,
      });
  }
  return items;
}

/** The balance under the account's low threshold, and a runway of ATTENTION_DAYS or fewer. */
export function walletItems(
  summary: Pick<
    Schemas['WalletSummary'],
    'balanceCents' | 'lowBalanceThresholdCents' | 'monthToDateSpendCents' | 'months'
  >,
  now: number,
): ReportedItem[] {
  const resource: ResourceRef = { type: 'wallet', id: null };
  const items: ReportedItem[] = [];
  if (summary.balanceCents < summary.lowBalanceThresholdCents)
    items.push({ key: 'wallet-low', kind: 'wallet-low', resource, at: now });
  const runway = walletRunway(summary, now);
  if (runwayAlert(runway))
    items.push({
      key: 'runway-short',
      kind: 'runway-short',
      resource,
      at: now,
      days: runway.kind === 'runs-out' ? Math.floor(runway.days) : 0,
    });
  return items;
}

/** Instances in `error`. */
export function instanceErrorItems(
  instances: readonly Pick<Schemas['Instance'], 'id' | 'name' | 'status'>[],
  now: number,
): ReportedItem[] {
  return instances
    .filter((instance) => instance.status === 'error')
    .map((instance) => ({
      key: `instance-error:${instance.id}`,
      kind: 'instance-error' as const,
      resource: { type: 'instance' as const, id: instance.id, name: instance.name },
      at: now,
    }));
}

/**
 * A change of status between two reads of the same instance: a deploy that reached `running` or
 * `error`, a running instance that went to `error`. The first read of an instance is no change.
 */
export function instanceChangeItem(
  before: Schemas['InstanceStatus'] | undefined,
  instance: Pick<Schemas['Instance'], 'id' | 'name' | 'status'>,
  now: number,
): ReportedItem | undefined {
  if (!before || before === instance.status) return undefined;
  const resource: ResourceRef = { type: 'instance', id: instance.id, name: instance.name };
  if (before === 'provisioning' && instance.status === 'running')
    return { key: `deploy-running:${instance.id}`, kind: 'deploy-running', resource, at: now };
  if (before === 'provisioning' && instance.status === 'error')
    return { key: `instance-error:${instance.id}`, kind: 'deploy-error', resource, at: now };
  if (instance.status === 'error')
    return { key: `instance-error:${instance.id}`, kind: 'instance-error', resource, at: now };
  return undefined;
}

/** Tickets support answered within TICKET_NEWS_DAYS; each answer is its own item. */
export function ticketItems(
  tickets: readonly Pick<Schemas['Ticket'], 'id' | 'subject' | 'status' | 'updatedAt'>[],
  now: number,
): ReportedItem[] {
  const items: ReportedItem[] = [];
  for (const ticket of tickets) {
    const at = time(ticket.updatedAt);
    if (ticket.status !== 'answered' || !at || now - at > TICKET_NEWS_DAYS * DAY_MS) continue;
    items.push({
      key: `ticket-answered:${ticket.id}:${at}`,
      kind: 'ticket-answered',
      resource: { type: 'ticket', id: ticket.id, name: ticket.subject },
      at,
    });
  }
  return items;
}

const PATH_TYPES: Readonly<Record<string, ResourceType>> = {
  instances: 'instance',
  volumes: 'volume',
  'reserved-ips': 'reserved-ip',
  vpcs: 'vpc',
  backups: 'backup',
  'api-keys': 'api-key',
  webhooks: 'webhook',
  wallet: 'wallet',
  tickets: 'ticket',
  alerts: 'alert',
};

/** The resource a request's path names: "/volumes/v-1" is the volume v-1. */
export function resourceOfPath(path: string, id?: string | null): ResourceRef {
  const [, first = '', second] = path.split('/');
  const type = PATH_TYPES[first] ?? 'other';
  const named = id ?? (second && !second.startsWith('{') ? second : null);
  // '/webhooks/endpoints/{id}': the endpoint is the resource.
  if (first === 'webhooks' && second === 'endpoints') return { type, id: id ?? null };
  return { type, id: type === 'wallet' ? null : named };
}

/** A delete held in the undo window, once it ended: sent and done, or refused by the service. */
export function deleteItem(
  hold: { id: string; targets: readonly string[]; name: string; count?: number },
  outcome: { refused: false } | { refused: true; code?: string },
  now: number,
): ReportedItem {
  const target = hold.targets[0] ?? '';
  const resource = { ...resourceOfPath(target), name: hold.name };
  return outcome.refused
    ? {
        key: `delete-refused:${hold.id}`,
        kind: 'delete-refused',
        resource,
        at: now,
        code: outcome.code,
        days: hold.count,
      }
    : { key: `delete-done:${hold.id}`, kind: 'delete-done', resource, at: now, days: hold.count };
}

const EVENT_KINDS: Readonly<Record<string, AttentionKind>> = {
  'instance.failed': 'instance-error',
  'wallet.low_balance': 'wallet-low',
  'ticket.answered': 'ticket-answered',
};

const EVENT_TYPES: Readonly<Record<string, ResourceType>> = {
  instance: 'instance',
  ticket: 'ticket',
  wallet: 'wallet',
  payment: 'wallet',
  account: 'other',
};

/**
 * The condition an event of one of our kinds is about, keyed as what the console reads finds it
 * (instanceErrorItems, ticketItems, walletItems): the event, then the read it causes, make one
 * item, not two.
 */
function conditionKey(kind: AttentionKind, id: string | null, at: number): string | undefined {
  if (kind === 'wallet-low') return 'wallet-low';
  if (!id) return undefined;
  if (kind === 'instance-error') return `instance-error:${id}`;
  if (kind === 'ticket-answered') return `ticket-answered:${id}:${at}`;
  return undefined;
}

/**
 * A colleague's write, announced on team mode's live stream (src/api/live/announce.ts): who did
 * what to which resource. Null for one the person made themselves in another tab (`me`: their
 * login), and for an announcement without a method and a path.
 */
export function officeChangeItem(
  event: { id: string; createdAt: string; data: Readonly<Record<string, unknown>> },
  me: string | undefined,
  now: number,
): ReportedItem | null {
  const { method, path, person, user } = event.data;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  if (me && user === me) return null;
  const resource = resourceOfPath(writtenPath(event.data) ?? path);
  return {
    key: `event:${event.id}`,
    kind: 'office-change',
    resource,
    at: time(event.createdAt) || now,
    by: typeof person === 'string' ? person : '',
    verb: method === 'DELETE' ? 'deleted' : method === 'POST' && !resource.id ? 'added' : 'changed',
  };
}

export function serviceEventItem(event: ServiceEvent, now: number): ReportedItem {
  const at = typeof event.time === 'number' ? event.time : time(event.time) || now;
  const type = EVENT_TYPES[event.resourceType] ?? PATH_TYPES[event.resourceType] ?? 'other';
  const kind = EVENT_KINDS[event.kind] ?? 'service-event';
  const id = type === 'wallet' ? null : event.resourceId;
  return {
    key:
      conditionKey(kind, id, at) ??
      `event:${event.id ?? `${event.kind}:${event.resourceId ?? ''}:${at}`}`,
    kind,
    resource: { type, id },
    at,
    summary: event.summary ?? event.kind,
  };
}
