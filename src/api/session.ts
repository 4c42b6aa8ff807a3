/**
 * The API key of this tab. sessionStorage by default (gone when the tab closes); localStorage only
 * when the person opted in to "remember on this device". Nothing else in the app stores the key.
 * A tab opened without one asks the other open tabs for theirs (session-channel.ts).
 */
export interface Session {
  token: string;
  baseUrl: string;
  remember: boolean;
  /** Who the key acts as, kept beside it so a reload need not ask again (never the token). */
  identity?: SessionIdentity;
}

export type Scope = 'read' | 'full' | 'unknown';

export interface SessionIdentity {
  accountName: string;
  accountEmail: string;
  keyId: string | null;
  keyName: string | null;
  keyPrefix: string | null;
  scope: Scope;
  /** When the service last confirmed it (ms since epoch). */
  checkedAt: number;
}

const STORAGE_KEY = 'cc.session';
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function readIdentity(value: unknown): SessionIdentity | undefined {
  const v = value as Partial<SessionIdentity> | null | undefined;
  if (!v || !text(v.accountName) || !text(v.accountEmail) || typeof v.checkedAt !== 'number') return undefined;
  if (!textOrNull(v.keyId) || !textOrNull(v.keyName) || !textOrNull(v.keyPrefix)) return undefined;
  if (v.scope !== 'read' && v.scope !== 'full' && v.scope !== 'unknown') return undefined;
  return {
    accountName: v.accountName,
    accountEmail: v.accountEmail,
    keyId: v.keyId,
    keyName: v.keyName,
    keyPrefix: v.keyPrefix,
    scope: v.scope,
    checkedAt: v.checkedAt,
  };
}

/** A session from storage or from another tab, or null when it is not one. */
export function parseSession(value: unknown): Session | null {
  const v = value as Partial<Session> | null | undefined;
  if (!v || !text(v.token) || !text(v.baseUrl) || v.token === '') return null;
  const identity = readIdentity(v.identity);
  return { token: v.token, baseUrl: v.baseUrl, remember: v.remember === true, ...(identity ? { identity } : {}) };
}

function read(storage: Storage | undefined): Session | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? parseSession(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function storages(): { session?: Storage; local?: Storage } {
  try {
    return { session: globalThis.sessionStorage, local: globalThis.localStorage };
  } catch {
    return {};
  }
}

function write(next: Session): void {
  const { session, local } = storages();
  const raw = JSON.stringify(next);
  try {
    session?.setItem(STORAGE_KEY, raw);
    if (next.remember) local?.setItem(STORAGE_KEY, raw);
    else local?.removeItem(STORAGE_KEY);
  } catch {
    /* blocked storage: the session lasts as long as the page */
  }
}

export function getSession(): Session | null {
  if (cached === undefined) {
    const { session, local } = storages();
    cached = read(session) ?? read(local);
  }
  return cached;
}

export function setSession(next: Session): void {
  write(next);
  cached = next;
  listeners.forEach((listener) => listener());
}

/** Keeps who the key acts as beside it; a no-op when the session changed key meanwhile. */
export function setSessionIdentity(token: string, identity: SessionIdentity): void {
  const current = getSession();
  if (!current || current.token !== token) return;
  cached = { ...current, identity };
  write(cached);
}

export function clearSession(): void {
  const { session, local } = storages();
  try {
    session?.removeItem(STORAGE_KEY);
    local?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing was stored */
  }
  cached = null;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visible part of a token, used to find "this session" in the key list. */
export function tokenPrefixMatches(token: string, prefix: string): boolean {
  return prefix.length > 0 && token.startsWith(prefix);
}
