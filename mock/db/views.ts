// Stored rows -> API shapes (internal fields such as accountId never leave the mock).
import { iso } from '../lib/time';
import type { Db } from './db';
import type {
  ApiKey,
  Backup,
  DeliveryRec,
  EndpointRec,
  Instance,
  InstanceRec,
  KeyRec,
  MonitoredServer,
  ReservedIp,
  ReservedIpRec,
  TicketDetail,
  Ticket,
  TicketRec,
  Transaction,
  TxRec,
  Volume,
  VolumeRec,
  Vpc,
  VpcRec,
  WebhookDelivery,
  WebhookEndpoint,
  BackupRec,
  MessageRec,
} from '../types';
import { REENABLE_BLOCK_MS } from './events';
import { currentMetrics } from './metrics';

export const instanceView = (i: InstanceRec): Instance => ({
  id: i.id,
  name: i.name,
  status: i.status,
  planId: i.planId,
  regionId: i.regionId,
  ipAddress: i.ipAddress,
  osImageId: i.osImageId,
  createdAt: iso(i.createdAt),
});

export const volumeView = (v: VolumeRec): Volume => ({
  id: v.id,
  name: v.name,
  sizeGb: v.sizeGb,
  regionId: v.regionId,
  instanceId: v.instanceId,
  createdAt: iso(v.createdAt),
});

export const reservedIpView = (r: ReservedIpRec): ReservedIp => ({
  id: r.id,
  ipAddress: r.ipAddress,
  regionId: r.regionId,
  instanceId: r.instanceId,
  createdAt: iso(r.createdAt),
});

export const vpcView = (v: VpcRec): Vpc => ({
  id: v.id,
  name: v.name,
  regionId: v.regionId,
  ipRange: v.ipRange,
  instanceIds: [...v.instanceIds],
  createdAt: iso(v.createdAt),
});

export const keyView = (k: KeyRec): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scope: k.scope,
  createdAt: iso(k.createdAt),
  expiresAt: k.expiresAt === null ? null : iso(k.expiresAt),
  lastUsedAt: k.lastUsedAt === null ? null : iso(k.lastUsedAt),
});

export const txView = (t: TxRec): Transaction => ({
  id: t.id,
  type: t.type,
  category: t.category,
  amountCents: t.amountCents,
  currency: 'USD',
  description: t.description,
  instanceId: t.instanceId,
  createdAt: iso(t.at),
});

export const ticketView = (t: TicketRec): Ticket => ({
  id: t.id,
  subject: t.subject,
  status: t.status,
  instanceId: t.instanceId,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
  messageCount: t.messageCount,
});

/** The stored conversation, the seed's made on first use. */
export function messagesOf(db: Db, t: TicketRec): MessageRec[] {
  const messages = t.messages ?? db.conversation(t);
  t.messages = messages;
  return messages;
}

export const ticketDetailView = (db: Db, t: TicketRec): TicketDetail => ({
  ...ticketView(t),
  messages: messagesOf(db, t).map((m) => ({
    id: m.id,
    author: m.author,
    body: m.body,
    createdAt: iso(m.at),
  })),
});

export const backupView = (b: BackupRec): Backup => ({
  id: b.id,
  instanceId: b.instanceId,
  instanceName: b.instanceName,
  serverId: b.serverId,
  type: b.type,
  status: b.status,
  sizeGb: b.sizeGb,
  createdAt: iso(b.createdAt),
});

export const monitoredView = (i: InstanceRec, now: number): MonitoredServer => ({
  id: `mon_${i.id}`,
  instanceId: i.id,
  name: i.name,
  status: i.status,
  regionId: i.regionId,
  ipAddress: i.ipAddress,
  ...currentMetrics(i, now),
  checkedAt: iso(Math.floor(now / 60_000) * 60_000),
});

export function endpointView(e: EndpointRec, log: DeliveryRec[]): WebhookEndpoint {
  const last = log[0];
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: [...e.events],
    status: e.status,
    consecutiveFailures: e.consecutiveFailures,
    disabledAt: e.disabledAt === null ? null : iso(e.disabledAt),
    reenableAfter: e.disabledAt === null ? null : iso(e.disabledAt + REENABLE_BLOCK_MS),
    lastDelivery: last
      ? { at: iso(last.at), ok: last.ok, responseStatus: last.responseStatus }
      : null,
    createdAt: iso(e.createdAt),
  };
}

export const deliveryView = (d: DeliveryRec & { signature: string }): WebhookDelivery => ({
  id: d.id,
  endpointId: d.endpointId,
  event: d.event,
  attempt: d.attempt,
  ok: d.ok,
  responseStatus: d.responseStatus,
  durationMs: d.durationMs,
  error: d.error,
  timestamp: d.timestamp,
  signature: d.signature,
  payload: d.payload,
  createdAt: iso(d.at),
});
