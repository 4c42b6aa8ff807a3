/**
 * What needs a person's attention, as data: each item names its kind, the resource it is about and
 * when. Its words are made when it is shown (item-words.ts), so a change of language or of
 * presentation mode applies to items already kept. What the console reads becomes items in
 * derive.ts.
 */
export const KINDS = [
  'instance-error',
  'deploy-running',
  'deploy-error',
  'key-expiring',
  'key-expired',
  'webhook-failing',
  'webhook-disabled',
  'wallet-low',
  'runway-short',
  'ticket-answered',
  'write-failed',
  'delete-done',
  'delete-refused',
  'service-event',
  'office-change',
] as const;
export type AttentionKind = (typeof KINDS)[number];

export const RESOURCE_TYPES = [
  'instance',
  'volume',
  'reserved-ip',
  'vpc',
  'backup',
  'api-key',
  'webhook',
  'wallet',
  'ticket',
  'alert',
  'other',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface ResourceRef {
  type: ResourceType;
  /** The resource's ID; null for the account-wide ones (the wallet). */
  id: string | null;
  /** Its name when the console knows it (masked when shown in presentation mode). */
  name?: string;
}

/** What a source reports. */
export interface ReportedItem {
  /** The condition: one open item per key (`key-expiring:k-1`); seen again, it is not new. */
  key: string;
  kind: AttentionKind;
  resource: ResourceRef;
  /** When it happened, or when the console first saw it (ms since epoch). */
  at: number;
  /** Whole days (a key's expiry, the runway), the refusal's code, or the service's own summary. */
  days?: number;
  code?: string;
  summary?: string;
  /** A colleague's change (team mode): who made it, and what it did to the resource. */
  by?: string;
  verb?: 'added' | 'changed' | 'deleted';
}

export interface AttentionItem extends ReportedItem {
  /** Unique: the key and when it was first seen, so a condition that ends and comes back is new. */
  id: string;
  read: boolean;
  /** When this browser first found it (ms since epoch): the list's order, newest found first. */
  found: number;
  /** The condition no longer holds (the key was replaced, the endpoint re-enabled). */
  ended?: boolean;
}

/**
 * An event of the service (team mode's webhooks, spec section 6) as the live stream hands it on.
 * The names and envelope are the contract's assumptions: an unknown kind is kept as the service
 * named it.
 */
export interface ServiceEvent {
  /** The event's kind, "instance.failed". */
  kind: string;
  resourceType: string;
  resourceId: string | null;
  /** When it happened: ms since epoch or an ISO time. */
  time: number | string;
  /** The service's own words, kept as text. */
  summary?: string;
  /** The delivery's ID, when it has one: the same delivery twice is one item. */
  id?: string;
}
