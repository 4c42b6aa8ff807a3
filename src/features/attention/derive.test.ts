import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import {
  endpointItems,
  instanceChangeItem,
  keyItems,
  officeChangeItem,
  resourceOfPath,
  serviceEventItem,
  ticketItems,
  walletItems,
} from './derive';
import { liveEvent } from './feed';
import { itemTitle } from './item-words';
import type { ReportedItem } from './items';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const iso = (ms: number) => new Date(ms).toISOString();

describe('which states make which items', () => {
  it('keys: expired, or expiring within 14 days; later and never are nothing', () => {
    const items = keyItems(
      [
        { id: 'k-1', name: 'ci', expiresAt: iso(NOW + 12 * DAY) },
        { id: 'k-2', name: 'old', expiresAt: iso(NOW - 30 * DAY) },
        { id: 'k-3', name: 'later', expiresAt: iso(NOW + 15 * DAY) },
        { id: 'k-4', name: 'never', expiresAt: null },
      ],
      NOW,
    );
    expect(items.map((item) => [item.kind, item.resource.id, item.days])).toEqual([
      ['key-expiring', 'k-1', 12],
      ['key-expired', 'k-2', undefined],
    ]);
  });

  it('webhook endpoints: failing and disabled; active is nothing', () => {
    const base = { url: 'https://a.example', consecutiveFailures: 0, disabledAt: null };
    const items = endpointItems(
      [
        { ...base, id: 'w-1', status: 'active' },
        { ...base, id: 'w-2', status: 'failing', consecutiveFailures: 19 },
        {
          ...base,
          id: 'w-3',
          status: 'disabled',
          consecutiveFailures: 20,
          disabledAt: iso(NOW - DAY),
        },
      ],
      NOW,
    );
    expect(items.map((item) => [item.kind, item.resource.id])).toEqual([
      ['webhook-failing', 'w-2'],
      ['webhook-disabled', 'w-3'],
    ]);
    expect(items[1]!.at).toBe(NOW - DAY);
  });

  it('wallet: under the low threshold, and a runway of 14 days or fewer', () => {
    const months = [
      {
        month: '2026-11',
        totalCents: 0,
        byService: { compute: 0, storage: 0, network: 0, backups: 0 },
      },
    ];
    // 19.5 days into the month, 1950 spent: 100 a day; 1000 left is 10 days.
    const short = walletItems(
      { balanceCents: 1000, lowBalanceThresholdCents: 2000, monthToDateSpendCents: 1950, months },
      NOW,
    );
    expect(short.map((item) => [item.kind, item.days])).toEqual([
      ['wallet-low', undefined],
      ['runway-short', 10],
    ]);
    const fine = walletItems(
      {
        balanceCents: 100_000,
        lowBalanceThresholdCents: 2000,
        monthToDateSpendCents: 1950,
        months,
      },
      NOW,
    );
    expect(fine).toEqual([]);
  });

  it('an instance: a deploy that reached running or error, a running one that went to error', () => {
    const row = (status: 'running' | 'error' | 'stopped') => ({ id: 'i-1', name: 'web', status });
    expect(instanceChangeItem('provisioning', row('running'), NOW)?.kind).toBe('deploy-running');
    expect(instanceChangeItem('provisioning', row('error'), NOW)?.kind).toBe('deploy-error');
    expect(instanceChangeItem('running', row('error'), NOW)?.kind).toBe('instance-error');
    // A first sight, no change, or a change that needs no one: nothing.
    expect(instanceChangeItem(undefined, row('error'), NOW)).toBeUndefined();
    expect(instanceChangeItem('running', row('running'), NOW)).toBeUndefined();
    expect(instanceChangeItem('running', row('stopped'), NOW)).toBeUndefined();
  });

  it('tickets: answered within a week, each answer its own item', () => {
    const ticket = (id: string, status: 'open' | 'answered', at: number) => ({
      id,
      subject: 'Disk slow',
      status,
      updatedAt: iso(at),
    });
    const items = ticketItems(
      [
        ticket('t-1', 'answered', NOW - DAY),
        ticket('t-2', 'open', NOW),
        ticket('t-3', 'answered', NOW - 8 * DAY),
      ],
      NOW,
    );
    expect(items.map((item) => item.resource.id)).toEqual(['t-1']);
    const again = ticketItems([ticket('t-1', 'answered', NOW)], NOW);
    expect(again[0]!.key).not.toBe(items[0]!.key);
  });

  it('a request path names its resource', () => {
    expect(resourceOfPath('/volumes/v-1')).toEqual({ type: 'volume', id: 'v-1' });
    expect(resourceOfPath('/instances/{id}/actions', 'i-1')).toEqual({
      type: 'instance',
      id: 'i-1',
    });
    expect(resourceOfPath('/webhooks/endpoints/{id}', 'w-1')).toEqual({
      type: 'webhook',
      id: 'w-1',
    });
    expect(resourceOfPath('/wallet/payments')).toEqual({ type: 'wallet', id: null });
    expect(resourceOfPath('/unheard-of/x')).toEqual({ type: 'other', id: 'x' });
  });

  it('a service event: a known kind as ours, an unknown one kept as the service named it', () => {
    const failed = serviceEventItem(
      {
        kind: 'instance.failed',
        resourceType: 'instance',
        resourceId: 'i-1',
        time: iso(NOW),
        id: 'evt-1',
      },
      0,
    );
    expect(failed).toMatchObject({
      kind: 'instance-error',
      resource: { type: 'instance', id: 'i-1' },
      at: NOW,
    });
    const odd = serviceEventItem(
      { kind: 'gizmo.exploded', resourceType: 'gizmo', resourceId: 'g-1', time: 'not a time' },
      NOW,
    );
    expect(odd).toMatchObject({
      kind: 'service-event',
      summary: 'gizmo.exploded',
      at: NOW,
      resource: { type: 'other' },
    });
  });
});

describe("the live stream's events", () => {
  it('a colleague’s write says who did what where, in English and German; one’s own is nothing', async () => {
    const change = (method: string, path: string, user = 'ada') =>
      officeChangeItem(
        {
          id: `w-${method}`,
          createdAt: iso(NOW),
          data: { method, path, user, person: 'Ada <b>Lovelace</b>' },
        },
        'grace',
        NOW,
      );
    const added = change('POST', '/api/v1/vpcs')!;
    expect(added).toEqual({
      key: 'event:w-POST',
      kind: 'office-change',
      resource: { type: 'vpc', id: null },
      at: NOW,
      by: 'Ada <b>Lovelace</b>',
      verb: 'added',
    });
    const words = (item: ReportedItem) => itemTitle({ ...item, id: 'x', found: NOW, read: false });
    expect(words(added)).toBe('Ada <b>Lovelace</b> added to VPCs');
    expect(words(change('DELETE', '/api/v1/volumes/vol-1')!)).toBe(
      'Ada <b>Lovelace</b> deleted vol-1 from Volumes',
    );
    expect(words(change('POST', '/api/v1/instances/i-1/actions')!)).toBe(
      'Ada <b>Lovelace</b> changed i-1 in Instances',
    );
    await activateLanguage('de');
    try {
      expect(words(added)).toBe('Ada <b>Lovelace</b> hat etwas zu VPCs hinzugefügt');
    } finally {
      await activateLanguage('en');
    }
    // Grace's own write, made in another of her tabs, is no news to her.
    expect(change('POST', '/api/v1/vpcs', 'grace')).toBeNull();
    expect(
      officeChangeItem({ id: 'w', createdAt: iso(NOW), data: { method: 'POST' } }, 'g', NOW),
    ).toBeNull();
  });

  it('an envelope names its resource by its group and id, and its words stay text', () => {
    const event = liveEvent({
      id: 'evt_1',
      type: 'instance.failed',
      createdAt: iso(NOW),
      data: { instanceId: 'i-1', name: '<b>web-01</b>' },
    });
    // Keyed as the read that follows it finds the instance in error: one item, not two.
    expect(serviceEventItem(event, NOW)).toEqual({
      key: 'instance-error:i-1',
      kind: 'instance-error',
      resource: { type: 'instance', id: 'i-1' },
      at: NOW,
      summary: 'instance.failed: <b>web-01</b>',
    });
    const payment = serviceEventItem(
      liveEvent({ id: 'evt_2', type: 'payment.succeeded', createdAt: iso(NOW), data: {} }),
      NOW,
    );
    expect([payment.kind, payment.resource]).toEqual([
      'service-event',
      { type: 'wallet', id: null },
    ]);
    expect(payment.key).toBe('event:evt_2');
  });

  it('a ticket’s answer is the item reading the ticket finds, and so is the low balance', () => {
    const answered = serviceEventItem(
      liveEvent({
        id: 'evt_3',
        type: 'ticket.answered',
        createdAt: iso(NOW),
        data: { ticketId: 'tkt_1' },
      }),
      NOW,
    );
    const read = ticketItems(
      [{ id: 'tkt_1', subject: 'Disk', status: 'answered', updatedAt: iso(NOW) }],
      NOW,
    );
    expect(answered.key).toBe(read[0]!.key);
    const low = serviceEventItem(
      liveEvent({ id: 'evt_4', type: 'wallet.low_balance', createdAt: iso(NOW), data: {} }),
      NOW,
    );
    expect(low.key).toBe('wallet-low');
  });
});
