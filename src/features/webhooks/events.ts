import type { components } from '@/api/schema.gen';

export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookEventType = components['schemas']['WebhookEventType'];

/** The groups in the order and with the names of spec section 6; ping is not subscribable. */
export const EVENT_GROUPS = [
  { id: 'instance', label: 'Instance events' },
  { id: 'payment', label: 'Payment event' },
  { id: 'wallet', label: 'Wallet event' },
  { id: 'account', label: 'Account events' },
  { id: 'ticket', label: 'Ticket events' },
] as const;

export interface EventGroup {
  id: string;
  label: string;
  events: Array<{ name: WebhookEvent; description: string }>;
}

const isSubscribable = (t: WebhookEventType): t is WebhookEventType & { name: WebhookEvent } =>
  t.name !== 'ping' && t.group !== 'ping';

/** The subscribable events of the service, grouped as the spec groups them (unknown groups last). */
export function groupEventTypes(types: readonly WebhookEventType[]): EventGroup[] {
  const known: string[] = EVENT_GROUPS.map((g) => g.id);
  const extra = [...new Set(types.map((t) => t.group))].filter(
    (g) => g !== 'ping' && !known.includes(g),
  );
  const groups = [
    ...EVENT_GROUPS,
    ...extra.map((id) => ({ id, label: `${id[0]!.toUpperCase()}${id.slice(1)} events` })),
  ];
  return groups
    .map((group) => ({
      id: group.id,
      label: group.label,
      events: types
        .filter((t) => t.group === group.id && isSubscribable(t))
        .map((t) => ({ name: t.name as WebhookEvent, description: t.description })),
    }))
    .filter((group) => group.events.length > 0);
}
