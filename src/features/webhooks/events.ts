import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@/api/schema.gen';

export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookEventType = components['schemas']['WebhookEventType'];

/** The groups in the order and with the names of spec section 6; ping is not subscribable. */
export const EVENT_GROUPS = [
  { id: 'instance', label: msg`Instance events` },
  { id: 'payment', label: msg`Payment event` },
  { id: 'wallet', label: msg`Wallet event` },
  { id: 'account', label: msg`Account events` },
  { id: 'ticket', label: msg`Ticket events` },
] as const;

/**
 * What each event means, in the person's language. The names are the service's codes and stay as
 * they are; an event the console does not know yet keeps the service's own description.
 */
const EVENT_DESCRIPTIONS: Record<WebhookEvent, MessageDescriptor> = {
  'instance.created': msg`A server was deployed (it starts in provisioning).`,
  'instance.started': msg`A stopped or failed server was started.`,
  'instance.stopped': msg`A server was stopped.`,
  'instance.rebooted': msg`A running server was rebooted.`,
  'instance.destroyed': msg`A server was destroyed.`,
  'instance.failed': msg`A server entered the error state.`,
  'payment.succeeded': msg`A payment added funds to the wallet.`,
  'wallet.low_balance': msg`The balance fell below the low-balance threshold.`,
  'account.suspended': msg`The account was suspended (for example by the zero-balance lock).`,
  'account.reactivated': msg`A suspended account was reactivated.`,
  'ticket.answered': msg`Support answered a ticket.`,
  'ticket.closed': msg`A ticket was closed.`,
};

/** The events our contract names (WebhookEvent), each once. */
export const CONTRACT_EVENTS = Object.keys(EVENT_DESCRIPTIONS) as WebhookEvent[];

export interface EventGroup {
  id: string;
  /** Rendered with `t(label)` (useLingui), so it follows a change of language. */
  label: MessageDescriptor;
  /** A descriptor for the events the console knows; the service's own text for one it does not. */
  events: Array<{ name: WebhookEvent; description: MessageDescriptor | string }>;
}

const isSubscribable = (t: WebhookEventType): t is WebhookEventType & { name: WebhookEvent } =>
  t.name !== 'ping' && t.group !== 'ping';

const describe = (type: WebhookEventType): MessageDescriptor | string =>
  Object.hasOwn(EVENT_DESCRIPTIONS, type.name)
    ? EVENT_DESCRIPTIONS[type.name as WebhookEvent]
    : type.description;

/** The subscribable events of the service, grouped as the spec groups them (unknown groups last). */
export function groupEventTypes(types: readonly WebhookEventType[]): EventGroup[] {
  const known: string[] = EVENT_GROUPS.map((g) => g.id);
  const extra = [...new Set(types.map((t) => t.group))].filter(
    (g) => g !== 'ping' && !known.includes(g),
  );
  const groups: Array<{ id: string; label: MessageDescriptor }> = [
    ...EVENT_GROUPS,
    ...extra.map((id) => {
      const name = `${id[0]!.toUpperCase()}${id.slice(1)}`;
      return { id, label: msg`${name} events` };
    }),
  ];
  return groups
    .map((group) => ({
      id: group.id,
      label: group.label,
      events: types
        .filter((t) => t.group === group.id && isSubscribable(t))
        .map((t) => ({ name: t.name as WebhookEvent, description: describe(t) })),
    }))
    .filter((group) => group.events.length > 0);
}
