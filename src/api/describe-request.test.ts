// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiCall } from './api-call';
import { operationReferenceUrl } from './api-reference';
import { DEFAULT_CONFIG } from './config';
import { describeRequest } from './describe-request';

describe('describeRequest', () => {
  it('serialises the query exactly as the client sends it, and marks a paginated list', () => {
    const call = apiCall('get', '/wallet/transactions', {
      params: { query: { category: 'usage', limit: 10, offset: 20, q: 'web 1&2' } },
    });
    const d = describeRequest(call, 'https://cloud.example/api/v1/');
    expect(d).toEqual({
      method: 'GET',
      url: 'https://cloud.example/api/v1/wallet/transactions?category=usage&limit=10&offset=20&q=web%201%262',
      body: undefined,
      operationId: 'listWalletTransactions',
      pagesUrl: 'https://cloud.example/api/v1/wallet/transactions?category=usage&q=web%201%262',
      headers: [],
    });
  });

  it('shows the address as the browser sends it and the header parameters sent (N5, N6)', () => {
    const call = {
      method: 'get',
      path: '/instances/{id}',
      init: { params: { path: { id: 'a' }, header: { 'X-HTTP-Method-Override': 'DELETE' } } },
    } as never;
    const d = describeRequest(call, 'https://cloud.example/api/v1');
    expect(d.headers).toEqual([['X-HTTP-Method-Override', 'DELETE']]);
    const traversal = describeRequest(
      { method: 'get', path: '/instances/../volumes' } as never,
      'https://cloud.example/api/v1',
    );
    expect(traversal.url).toBe('https://cloud.example/api/v1/volumes');
  });

  it('fills path parameters and keeps the JSON body text', () => {
    const call = apiCall('post', '/volumes/{id}/attach', {
      params: { path: { id: 'vol 1' } },
      body: { instanceId: 'i-1' },
    });
    const d = describeRequest(call, 'https://cloud.example/api/v1');
    expect(d.url).toBe('https://cloud.example/api/v1/volumes/vol%201/attach');
    expect(d.body).toBe('{"instanceId":"i-1"}');
    expect(d.operationId).toBe('attachVolume');
    expect(d.pagesUrl).toBeUndefined();
  });

  it('resolves a same-origin base against the page', () => {
    expect(describeRequest(apiCall('get', '/instances'), '/api/v1').url).toBe(
      `${location.origin}/api/v1/instances`,
    );
  });
});

describe('operationReferenceUrl', () => {
  it('derives the reference beside the API when config.json names no docsUrl', () => {
    expect(
      operationReferenceUrl('deployInstance', 'https://cloud.example/api/v1', DEFAULT_CONFIG),
    ).toBe('https://cloud.example/docs/api#operation/deployInstance');
  });

  it('uses an http(s) docsUrl from config.json, and ignores any other scheme', () => {
    expect(
      operationReferenceUrl('getVolume', '/api/v1', {
        ...DEFAULT_CONFIG,
        docsUrl: 'https://docs.example/guide/',
      }),
    ).toBe('https://docs.example/guide/api#operation/getVolume');
    expect(
      operationReferenceUrl('getVolume', 'https://a.example/api/v1', {
        ...DEFAULT_CONFIG,
        docsUrl: 'javascript:alert(1)',
      }),
    ).toBe('https://a.example/docs/api#operation/getVolume');
  });
});
