import { describe, expect, it } from 'vitest';
import { activityOf, ACTIVITY_SHOWN } from './activity';
import type { AttentionItem } from './items';

const item = (
  key: string,
  resource: AttentionItem['resource'],
  at: number,
  found = at,
): AttentionItem => ({
  key,
  id: `${key}@${found}`,
  kind: 'service-event',
  resource,
  at,
  found,
  read: false,
});

describe('activityOf', () => {
  const items = [
    item('a', { type: 'instance', id: 'i-1' }, 1_000),
    item('b', { type: 'instance', id: 'i-2' }, 5_000),
    // Found late (a look an hour on), happened early: ordered by when it happened.
    item('c', { type: 'instance', id: 'i-1' }, 500, 9_000),
    item('d', { type: 'instance', id: 'i-1' }, 3_000),
    // Another type with the same ID is another resource.
    item('e', { type: 'volume', id: 'i-1' }, 4_000),
    item('f', { type: 'wallet', id: null }, 6_000),
  ];

  it('lists the items that name the resource, newest first by when it happened', () => {
    expect(activityOf(items, 'instance', 'i-1').map((each) => each.key)).toEqual(['d', 'a', 'c']);
    expect(activityOf(items, 'volume', 'i-1').map((each) => each.key)).toEqual(['e']);
  });

  it('is empty for a resource nothing names, and keeps the store’s list as it was', () => {
    const before = items.map((each) => each.key);
    expect(activityOf(items, 'ticket', 'tkt_1')).toEqual([]);
    activityOf(items, 'instance', 'i-1');
    expect(items.map((each) => each.key)).toEqual(before);
  });

  it('shows the newest ten', () => {
    const many = Array.from({ length: 14 }, (_, n) =>
      item(`k${n}`, { type: 'ticket', id: 'tkt_1' }, n * 1_000),
    );
    const shown = activityOf(many, 'ticket', 'tkt_1');
    expect(shown).toHaveLength(ACTIVITY_SHOWN);
    expect(shown[0]!.key).toBe('k13');
    expect(shown.at(-1)!.key).toBe('k4');
  });
});
