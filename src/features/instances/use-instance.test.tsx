import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, PRIORITY_HEADER } from '@/api/client';
import { instancesQuery } from '@/api/queries/instances';
import { setAutoRefreshPaused } from '@/api/governor/rate-governor';
import { callKey } from '@/api/cache/call-query';
import { QUIET_POLLS } from './polling';
import { instanceCall } from './queries';
import type { Instance, InstanceStatus } from './types';
import { useWatchTransitional } from './use-instance';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function instance(id: string, status: InstanceStatus): Instance {
  return {
    id,
    name: `server-${id}`,
    status,
    planId: 'p',
    regionId: 'fra',
    osImageId: 'u',
    ipAddress: '',
    createdAt: '2026-01-01T00:00:00Z',
  } as Instance;
}

/** The service: instances by id, and every request it got, with its (fake) time and priority. */
function fakeService(rows: Instance[]) {
  const service = new Map(rows.map((row) => [row.id, row]));
  const requests: Array<{ at: number; what: string; background: boolean }> = [];
  let failing = false;
  vi.spyOn(api, 'request').mockImplementation((async (
    method: string,
    path: string,
    init: { params?: { path?: { id?: string } }; headers?: Record<string, string> },
  ) => {
    const id = init.params?.path?.id;
    requests.push({
      at: Date.now(),
      what: `${method.toUpperCase()} ${path}`,
      background: init.headers?.[PRIORITY_HEADER] === 'background',
    });
    if (failing)
      return {
        error: { code: 'internal', message: 'down' },
        response: new Response(null, { status: 503 }),
      };
    const data = path === '/instances' ? { items: [...service.values()] } : service.get(id!);
    return { data, response: new Response(null, { status: 200 }) };
  }) as never);
  return {
    requests,
    set: (id: string, status: InstanceStatus) => service.set(id, { ...service.get(id)!, status }),
    fail: (on: boolean) => (failing = on),
  };
}

/** The list page: the list as the cache has it, its provisioning rows watched. */
function renderListPage(rows: Instance[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(instancesQuery.queryKey, { items: rows });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const list = useQuery({ ...instancesQuery, staleTime: Infinity });
      return useWatchTransitional(list.data?.items);
    },
    { wrapper },
  );
  return { queryClient, hook };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const between = <T extends { at: number }>(requests: T[], from: number, to: number) =>
  requests.filter((r) => r.at >= from && r.at < to);

beforeEach(() => {
  vi.useFakeTimers();
  setAutoRefreshPaused(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setAutoRefreshPaused(false);
});

describe('the watch of provisioning rows', () => {
  it('refreshes three watched rows by one whole-set read per poll, never one read per row, in the background', async () => {
    const rows = [
      instance('a', 'provisioning'),
      instance('b', 'provisioning'),
      instance('c', 'provisioning'),
      instance('d', 'running'),
    ];
    const service = fakeService(rows);
    const start = Date.now();
    const { hook } = renderListPage(rows);
    expect(hook.result.current.plan).toBe('whole-set');
    await wait(90 * SECOND);
    const in90s = between(service.requests, start, start + 90 * SECOND);
    // Polls at 2, 6, 14, 30 and 62 s: five requests where one read per row would be fifteen.
    expect(in90s.map((r) => r.what)).toEqual(Array(5).fill('GET /instances'));
    expect(in90s.every((r) => r.background)).toBe(true);
    expect(in90s.map((r) => Math.round((r.at - start) / SECOND))).toEqual([2, 6, 14, 30, 62]);
  });

  it('reads a single watched row on its own (as cheap, and a smaller answer)', async () => {
    const rows = [instance('a', 'provisioning'), instance('b', 'running')];
    const service = fakeService(rows);
    const { hook } = renderListPage(rows);
    expect(hook.result.current.plan).toBe('each');
    await wait(15 * SECOND);
    expect(service.requests.map((r) => r.what)).toEqual([
      'GET /instances/{id}',
      'GET /instances/{id}',
      'GET /instances/{id}',
    ]);
  });

  it('stops after QUIET_POLLS polls that found nothing changed, and says so', async () => {
    const rows = [instance('a', 'provisioning'), instance('b', 'provisioning')];
    const service = fakeService(rows);
    const start = Date.now();
    const { hook } = renderListPage(rows);
    await wait(5 * MINUTE);
    expect(service.requests).toHaveLength(QUIET_POLLS);
    expect(service.requests.at(-1)!.at - start).toBe(242 * SECOND);
    expect(hook.result.current).toMatchObject({ stopped: true, reason: 'quiet', rows: 2 });
    await wait(30 * MINUTE);
    expect(service.requests).toHaveLength(QUIET_POLLS);
  });

  it('a whole-set poll renews the instance pages already read, and makes none for the others', async () => {
    const rows = [
      instance('a', 'provisioning'),
      instance('b', 'provisioning'),
      instance('c', 'provisioning'),
    ];
    const service = fakeService(rows);
    const { queryClient } = renderListPage(rows);
    const page = (id: string) => callKey(instanceCall(id));
    queryClient.setQueryData(page('a'), rows[0]);
    await wait(SECOND);
    for (const id of ['a', 'b', 'c']) service.set(id, 'running');
    await wait(2 * SECOND); // the poll at 2 s, of the whole set
    expect(service.requests.map((r) => r.what)).toEqual(['GET /instances']);
    expect(queryClient.getQueryData<Instance>(page('a'))?.status).toBe('running');
    expect(queryClient.getQueryData(page('b'))).toBeUndefined();
    expect(queryClient.getQueryData(page('c'))).toBeUndefined();
  });

  it('stops once nothing is provisioning, with the rows updated from the whole-set read', async () => {
    const rows = [
      instance('a', 'provisioning'),
      instance('b', 'provisioning'),
      instance('c', 'provisioning'),
    ];
    const service = fakeService(rows);
    const { queryClient, hook } = renderListPage(rows);
    await wait(3 * SECOND);
    for (const id of ['a', 'b', 'c']) service.set(id, 'running');
    await wait(4 * SECOND); // the poll at 6 s
    expect(service.requests).toHaveLength(2);
    const list = queryClient.getQueryData<{ items: Instance[] }>(instancesQuery.queryKey)!;
    expect(list.items.map((row) => row.status)).toEqual(['running', 'running', 'running']);
    expect(hook.result.current).toMatchObject({ rows: 0, plan: 'none', stopped: false });
    await wait(30 * MINUTE);
    expect(service.requests).toHaveLength(2);
  });

  it('starts over from 2 s when a row is done, then reads the last one alone', async () => {
    const rows = [
      instance('a', 'provisioning'),
      instance('b', 'provisioning'),
      instance('c', 'provisioning'),
    ];
    const service = fakeService(rows);
    const start = Date.now();
    const { hook } = renderListPage(rows);
    await wait(20 * SECOND); // polls at 2, 6 and 14 s
    service.set('a', 'running');
    service.set('b', 'running');
    await wait(11 * SECOND); // the poll at 30 s sees two done
    expect(hook.result.current).toMatchObject({ rows: 1, plan: 'each' });
    await wait(2 * SECOND);
    expect(service.requests.map((r) => [Math.round((r.at - start) / SECOND), r.what])).toEqual([
      [2, 'GET /instances'],
      [6, 'GET /instances'],
      [14, 'GET /instances'],
      [30, 'GET /instances'],
      [32, 'GET /instances/{id}'],
    ]);
  });

  it('polls nothing while auto-refresh is paused', async () => {
    const rows = [instance('a', 'provisioning'), instance('b', 'provisioning')];
    const service = fakeService(rows);
    setAutoRefreshPaused(true);
    renderListPage(rows);
    await wait(5 * MINUTE);
    expect(service.requests).toHaveLength(0);
  });

  it('stops after a failed poll; Check now reads as a person (not background) and polling starts over', async () => {
    const rows = [instance('a', 'provisioning'), instance('b', 'provisioning')];
    const service = fakeService(rows);
    const { hook } = renderListPage(rows);
    service.fail(true);
    await wait(10 * SECOND);
    expect(service.requests).toHaveLength(1);
    expect(hook.result.current).toMatchObject({ stopped: true, reason: 'failed' });
    await wait(10 * MINUTE);
    expect(service.requests).toHaveLength(1);

    service.fail(false);
    await act(async () => hook.result.current.checkNow());
    await wait(0);
    expect(service.requests.at(-1)).toMatchObject({ what: 'GET /instances', background: false });
    expect(hook.result.current.stopped).toBe(false);
    await wait(2 * SECOND);
    expect(service.requests).toHaveLength(3);
    expect(service.requests.at(-1)).toMatchObject({ what: 'GET /instances', background: true });
  });
});
