import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * deploy/team/live.js, the webhook receiver nginx runs (njs), run here in Node against a stand-in
 * for nchan's publisher locations: what a real nchan cannot be made to do mid-delivery (fail a
 * lookup, refuse a delete) is what decides whether an event may reach a stream that should have
 * been closed. The happy paths run against the real nginx and nchan in e2e/team/live.spec.ts.
 */
type Request = {
  method: string;
  requestBuffer: Buffer;
  headersIn: Record<string, string>;
  headersOut: Record<string, string>;
  variables: Record<string, string>;
  return(status: number, body: string): void;
};
type Live = { receive(r: Request): Promise<void> };

const LIVE = new URL('../deploy/team/live.js', import.meta.url).href;
const SECRET = 'endpoint-secret';
const LIFE_SECONDS = 20;
const NOW = Date.UTC(2026, 11, 1, 12, 0, 7);
const PERIOD_NOW = Math.floor(NOW / 1000 / LIFE_SECONDS);

/** What a request answers instead, when a test breaks it: a status, or a failed connection. */
type Breakage = (method: string, path: string) => number | 'throw' | undefined;

/** nchan's publisher locations as live.js reaches them: periods with streams, ids seen, messages. */
function nchan() {
  const periods = new Set<number>();
  const seen = new Map<string, number>();
  const calls: string[] = [];
  const published: string[] = [];
  let broken: Breakage | undefined;
  const fetch = async (url: string, init: { method: string; headers: Record<string, string> }) => {
    const { pathname, searchParams } = new URL(url);
    const event = init.headers['X-EventSource-Event'];
    calls.push(`${init.method} ${pathname}${event ? ` (${event})` : ''}`);
    const answer = (status: number, text = '') => ({ status, text: async () => text });
    const instead = broken?.(init.method, pathname);
    if (instead === 'throw') throw new Error('connection refused');
    if (instead !== undefined) return answer(instead);
    if (pathname === '/_live/period') {
      const period = Number(searchParams.get('period'));
      if (!periods.has(period)) return answer(404);
      if (init.method === 'DELETE') periods.delete(period);
      return answer(init.method === 'POST' ? 202 : 200);
    }
    if (pathname === '/_live/seen') {
      const id = searchParams.get('id')!;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return answer(202, `queued messages: ${seen.get(id)}`);
    }
    published.push(pathname);
    return answer(202);
  };
  return {
    fetch,
    periods,
    seen,
    calls,
    published,
    breakWith: (rule: Breakage | undefined) => (broken = rule),
  };
}

/** A delivery of one event as the service signs it, to the receiver's request object. */
function delivery(id: string) {
  const body = JSON.stringify({
    id,
    type: 'instance.created',
    createdAt: new Date(NOW).toISOString(),
    data: { instanceId: 'srv_1' },
  });
  const timestamp = String(Math.floor(NOW / 1000));
  const signature =
    'v1=' + createHmac('sha256', SECRET).update(`${timestamp}.`).update(body).digest('hex');
  const answer: { status?: number; code?: string } = {};
  const r: Request = {
    method: 'POST',
    requestBuffer: Buffer.from(body),
    headersIn: { 'Webhook-Timestamp': timestamp, 'Webhook-Signature': signature },
    headersOut: {},
    variables: {
      hook_secret: SECRET,
      live_secret: 'live-secret',
      server_addr: '127.0.0.1',
      server_port: '8080',
      stream_life: String(LIFE_SECONDS),
      stream_periods_closed: '6',
      hook_refusal: '',
    },
    return(status, text) {
      answer.status = status;
      answer.code = (JSON.parse(text) as { error?: { code: string } }).error?.code;
    },
  };
  return { r, answer };
}

describe('live.js: an event reaches no stream that should have been closed', () => {
  let live: Live;
  let service: ReturnType<typeof nchan>;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    service = nchan();
    vi.stubGlobal('ngx', { fetch: service.fetch });
    live = ((await import(/* @vite-ignore */ LIVE)) as { default: Live }).default;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tells the streams of an older period to reopen and ends them, before the event is recorded and sent', async () => {
    service.periods.add(PERIOD_NOW - 2);
    service.periods.add(PERIOD_NOW);
    const { r, answer } = delivery('evt_1');
    await live.receive(r);
    expect(answer.status).toBe(202);
    const old = service.calls.filter((call) => call.startsWith('POST /_live/period'));
    expect(old).toEqual(['POST /_live/period (reopen)']);
    const order = service.calls.filter((call) => !call.startsWith('GET '));
    expect(order).toEqual([
      'POST /_live/period (reopen)',
      'DELETE /_live/period',
      'POST /_live/seen',
      'POST /_live/publish',
    ]);
    // The six periods before this one are looked up; this period's streams are left open.
    expect(service.calls.filter((call) => call.startsWith('GET '))).toHaveLength(6);
    expect([...service.periods]).toEqual([PERIOD_NOW]);
  });

  const failures: Array<[string, Breakage]> = [
    ['a lookup answers 500', (method) => (method === 'GET' ? 500 : undefined)],
    ['a lookup cannot connect', (method) => (method === 'GET' ? 'throw' : undefined)],
    ['the delete is refused', (method) => (method === 'DELETE' ? 503 : undefined)],
    [
      'the reopen cannot connect',
      (method, path) => (method === 'POST' && path === '/_live/period' ? 'throw' : undefined),
    ],
  ];
  for (const [what, rule] of failures)
    it(`refuses the delivery 503 when ${what}, records nothing, and the service's retry passes`, async () => {
      service.periods.add(PERIOD_NOW - 1);
      service.breakWith(rule);
      const first = delivery('evt_2');
      await live.receive(first.r);
      expect(first.answer).toEqual({ status: 503, code: 'stream_unavailable' });
      expect(first.r.variables.hook_refusal).toBe('stream_unavailable');
      expect(service.seen.size).toBe(0);
      expect(service.published).toEqual([]);

      // The same delivery again once nchan answers: not taken for a replay (409).
      service.breakWith(undefined);
      const retry = delivery('evt_2');
      await live.receive(retry.r);
      expect(retry.answer.status).toBe(202);
      expect(service.published).toEqual(['/_live/publish']);
      expect(service.periods.has(PERIOD_NOW - 1)).toBe(false);
    });

  it('counts a period another delivery deleted meanwhile (404 on the delete) as closed', async () => {
    service.periods.add(PERIOD_NOW - 3);
    service.breakWith((method) => (method === 'DELETE' ? 404 : undefined));
    const { r, answer } = delivery('evt_3');
    await live.receive(r);
    expect(answer.status).toBe(202);
    expect(service.published).toEqual(['/_live/publish']);
  });
});
