/** Helpers for the governor's unit tests: a recording fetch and an in-memory BroadcastChannel. */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ChannelLike } from '@/api/governor/cross-tab';

export const BASE = 'http://127.0.0.1:9/api/v1';

export interface Sent {
  method: string;
  path: string;
  at: number;
  headers: Headers;
}

type Reply = { status?: number; headers?: Record<string, string>; body?: string };

/** A fetch that records what reached "the network" and answers with `reply` (200 {} by default). */
export function recordingFetch(
  reply: (request: Request, index: number) => Reply | Promise<Reply> = () => ({}),
) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', '') + url.search,
      at: Date.now(),
      headers: request.headers,
    });
    const answer = await reply(request, sent.length - 1);
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : (answer.body ?? '{}'), {
      status,
      headers: answer.headers,
    });
  };
  return { fetch, sent, paths: () => sent.map((s) => `${s.method} ${s.path}`) };
}

export function request(method: string, path: string, background = false): Request {
  const headers: Record<string, string> = background ? { 'x-console-priority': 'background' } : {};
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
  return new Request(`${BASE}${path}`, { method, headers, body });
}

/** Channels joined to one hub behave like BroadcastChannels of one name: others get each message, later. */
export function channelHub() {
  const members = new Set<Set<(event: MessageEvent) => void>>();
  return {
    connect(): ChannelLike {
      const listeners = new Set<(event: MessageEvent) => void>();
      members.add(listeners);
      return {
        postMessage(message: unknown) {
          const data = structuredClone(message);
          for (const other of members) {
            if (other === listeners) continue;
            void Promise.resolve().then(() =>
              other.forEach((listener) => listener(new MessageEvent('message', { data }))),
            );
          }
        },
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
        close: () => members.delete(listeners),
      };
    },
  };
}

/** Lets queued promise callbacks (fetch answers, channel messages) run without moving the clock. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

/** Storage in memory for the governor's kept flags and window; `data` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

export const DAY = 86_400_000;

/** The test file's clock is fake, starting at `now`, for every test (and real again after each). */
export function fakeClockFrom(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
