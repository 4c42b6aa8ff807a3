// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { announceWrite, announcedHere, receiptId } from './announce';
import { applyServiceEvent, parseServiceEvent, touchedPaths } from './events';
import { OFFICE_WRITE, subscribeServiceEvents, type ServiceEvent } from './listeners';

/** A receipt as deploy/team/live.js makes one: the message, base64url, then a signature. */
function receipt(message: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(message));
  const body = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  return `${body}.${'ab'.repeat(32)}`;
}

const write = (id: string, data: Record<string, string>): ServiceEvent => ({
  id,
  type: OFFICE_WRITE,
  createdAt: '2026-11-29T20:00:00.000Z',
  data,
});

describe('an office write on the live stream', () => {
  it('reads the id of a receipt whose names are not ASCII, and nothing from a broken one', () => {
    expect(receiptId(receipt({ id: 'w42', data: { person: 'Zoë Ünal-東京' } }))).toBe('w42');
    expect(receiptId('not base64!.sig')).toBeNull();
    expect(receiptId(`${btoa('[1]')}.sig`)).toBeNull();
  });

  it('hands the receipt to the proxy as it came, and knows the write as this tab’s', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), init: init! });
      return new Response(null, { status: 202 });
    });
    const text = receipt({ id: 'w-own-1' });
    expect(announcedHere('w-own-1')).toBe(false);
    await announceWrite(text, fetchImpl as typeof fetch);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/live/announce');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', body: text, keepalive: true });
    expect(announcedHere('w-own-1')).toBe(true);
    // A proxy that cannot be reached changes nothing for the write.
    await expect(
      announceWrite(receipt({ id: 'w-own-2' }), (async () => {
        throw new TypeError('offline');
      }) as typeof fetch),
    ).resolves.toBeUndefined();
  });

  it('is kept by the stream’s reader, and touches the area written and what hangs beside it', () => {
    const event = write('wabc', { method: 'POST', path: '/api/v1/vpcs', person: 'Ada' });
    expect(parseServiceEvent(JSON.stringify(event))).toEqual(event);
    expect(touchedPaths(event)).toEqual(['/vpcs', '/instances']);
    expect(touchedPaths(write('w1', { method: 'DELETE', path: '/api/v1/volumes/v-1' }))).toEqual([
      '/volumes',
      '/instances',
    ]);
    expect(touchedPaths(write('w2', { method: 'POST', path: '/outside' }))).toEqual([]);
  });

  it('re-reads what a colleague’s write touched and tells the listeners; this tab’s own is left alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const vpcs = vi.fn(async () => ['v']);
    const off = new QueryObserver(queryClient, {
      queryKey: ['/vpcs', { query: {} }],
      queryFn: vpcs,
      staleTime: 60_000,
    }).subscribe(() => undefined);
    await vi.waitFor(() => expect(vpcs).toHaveBeenCalledTimes(1));
    const heard: string[] = [];
    const unsubscribe = subscribeServiceEvents((event) => heard.push(event.id));

    await announceWrite(receipt({ id: 'w-mine' }), (async () => new Response()) as typeof fetch);
    applyServiceEvent(queryClient, write('w-mine', { method: 'POST', path: '/api/v1/vpcs' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vpcs).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([]);

    applyServiceEvent(queryClient, write('w-theirs', { method: 'POST', path: '/api/v1/vpcs' }));
    await vi.waitFor(() => expect(vpcs).toHaveBeenCalledTimes(2));
    expect(heard).toEqual(['w-theirs']);
    unsubscribe();
    off();
  });
});

describe('the client behind a team proxy', () => {
  const answered = (status: number, headers: Record<string, string>) =>
    createApiClient({
      getToken: () => undefined,
      getBaseUrl: () => 'http://127.0.0.1:9/api/v1',
      isProxy: () => true,
      fetch: async () => Response.json({}, { status, headers }),
    });

  it('announces a write that succeeded with the receipt its answer carried, and nothing else', async () => {
    const announced: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      announced.push(String(init?.body));
      return new Response(null, { status: 202 });
    });
    try {
      const text = receipt({ id: 'w-client' });
      const headers = { 'X-Console-Write-Receipt': text };
      await answered(201, headers).POST('/vpcs', { body: { name: 'n', region: 'fra' } as never });
      await vi.waitFor(() => expect(announced).toEqual([text]));
      // A refused write, and a read, carry nothing to announce even if a header said so.
      await answered(409, headers).POST('/vpcs', { body: { name: 'n', region: 'fra' } as never });
      await answered(200, headers).GET('/vpcs');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(announced).toEqual([text]);
    } finally {
      spy.mockRestore();
    }
  });
});
