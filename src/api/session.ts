/**
 * The API key of this tab. sessionStorage by default (gone when the tab closes); localStorage only
 * when the person opted in to "remember on this device". Nothing else in the app stores the key.
 */
export interface Session {
  token: string;
  baseUrl: string;
  remember: boolean;
}

const STORAGE_KEY = 'cc.session';
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(storage: Storage | undefined): Session | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.baseUrl !== 'string') return null;
    return { token: value.token, baseUrl: value.baseUrl, remember: value.remember === true };
  } catch {
    return null;
  }
}

function storages(): { session?: Storage; local?: Storage } {
  return { session: globalThis.sessionStorage, local: globalThis.localStorage };
}

export function getSession(): Session | null {
  if (cached === undefined) {
    const { session, local } = storages();
    cached = read(session) ?? read(local);
  }
  return cached;
}

export function setSession(next: Session): void {
  const { session, local } = storages();
  const raw = JSON.stringify(next);
  session?.setItem(STORAGE_KEY, raw);
  if (next.remember) local?.setItem(STORAGE_KEY, raw);
  else local?.removeItem(STORAGE_KEY);
  cached = next;
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  const { session, local } = storages();
  session?.removeItem(STORAGE_KEY);
  local?.removeItem(STORAGE_KEY);
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
