import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetRow, removeRow, storeRow, upsertRow } from './list-cache';

const keys = { list: () => ['things', 'list'] as const, detail: (id: string) => ['things', 'detail', id] as const };
const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };

describe('list cache', () => {
  it('replaces a known row in place and puts a new one first, keeping the rest of the body', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list(), { items: [a], total: 1 });
    upsertRow(queryClient, keys.list(), { id: 'a', name: 'A2' });
    upsertRow(queryClient, keys.list(), b);
    expect(queryClient.getQueryData(keys.list())).toEqual({ items: [b, { id: 'a', name: 'A2' }], total: 1 });
  });

  it('adds last where asked, and works on a list that is the rows themselves', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['rows'], [a]);
    upsertRow(queryClient, ['rows'], b, 'last');
    expect(queryClient.getQueryData(['rows'])).toEqual([a, b]);
    removeRow(queryClient, ['rows'], 'a');
    expect(queryClient.getQueryData(['rows'])).toEqual([b]);
  });

  it('leaves a list not read yet unread', () => {
    const queryClient = new QueryClient();
    storeRow(queryClient, keys, a);
    expect(queryClient.getQueryData(keys.list())).toBeUndefined();
    expect(queryClient.getQueryData(keys.detail('a'))).toEqual(a);
  });

  it('forgets a deleted row: out of the list, its detail dropped', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list(), { items: [a, b] });
    queryClient.setQueryData(keys.detail('a'), a);
    forgetRow(queryClient, keys, 'a');
    expect(queryClient.getQueryData(keys.list())).toEqual({ items: [b] });
    expect(queryClient.getQueryData(keys.detail('a'))).toBeUndefined();
  });
});
