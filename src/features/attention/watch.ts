/**
 * Feeds the attention place (docs/attention.md). Loaded after the first view, once per tab.
 *
 * 1. What the console already reads: every answer that lands in the query cache is looked at (the
 *    instance list and each instance, the key list, the webhook endpoints, the wallet summary, the
 *    tickets), and a change of an instance's status between two reads of it; writes that failed;
 *    deletes held in the undo window, once sent or refused.
 * 2. What it looks for itself: every few minutes, the reads above that no page of any tab made
 *    lately, as background work (the governor keeps it inside its share of the budget). One tab
 *    looks, the others hear: the time of each look is kept in localStorage per person, and a Web
 *    Lock lets one tab at a time decide and send; what it finds reaches every tab through the
 *    store. A hidden tab does not look; a look whose entry a page read within its interval costs
 *    no request (the shared cache answers).
 */
import type { Mutation, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { apiCall } from '@/api/api-call';
import { callItemsQuery, callQuery } from '@/api/cache/call-query';
import { BACKGROUND } from '@/api/client';
import { hasNoConsoleRole, identityKey, type Identity } from '@/api/identity/identity';
import { subscribeServiceEvents } from '@/api/live/listeners';
import { eventsFlow } from '@/api/live/status';
import { isApiError } from '@/api/errors';
import { apiKeysCall } from '@/api/queries/api-keys';
import { instancesCall } from '@/api/queries/instances';
import { endpointsCall } from '@/api/queries/webhook-endpoints';
import type { components } from '@/api/schema.gen';
import { getHolds, subscribeHolds, type Hold } from '@/components/write/undo-window/store';
import { outcomeOf } from '@/components/write/undo-window/take-over';
import { walletRunwayQuery } from '@/features/wallet/queries';

import {
  deleteItem,
  endpointItems,
  instanceChangeItem,
  instanceErrorItems,
  INSTANCE_KINDS,
  KEY_KINDS,
  keyItems,
  resourceOfPath,
  ticketItems,
  walletItems,
  WALLET_KINDS,
  WEBHOOK_KINDS,
} from './derive';
import { onLiveEvent } from './feed';
import { itemTitle, kindLabel } from './item-words';
import type { AttentionItem, AttentionKind } from './items';
import { attentionStore, type AttentionStore } from './store';

type Schemas = components['schemas'];

const MINUTE = 60_000;

/** The newest answered tickets, the one page a look reads (sorted by when they changed). */
export const answeredTicketsCall = apiCall('get', '/tickets', {
  params: { query: { status: 'answered', limit: 10 } },
});

/**
 * What a look reads, and how often at most. Keys expire in days: once an hour. The rest every
 * 15 minutes: about 17 requests an hour for the whole browser, and fewer when pages read them.
 */
const instancesLook = callQuery(instancesCall, { headers: BACKGROUND });
const endpointsLook = callItemsQuery(endpointsCall, { headers: BACKGROUND });
const ticketsLook = callQuery(answeredTicketsCall, { headers: BACKGROUND });
const keysLook = callItemsQuery(apiKeysCall, { headers: BACKGROUND });

/**
 * Each look's read, at most once in `every`: a page's read within it answers from the cache. A look
 * `announced` by the service's events (an instance's failure, a ticket's answer) rests while they
 * flow in team mode (src/api/live/status.ts): the event is the item, and re-reads what it touches.
 * The others have no event (a key's expiry, an endpoint's failures, the runway's days) and go on.
 */
export const LOOKS = {
  instances: {
    every: 15 * MINUTE,
    announced: true,
    queryKey: instancesLook.queryKey,
    fetch: (client: QueryClient, staleTime: number) =>
      client.fetchQuery({ ...instancesLook, staleTime }),
  },
  endpoints: {
    every: 15 * MINUTE,
    queryKey: endpointsLook.queryKey,
    fetch: (client: QueryClient, staleTime: number) =>
      client.fetchQuery({ ...endpointsLook, staleTime }),
  },
  tickets: {
    every: 15 * MINUTE,
    announced: true,
    queryKey: ticketsLook.queryKey,
    fetch: (client: QueryClient, staleTime: number) =>
      client.fetchQuery({ ...ticketsLook, staleTime }),
  },
  wallet: {
    every: 15 * MINUTE,
    queryKey: walletRunwayQuery.queryKey,
    fetch: (client: QueryClient, staleTime: number) =>
      client.fetchQuery({ ...walletRunwayQuery, staleTime }),
  },
  keys: {
    every: 60 * MINUTE,
    queryKey: keysLook.queryKey,
    fetch: (client: QueryClient, staleTime: number) =>
      client.fetchQuery({ ...keysLook, staleTime }),
  },
};
type LookName = keyof typeof LOOKS;

/** How often a tab asks whether a look is due (no request unless one is). */
export const LOOK_TICK_MS = MINUTE;
/** The first look waits this long after the tab loaded: the page's own reads come first. */
export const FIRST_LOOK_MS = 45_000;
const LOOKED_PREFIX = 'cc.attention-looked.';
const LOOK_LOCK = 'cc-attention-look';

const itemsOf = <T>(data: unknown): T[] | undefined =>
  Array.isArray(data)
    ? (data as T[])
    : data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: T[] }).items
      : undefined;

/** An instance's status as this tab last read it, to tell a change from a first sight. */
export function createReader(store: AttentionStore, now: () => number) {
  const statuses = new Map<string, Schemas['InstanceStatus']>();

  function instances(rows: readonly Schemas['Instance'][], whole: boolean): void {
    const at = now();
    const changes = [];
    for (const row of rows) {
      if (!row || typeof row.id !== 'string') continue;
      const change = instanceChangeItem(statuses.get(row.id), row, at);
      if (change) changes.push(change);
      statuses.set(row.id, row.status);
    }
    const errors = instanceErrorItems(rows, at);
    store.report([...changes, ...errors]);
    // The whole list: an instance no longer in error has left it.
    if (whole)
      store.settle(
        INSTANCE_KINDS,
        errors.map((item) => item.key),
      );
  }

  /** An answer that landed in the cache under `queryKey`. */
  function read(queryKey: QueryKey, data: unknown): void {
    if (data === undefined || data === null) return;
    const [path, params] = queryKey as [unknown, { query?: Record<string, unknown> } | undefined];
    const at = now();
    if (path === '/instances') {
      const rows = itemsOf<Schemas['Instance']>(data);
      // The whole set only: a filtered read does not say the others left `error`.
      if (rows) instances(rows, !params?.query || Object.keys(params.query).length === 0);
    } else if (path === '/instances/{id}') {
      instances([data as Schemas['Instance']], false);
    } else if (path === '/api-keys') {
      const keys = itemsOf<Schemas['ApiKey']>(data);
      if (!keys) return;
      const found = keyItems(keys, at);
      store.report(found);
      store.settle(
        KEY_KINDS,
        found.map((item) => item.key),
      );
    } else if (path === '/webhooks/endpoints') {
      const endpoints = itemsOf<Schemas['WebhookEndpoint']>(data);
      if (!endpoints) return;
      const found = endpointItems(endpoints, at);
      store.report(found);
      store.settle(
        WEBHOOK_KINDS,
        found.map((item) => item.key),
      );
    } else if (path === '/webhooks/endpoints/{id}') {
      store.report(endpointItems([data as Schemas['WebhookEndpoint']], at));
    } else if (path === '/wallet/summary') {
      const summary = data as Schemas['WalletSummary'];
      if (typeof summary.balanceCents !== 'number') return;
      const found = walletItems(summary, at);
      store.report(found);
      store.settle(
        WALLET_KINDS,
        found.map((item) => item.key),
      );
    } else if (path === '/tickets') {
      const tickets = itemsOf<Schemas['Ticket']>(data);
      if (tickets) store.report(ticketItems(tickets, at));
    } else if (path === '/tickets/{id}') {
      store.report(ticketItems([data as Schemas['Ticket']], at));
    }
  }

  /** A write that failed, named by its request (the error carries it, api-call.ts). */
  function failedWrite(mutationId: number, error: unknown): void {
    if (!isApiError(error) || !error.call) return;
    const call = error.call as { method: string; path: string; init?: unknown };
    const init = call.init as { params?: { path?: Record<string, unknown> } } | undefined;
    const id = init?.params?.path?.id;
    store.report([
      {
        key: `write-failed:${mutationId}:${now()}`,
        kind: 'write-failed',
        resource: resourceOfPath(call.path, typeof id === 'string' ? id : undefined),
        at: now(),
        code: error.code,
        summary: `${call.method.toUpperCase()} ${call.path}`,
      },
    ]);
  }

  /** Deletes of the undo window: one seen sending and then gone was done; one ended with a refusal was not. */
  const sending = new Set<string>();
  function holds(list: readonly Hold[]): void {
    const present = new Set(list.map((hold) => hold.id));
    for (const id of sending)
      if (!present.has(id)) {
        sending.delete(id);
        const hold = lastSeen.get(id);
        if (hold) store.report([deleteItem(hold, { refused: false }, now())]);
      }
    for (const hold of list) {
      lastSeen.set(hold.id, hold);
      if (hold.state === 'sending') sending.add(hold.id);
      if (hold.state !== 'ended' || hold.end === 'joined') continue;
      sending.delete(hold.id);
      const outcome = hold.end === 'lost' ? 'unknown' : outcomeOf(hold.error);
      if (outcome === 'deleted') store.report([deleteItem(hold, { refused: false }, now())]);
      else if (outcome === 'refused' || outcome === 'unknown')
        store.report([
          deleteItem(
            hold,
            { refused: true, code: isApiError(hold.error) ? hold.error.code : undefined },
            now(),
          ),
        ]);
    }
  }
  const lastSeen = new Map<string, Hold>();

  return { read, failedWrite, holds };
}

function readLooked(owner: string): Partial<Record<LookName, number>> {
  try {
    const raw = localStorage.getItem(LOOKED_PREFIX + owner);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' ? (value as Partial<Record<LookName, number>>) : {};
  } catch {
    return {};
  }
}

function writeLooked(owner: string, looked: Partial<Record<LookName, number>>): void {
  try {
    localStorage.setItem(LOOKED_PREFIX + owner, JSON.stringify(looked));
  } catch {
    /* this tab looks again on its next tick: no harm beyond a request */
  }
}

/**
 * The looks due now (none looked within its interval, in any tab of this person); while the
 * service's events flow, not those they announce (a look that rested is due at once when they stop).
 */
export function dueLooks(
  looked: Partial<Record<LookName, number>>,
  now: number,
  flowing = false,
): LookName[] {
  return (Object.keys(LOOKS) as LookName[]).filter((name) => {
    const look: { every: number; announced?: boolean } = LOOKS[name];
    return !(now - (looked[name] ?? 0) < look.every) && !(flowing && look.announced);
  });
}

/**
 * A browser notification for each new item of a kind the person chose (attention-page.tsx asks the
 * permission on their click). Shown by the tab that found it; its tag is the item's, so the browser
 * shows one even if another tab found it too.
 */
export function notifyOf(items: readonly AttentionItem[], chosen: readonly AttentionKind[]): void {
  if (typeof Notification !== 'function' || Notification.permission !== 'granted') return;
  for (const item of items) {
    if (!chosen.includes(item.kind)) continue;
    try {
      new Notification(kindLabel(item.kind), { body: itemTitle(item), tag: item.id });
    } catch {
      /* a browser that allows them only from a service worker: the count still says it */
    }
  }
}

let started = false;

/** Starts feeding the store in this tab (once). */
export function startWatching(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  const store = attentionStore;
  const reader = createReader(store, () => Date.now());

  // What the first view has read already, then every answer from now on.
  for (const query of queryClient.getQueryCache().getAll())
    reader.read(query.queryKey, query.state.data);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      reader.read((event.query as Query).queryKey, event.query.state.data);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const mutation = event.mutation as Mutation<unknown, unknown, unknown, unknown>;
    reader.failedWrite(mutation.mutationId, mutation.state.error);
  });
  store.onAdded((items) => notifyOf(items, store.getState().notify));
  reader.holds(getHolds());
  subscribeHolds(() => reader.holds(getHolds()));
  // Team mode's live stream (src/api/live): each event of the service, and each colleague's
  // write, is an item too.
  subscribeServiceEvents((event) =>
    onLiveEvent(event, queryClient.getQueryData<Identity>(identityKey)?.person?.user),
  );

  async function look(): Promise<void> {
    const owner = store.owner();
    if (!owner || document.visibilityState === 'hidden') return;
    // Team mode, the role taken away: every read would be refused. The looks wait for it back.
    if (hasNoConsoleRole(queryClient)) return;
    const run = async () => {
      const due = dueLooks(readLooked(owner), Date.now(), eventsFlow());
      if (due.length === 0) return;
      // Marked before sending: a tab that asks meanwhile finds them taken.
      writeLooked(owner, {
        ...readLooked(owner),
        ...Object.fromEntries(due.map((name) => [name, Date.now()])),
      });
      await Promise.all(
        due.map(async (name) => {
          const { queryKey, fetch, every } = LOOKS[name];
          try {
            // A page's read within the interval answers from the cache, with no request.
            reader.read(queryKey, await fetch(queryClient, every));
          } catch {
            /* a refused or failed look waits for its next turn; the pages show their own errors */
          }
        }),
      );
    };
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks) return run();
    await locks
      .request(LOOK_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : undefined))
      .catch(() => undefined);
  }

  window.setTimeout(() => {
    void look();
    window.setInterval(() => void look(), LOOK_TICK_MS);
  }, FIRST_LOOK_MS);
}
