import type { WebhookEventType } from '../types';

export const EVENT_TYPES: WebhookEventType[] = [
  {
    name: 'instance.created',
    group: 'instance',
    description: 'A server was deployed (it starts in provisioning).',
  },
  {
    name: 'instance.started',
    group: 'instance',
    description: 'A stopped or failed server was started.',
  },
  { name: 'instance.stopped', group: 'instance', description: 'A server was stopped.' },
  { name: 'instance.rebooted', group: 'instance', description: 'A running server was rebooted.' },
  { name: 'instance.destroyed', group: 'instance', description: 'A server was destroyed.' },
  { name: 'instance.failed', group: 'instance', description: 'A server entered the error state.' },
  {
    name: 'payment.succeeded',
    group: 'payment',
    description: 'A payment added funds to the wallet.',
  },
  {
    name: 'wallet.low_balance',
    group: 'wallet',
    description: 'The balance fell below the low-balance threshold.',
  },
  {
    name: 'account.suspended',
    group: 'account',
    description: 'The account was suspended (for example by the zero-balance lock).',
  },
  {
    name: 'account.reactivated',
    group: 'account',
    description: 'A suspended account was reactivated.',
  },
  { name: 'ticket.answered', group: 'ticket', description: 'Support answered a ticket.' },
  { name: 'ticket.closed', group: 'ticket', description: 'A ticket was closed.' },
  { name: 'ping', group: 'ping', description: 'A test delivery triggered by the account holder.' },
];
