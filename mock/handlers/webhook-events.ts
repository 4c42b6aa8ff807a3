import { WEBHOOK_EVENTS } from '../rules/contract.gen';
import type { WebhookEvent, WebhookEventType } from '../types';

/** What each event means; the names are the contract's (WEBHOOK_EVENTS), so a new one fails to compile here. */
const DESCRIPTIONS: Record<WebhookEvent | 'ping', string> = {
  'instance.created': 'A server was deployed (it starts in provisioning).',
  'instance.started': 'A stopped or failed server was started.',
  'instance.stopped': 'A server was stopped.',
  'instance.rebooted': 'A running server was rebooted.',
  'instance.destroyed': 'A server was destroyed.',
  'instance.failed': 'A server entered the error state.',
  'payment.succeeded': 'A payment added funds to the wallet.',
  'wallet.low_balance': 'The balance fell below the low-balance threshold.',
  'account.suspended': 'The account was suspended (for example by the zero-balance lock).',
  'account.reactivated': 'A suspended account was reactivated.',
  'ticket.answered': 'Support answered a ticket.',
  'ticket.closed': 'A ticket was closed.',
  ping: 'A test delivery triggered by the account holder.',
};

/** The 12 subscribable events and the ping, each in the group its name starts with. */
export const EVENT_TYPES: WebhookEventType[] = [...WEBHOOK_EVENTS, 'ping' as const].map((name) => ({
  name,
  group: name.split('.')[0] as WebhookEventType['group'],
  description: DESCRIPTIONS[name],
}));
