import { describe, expect, it } from 'vitest';
import { groupEventTypes, type WebhookEventType } from './events';

const t = (name: string, group: string): WebhookEventType =>
  ({ name, group, description: name }) as WebhookEventType;

describe('groupEventTypes', () => {
  it('orders groups as the spec does, leaves out ping and keeps unknown groups last', () => {
    const groups = groupEventTypes([
      t('ticket.closed', 'ticket'),
      t('ping', 'ping'),
      t('instance.created', 'instance'),
      t('wallet.low_balance', 'wallet'),
      t('future.thing', 'future'),
      t('instance.started', 'instance'),
    ]);
    expect(groups.map((g) => [g.id, g.events.map((e) => e.name)])).toEqual([
      ['instance', ['instance.created', 'instance.started']],
      ['wallet', ['wallet.low_balance']],
      ['ticket', ['ticket.closed']],
      ['future', ['future.thing']],
    ]);
  });
});
