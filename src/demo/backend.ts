/**
 * The demo build's backend: the mock API's Hono app running inside the page. Every request to an
 * /api/ or /__mock/ path, on any origin, is answered here, so nothing in a demo can reach a real
 * service. Only the demo build imports this module (see main.tsx), so the live build has no mock code.
 * What a person does in it is kept across reloads and tabs (journal.ts) until "Reset demo": the
 * scenario it started from, each accepted write, and how far the clock was moved ahead (clock.ts).
 * The store lives: time runs the service's rules (mock/db/living.ts) when they fall due, and the
 * events they raise reach the console as team mode's stream would bring them (live.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createMockApp, DropConnection } from '../../mock/app';
import { tokenDigest } from '../../mock/lib/digest';
import { isScenarioId, type ScenarioId } from '../../mock/scenario-ids';
import { clockOffset, demoNow, installDemoClock, setClockOffset } from './clock';
import { demoState } from './scenario-list';
import {
  appendJournal,
  JOURNAL_KEY,
  readJournal,
  saveOffset,
  startJournal,
  type Journal,
  type JournalEntry,
} from './journal';
import { createEventRelay, createWake } from './live';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
};

/** A deploy in the demo comes up in 20 s: long enough to see it provisioning, short enough to wait. */
const DEMO_PROVISION_MS = 20_000;

let anchor = 0;
const relay = createEventRelay();
let wake: ReturnType<typeof createWake> | undefined;

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
      new Request(new URL(entry.url, location.origin), {
        method: entry.method,
        headers,
        body: entry.body,
      }),
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

/** Whose events the console is shown: the account of the key a request carried. */
function noteAccount(mock: Mock, keyId: string | null): void {
  if (keyId) relay.signedIn(mock.state.context.db.keys.get(keyId)?.accountId ?? null);
}

/** The service's answer, or a dropped connection the way a browser reports one. */
async function answer(mock: Mock, request: Request): Promise<Response> {
  try {
    return await mock.app.fetch(request);
  } catch (error) {
    if (error instanceof DropConnection) throw new TypeError('Failed to fetch');
    throw error;
  }
}

/** Another tab started a scenario or reset the demo: this one starts over from the same point. */
function followOtherTabs(): void {
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key !== JOURNAL_KEY && event.key !== null) return;
    const journal = readJournal(storage());
    if (
      !journal ||
      journal.anchor !== anchor ||
      (journal.scenario ?? 'healthy') !== demoState.scenario
    ) {
      location.reload();
      return;
    }
    setClockOffset(journal.offset ?? 0);
    wake?.arm();
  });
}

export async function installDemoBackend(): Promise<void> {
  // A scenario link (`?demo-scenario=low-balance`, scenario-list.ts) starts that scenario afresh.
  const asked = new URLSearchParams(location.search).get('demo-scenario');
  const journal = isScenarioId(asked) ? null : readJournal(storage());
  installDemoClock(journal?.offset ?? 0);
  const scenario: ScenarioId = isScenarioId(asked)
    ? asked
    : isScenarioId(journal?.scenario)
      ? journal.scenario
      : 'healthy';
  demoState.scenario = scenario;
  let clock: number | null = journal ? journal.anchor : null;
  const mock = createMockApp({
    now: () => clock ?? demoNow(),
    scenario,
    living: true,
    provisionMs: DEMO_PROVISION_MS,
    onEvent: (accountId, envelope) => relay.tap(accountId, envelope),
  });
  anchor = mock.state.context.db.anchor;
  if (!journal) startJournal(storage(), anchor, scenario);
  else await replay(mock, journal, (t) => (clock = t));
  clock = null;
  // What fell due while no page was open happened then: the state the console reads first, not news.
  const ctx = mock.state.context;
  ctx.scheduler.runDue(ctx.now());
  wake = createWake({
    nextDue: () => ctx.scheduler.nextDue,
    runDue: () => ctx.scheduler.runDue(ctx.now()),
    now: () => ctx.now(),
  });
  wake.arm();
  followOtherTabs();

  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url, location.href);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/__mock/')) {
      // The body is read once, as text, and given to the service's request as text: a Request used
      // as another's init loses its body in Firefox (its stream is not carried over).
      const { method } = request;
      const body = method === 'GET' || method === 'HEAD' ? null : await request.text();
      const local = new Request(new URL(url.pathname + url.search, location.origin), {
        method,
        headers: request.headers,
        body,
        signal: request.signal,
      });
      const keyId = keyIdOf(mock, local);
      noteAccount(mock, keyId);
      if (!isKeptWrite(method, url.pathname)) return answered(answer(mock, local));
      const entry: JournalEntry = {
        t: demoNow(),
        method,
        url: url.pathname + url.search,
        body: body || null,
        keyId,
      };
      const response = await answered(answer(mock, local));
      if (response.ok) appendJournal(storage(), anchor, entry, demoState.scenario);
      return response;
    }
    if (url.origin !== location.origin)
      throw new TypeError('The demo makes no requests to other sites.');
    return network(request);
  };
}

/** The answer, after which the wake is set for what the request may have scheduled (a deploy's coming up). */
async function answered(response: Promise<Response>): Promise<Response> {
  try {
    return await response;
  } finally {
    wake?.arm();
  }
}

/** From now on the service's events reach the console (main.tsx, once its query cache exists). */
export function connectDemoEvents(queryClient: QueryClient): void {
  relay.start(queryClient);
}

/** Starts `next` from its beginning, here and for the next page load and the other tabs: nothing of before is kept. */
export async function startScenario(next: ScenarioId): Promise<void> {
  setClockOffset(0);
  demoState.scenario = next;
  const started = await globalThis.fetch('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: next }),
  });
  anchor = Date.parse(((await started.json()) as { seededAt: string }).seededAt);
  startJournal(storage(), anchor, next);
}

/** Back to the start of the current scenario. */
export function resetDemo(): Promise<void> {
  return startScenario(demoState.scenario);
}

/** Moves the demo's time ahead; what falls due in between happens in order at the next request. */
export function jumpClock(ms: number): void {
  setClockOffset(clockOffset() + ms);
  saveOffset(storage(), anchor, clockOffset(), demoState.scenario);
  // What falls due in the jump happens now, in order, and its events reach the open page.
  wake?.arm();
}

export async function demoKeys(): Promise<Record<string, string>> {
  const response = await globalThis.fetch('/__mock/keys');
  return (await response.json()) as Record<string, string>;
}

/** What the account holder does in the provider's own console: add funds (lifts a zero-balance lock). */
export async function addFundsAsHolder(amountCents: number): Promise<void> {
  await globalThis.fetch('/__mock/topup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents }),
  });
}
