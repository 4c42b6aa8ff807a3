/**
 * The demo build's backend: the mock API's Hono app running inside the page. Every request to an
 * /api/ or /__mock/ path, on any origin, is answered here, so nothing in a demo can reach a real
 * service. Only the demo build imports this module (see main.tsx), so the live build has no mock code.
 * What a person does in it is kept across reloads and tabs (journal.ts) until "Reset demo".
 */
import { createMockApp } from '../../mock/app';
import { tokenDigest } from '../../mock/lib/digest';
import { appendJournal, clearJournal, readJournal, type Journal, type JournalEntry } from './journal';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
};

let anchor = Date.now();

function isKeptWrite(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return path.startsWith('/api/v1/') || path === '/__mock/topup';
}

type Mock = ReturnType<typeof createMockApp>;

/** Rebuilds the kept state: the same writes, at the same times, as the same keys. */
async function replay(mock: Mock, journal: Journal, setClock: (t: number) => void): Promise<void> {
  const ctx = mock.state.context;
  // Replayed writes were counted when they were made; they must not meet the limits again.
  const options = ctx.options as { rateLimits: boolean };
  const limits = options.rateLimits;
  options.rateLimits = false;
  for (const entry of journal.entries) {
    setClock(entry.t);
    const headers = new Headers({ 'content-type': 'application/json' });
    let stand: string | null = null;
    if (entry.keyId) {
      // A one-off stand-in token for the key, known only for this write.
      stand = `replay-${entry.keyId}-${Math.random().toString(36).slice(2)}`;
      ctx.db.keyByDigest.set(tokenDigest(stand), entry.keyId);
      headers.set('authorization', `Bearer ${stand}`);
    }
    await mock.app.fetch(
      new Request(new URL(entry.url, location.origin), { method: entry.method, headers, body: entry.body }),
    );
    if (stand) ctx.db.keyByDigest.delete(tokenDigest(stand));
  }
  options.rateLimits = limits;
  ctx.requests = [];
  ctx.requestSeq = 0;
}

function keyIdOf(mock: Mock, request: Request): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.get('authorization') ?? '');
  return match ? (mock.state.context.db.keyByDigest.get(tokenDigest(match[1]!)) ?? null) : null;
}

export async function installDemoBackend(): Promise<void> {
  const journal = readJournal(storage());
  let clock: number | null = journal ? journal.anchor : null;
  anchor = journal?.anchor ?? Date.now();
  const mock = createMockApp({ now: () => clock ?? Date.now() });
  if (journal) await replay(mock, journal, (t) => (clock = t));
  clock = null;

  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url, location.href);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/__mock/')) {
      const local = new Request(new URL(url.pathname + url.search, location.origin), request);
      if (!isKeptWrite(local.method, url.pathname)) return mock.app.fetch(local);
      const entry: JournalEntry = {
        t: Date.now(),
        method: local.method,
        url: url.pathname + url.search,
        body: (await local.clone().text()) || null,
        keyId: keyIdOf(mock, local),
      };
      const response = await mock.app.fetch(local);
      if (response.ok) appendJournal(storage(), anchor, entry);
      return response;
    }
    if (url.origin !== location.origin) throw new TypeError('The demo makes no requests to other sites.');
    return network(request);
  };
}

/** Back to the seed, here and for the next page load. */
export async function resetDemo(): Promise<void> {
  clearJournal(storage());
  anchor = Date.now();
  await globalThis.fetch('/__mock/reset', { method: 'POST' });
}

export async function demoKeys(): Promise<Record<string, string>> {
  const response = await globalThis.fetch('/__mock/keys');
  return (await response.json()) as Record<string, string>;
}
