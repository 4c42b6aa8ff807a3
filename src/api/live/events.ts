import type { QueryClient } from '@tanstack/react-query';
import { underPath, type ApiPath } from '@/api/cache/call-query';
import { announcedHere } from './announce';
import { OFFICE_WRITE, emitServiceEvent, writtenPath, type ServiceEvent } from './listeners';

/**
 * The contract's 12 events (openapi/cloud-console.v1.yaml, WebhookEvent; docs/webhooks.md) and the
 * reads each one changes, and the office's own writes (OFFICE_WRITE). The names and the envelope
 * are assumptions of our contract: a kind not here, or an envelope not so, is ignored (the team
 * proxy refuses them before the stream already).
 */
const WALLET: readonly ApiPath[] = ['/wallet/summary', '/wallet/transactions'];
const TOUCHES: Record<string, readonly ApiPath[]> = {
  'instance.created': ['/instances', ...WALLET],
  'instance.started': ['/instances'],
  'instance.stopped': ['/instances'],
  'instance.rebooted': ['/instances'],
  'instance.destroyed': ['/instances', '/reserved-ips', '/volumes'],
  'instance.failed': ['/instances'],
  'payment.succeeded': WALLET,
  'wallet.low_balance': WALLET,
  'account.suspended': ['/account', ...WALLET],
  'account.reactivated': ['/account', ...WALLET],
  'ticket.answered': ['/tickets'],
  'ticket.closed': ['/tickets'],
};

/** What a write to one area changes beside it: attachments show on both sides, a deploy bills. */
const BESIDE: Readonly<Record<string, readonly ApiPath[]>> = {
  '/instances': ['/volumes', '/reserved-ips', ...WALLET],
  '/volumes': ['/instances'],
  '/reserved-ips': ['/instances'],
  '/vpcs': ['/instances'],
};

function writtenPaths(event: ServiceEvent): readonly ApiPath[] {
  const area = /^\/[a-z-]+/.exec(writtenPath(event.data) ?? '')?.[0];
  if (!area) return [];
  return [area as ApiPath, ...(BESIDE[area] ?? [])];
}

/** The reads an event changes (each path and what hangs below it). */
export function touchedPaths(event: ServiceEvent): readonly ApiPath[] {
  if (event.type === OFFICE_WRITE) return writtenPaths(event);
  return Object.hasOwn(TOUCHES, event.type) ? TOUCHES[event.type]! : [];
}

/**
 * What an event does to the console, whichever way it came (team mode's stream, the demo's in-page
 * service): the reads it changes are read again through the query cache (one re-read for every view
 * of them), then the listeners (the attention place) hear it.
 */
export function applyServiceEvent(queryClient: QueryClient, event: ServiceEvent): void {
  // This tab's own write: the write renewed its reads already, and it is no news to this person.
  if (event.type === OFFICE_WRITE && announcedHere(event.id)) return;
  for (const path of touchedPaths(event)) void queryClient.invalidateQueries(underPath(path));
  emitServiceEvent(event);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One message of the stream as a service event, or null when it is not one we know: not JSON, not
 * an envelope ({id, type, createdAt, data}), or a kind of no known name. `data` keeps plain values
 * only, so nothing a listener gets can be mistaken for markup or code.
 */
export function parseServiceEvent(text: string): ServiceEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { id, type, createdAt } = value;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  if (typeof type !== 'string' || !(Object.hasOwn(TOUCHES, type) || type === OFFICE_WRITE))
    return null;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  const data: Record<string, string | number | boolean> = {};
  for (const [name, field] of Object.entries(value.data)) {
    if (
      typeof field === 'string' ||
      typeof field === 'boolean' ||
      (typeof field === 'number' && Number.isFinite(field))
    )
      data[name] = field;
  }
  return { id, type, createdAt, data };
}
