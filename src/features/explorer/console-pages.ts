import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { OPERATION_IDS } from '@/api/operation-ids.gen';

/** "GET /vpcs/{}/members/{}": a route with its parameters' names left out, which may differ between documents. */
const shape = (routeKey: string) => routeKey.replace(/\{[^}]*\}/g, '{}');

const CONTRACT = new Set(Object.keys(OPERATION_IDS).map(shape));

/**
 * Whether the console's own contract has the operation ("GET /instances/{id}"), whatever its path
 * parameters are named: one it lacks is new (the runtime counterpart of `npm run api:diff`).
 */
export const inContract = (routeKey: string) => CONTRACT.has(shape(routeKey));

/**
 * Which console page already does what an operation does. A path with `{id}` leads to the
 * resource's page when the ID is known, else to the list it belongs to.
 */
export interface ConsolePage {
  /** The page's name (rendered with the catalogue). */
  label: MessageDescriptor;
  /** The page's address; `$id` is replaced by the operation's `id` path parameter. */
  to: string;
  /** The list to open while no ID is given, and its name. */
  list: string;
  listLabel: MessageDescriptor;
}

const page = (label: MessageDescriptor, to: string, list = to, listLabel = label): ConsolePage => ({
  label,
  to,
  list,
  listLabel,
});

const INSTANCE = page(msg`Instance`, '/instances/$id', '/instances', msg`Instances`);
const VOLUME = page(msg`Volume`, '/volumes/$id', '/volumes', msg`Volumes`);
const RESERVED_IP = page(msg`Reserved IP`, '/reserved-ips/$id', '/reserved-ips', msg`Reserved IPs`);
const VPC = page(msg`VPC`, '/vpcs/$id', '/vpcs', msg`VPCs`);
const TICKET = page(msg`Ticket`, '/tickets/$id', '/tickets', msg`Tickets`);
const BACKUP = page(msg`Backup`, '/backups/$id', '/backups', msg`Backups`);
const ENDPOINT = page(msg`Webhook endpoint`, '/webhooks/$id', '/webhooks', msg`Webhooks`);
const KEYS = page(msg`API keys`, '/api-keys');
const WALLET = page(msg`Wallet`, '/wallet');
const ALERTS = page(msg`Alert policies`, '/alerts');

/** Keyed like OPERATION_IDS: "METHOD /path" of the console's own contract. */
export const CONSOLE_PAGES: Readonly<Record<string, ConsolePage>> = {
  'GET /instances': page(msg`Instances`, '/instances'),
  'POST /instances': page(msg`Deploy`, '/instances/deploy', '/instances/deploy'),
  'GET /instances/{id}': INSTANCE,
  'DELETE /instances/{id}': INSTANCE,
  'POST /instances/{id}/start': INSTANCE,
  'POST /instances/{id}/stop': INSTANCE,
  'POST /instances/{id}/reboot': INSTANCE,
  'GET /instances/{id}/metrics/history': INSTANCE,
  'GET /volumes': page(msg`Volumes`, '/volumes'),
  'POST /volumes': page(msg`Volumes`, '/volumes'),
  'GET /volumes/{id}': VOLUME,
  'DELETE /volumes/{id}': VOLUME,
  'PATCH /volumes/{id}': VOLUME,
  'POST /volumes/{id}/attach': VOLUME,
  'POST /volumes/{id}/detach': VOLUME,
  'GET /reserved-ips': page(msg`Reserved IPs`, '/reserved-ips'),
  'POST /reserved-ips': page(msg`Reserved IPs`, '/reserved-ips'),
  'GET /reserved-ips/{id}': RESERVED_IP,
  'DELETE /reserved-ips/{id}': RESERVED_IP,
  'POST /reserved-ips/{id}/assign': RESERVED_IP,
  'POST /reserved-ips/{id}/unassign': RESERVED_IP,
  'GET /vpcs': page(msg`VPCs`, '/vpcs'),
  'POST /vpcs': page(msg`VPCs`, '/vpcs'),
  'GET /vpcs/{id}': VPC,
  'DELETE /vpcs/{id}': VPC,
  'POST /vpcs/{id}/members': VPC,
  'DELETE /vpcs/{id}/members/{instanceId}': VPC,
  'GET /api-keys': KEYS,
  'POST /api-keys': KEYS,
  'GET /api-keys/{id}': KEYS,
  'DELETE /api-keys/{id}': KEYS,
  'GET /wallet/summary': WALLET,
  'GET /wallet/transactions': WALLET,
  'GET /wallet/payment-methods': WALLET,
  'POST /wallet/payments': WALLET,
  'GET /tickets': page(msg`Tickets`, '/tickets'),
  'POST /tickets': page(msg`New ticket`, '/tickets/new', '/tickets/new'),
  'GET /tickets/{id}': TICKET,
  'POST /tickets/{id}/messages': TICKET,
  'POST /tickets/{id}/close': TICKET,
  'GET /backups': page(msg`Backups`, '/backups'),
  'POST /backups': page(msg`Backups`, '/backups'),
  'GET /backups/servers': page(msg`Backup servers`, '/backups/servers'),
  'GET /backups/{id}': BACKUP,
  'DELETE /backups/{id}': BACKUP,
  'POST /backups/{id}/restore': BACKUP,
  'GET /monitoring/servers': page(msg`Monitoring`, '/monitoring'),
  'GET /monitoring/alert-policies': ALERTS,
  'POST /monitoring/alert-policies': ALERTS,
  'DELETE /monitoring/alert-policies/{id}': ALERTS,
  'PATCH /monitoring/alert-policies/{id}': ALERTS,
  'GET /webhooks/event-types': page(msg`Webhooks`, '/webhooks'),
  'GET /webhooks/endpoints': page(msg`Webhooks`, '/webhooks'),
  'POST /webhooks/endpoints': page(msg`Webhooks`, '/webhooks'),
  'GET /webhooks/endpoints/{id}': ENDPOINT,
  'DELETE /webhooks/endpoints/{id}': ENDPOINT,
  'PATCH /webhooks/endpoints/{id}': ENDPOINT,
  'POST /webhooks/endpoints/{id}/ping': ENDPOINT,
  'POST /webhooks/endpoints/{id}/enable': ENDPOINT,
  'GET /webhooks/endpoints/{id}/deliveries': ENDPOINT,
};

const PAGES_BY_SHAPE = new Map<string, ConsolePage>();
for (const [key, consolePage] of Object.entries(CONSOLE_PAGES))
  PAGES_BY_SHAPE.set(shape(key), consolePage);

/** The console's page for an operation ("POST /vpcs"), whatever its path parameters are named. */
export const consolePageFor = (routeKey: string) => PAGES_BY_SHAPE.get(shape(routeKey));

/** The address of the console's page for an operation, with its ID when one is given. */
export function consolePageHref(consolePage: ConsolePage, id?: string): string {
  if (!consolePage.to.includes('$id')) return consolePage.to;
  return id ? consolePage.to.replace('$id', encodeURIComponent(id)) : consolePage.list;
}
