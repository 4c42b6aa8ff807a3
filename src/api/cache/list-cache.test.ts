import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/api/api-call';
import { callKey } from './call-query';
import { forgetRow, removeRow, storeRow, upsertRow } from './list-cache';

// Volumes stand in for any resource: the helpers take its list call and its one-of-it call.
const reads = {
  list: apiCall('get', '/volumes'),
  detail: (id: string) => apiCall('get', '/volumes/{id}', { params: { path: { id } } }),
};
const keys = { list: () => callKey(reads.list), detail: (id: string) => callKey(reads.detail(id)) };
const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };

describe('list cache', () => {
  it('replaces a known row in place and puts a new one first, keeping the rest of the body', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list(), { items: [a], total: 1 });
    upsertRow(queryClient, reads.list, { id: 'a', name: 'A2' });
    upsertRow(queryClient, reads.list, b);
    expect(queryClient.getQueryData(keys.list())).toEqual({
      items: [b, { id: 'a', name: 'A2' }],
      total: 1,
    });
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
    storeRow(queryClient, reads, a);
    expect(queryClient.getQueryData(keys.list())).toBeUndefined();
    expect(queryClient.getQueryData(keys.detail('a'))).toEqual(a);
  });

  it('keys a read by its path template and what it sends, so the same request is one entry', () => {
    expect(keys.list()).toEqual(['/volumes']);
    expect(keys.detail('v1')).toEqual(['/volumes/{id}', { path: { id: 'v1' } }]);
    const page = (query: Record<string, unknown>) =>
      hashKey(callKey(apiCall('get', '/tickets', { params: { query } })));
    expect(page({ offset: 0, limit: 25, q: undefined })).toBe(page({ limit: 25, offset: 0 }));
    expect(page({ limit: 25, offset: 25 })).not.toBe(page({ limit: 25, offset: 0 }));
  });

  it('forgets a deleted row: out of the list, its detail dropped', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list(), { items: [a, b] });
    queryClient.setQueryData(keys.detail('a'), a);
    forgetRow(queryClient, reads, 'a');
    expect(queryClient.getQueryData(keys.list())).toEqual({ items: [b] });
    expect(queryClient.getQueryData(keys.detail('a'))).toBeUndefined();
  });
});
