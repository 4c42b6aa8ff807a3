/**
 * The service's events as the team proxy's live stream passes them on (deploy/team/live.js checks
 * each delivery; events.ts checks it again here). Whoever wants them (the attention place) listens;
 * nothing here loads the stream: it runs in team mode only (stream.ts, loaded by main.tsx).
 */
export interface ServiceEvent {
  /** The event's id (`evt_…`), the same on every retry of one event. */
  id: string;
  /** One of the contract's 12 event names (events.ts) or OFFICE_WRITE; no other kind reaches a listener. */
  type: string;
  /** When it happened (ISO 8601). */
  createdAt: string;
  /** Plain values only (ids, names, amounts): text to show as text, never as markup. */
  data: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A write of the office's, announced by the console that made it (announce.ts): our kind, not the
 * service's. Its data names the method, the path written, and who wrote it (person, user).
 */
export const OFFICE_WRITE = 'console.write';

/**
 * The service path an OFFICE_WRITE names, below the API's base as nginx saw it ('/api/v1/vpcs/v-1'
 * is '/vpcs/v-1'); null for a path outside the base, which nginx never signs.
 */
export function writtenPath(data: Readonly<Record<string, unknown>>): string | null {
  return typeof data.path === 'string' ? (/^\/api\/v1(\/.*)$/.exec(data.path)?.[1] ?? null) : null;
}

type Listener = (event: ServiceEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each service event from now on; returns the unsubscribe. */
export function subscribeServiceEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands an event to every listener; one that throws does not keep it from the others. */
export function emitServiceEvent(event: ServiceEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}
