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
  /**
   * A team's proxy holds the key (config.json "session": "proxy"): the token is empty, nothing is
   * written to storage and nothing is handed to other tabs. Lives as long as the page.
   */
  proxy?: true;
  /**
   * Which sign-out this session came after (`cc.session.ended`, shared by the tabs). A session
   * from before the latest sign-out is forgotten when a tab finds it: a tab that was on another
   * site when the person signed out must not come back signed in by Back or a reload.
   */
  generation?: number;
}

export type Scope = 'read' | 'full' | 'unknown';

/** The signed-in person behind a team's proxy (never stored: the proxy says it on each load). */
export interface Person {
  /** The name to show: the display name, else the e-mail, else the login. */
  name: string;
  email: string;
  /** The login the proxy knows the person by (team mode); tells their own announced writes apart. */
  user?: string;
  /** The role the proxy gave from the person's groups: admins act with a full key, viewers with a read key. */
  role: 'admin' | 'viewer';
}

export interface SessionIdentity {
  person?: Person;
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
/** How many times a session of this browser was ended: no secret, only a counter. */
const ENDED_KEY = 'cc.session.ended';
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function readIdentity(value: unknown): SessionIdentity | undefined {
  const v = value as Partial<SessionIdentity> | null | undefined;
  if (!v || !text(v.accountName) || !text(v.accountEmail) || typeof v.checkedAt !== 'number')
    return undefined;
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
  const generation =
    typeof v.generation === 'number' && Number.isInteger(v.generation)
      ? { generation: v.generation }
      : {};
  return {
    token: v.token,
    baseUrl: v.baseUrl,
    remember: v.remember === true,
    ...generation,
    ...(identity ? { identity } : {}),
  };
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
  if (next.proxy) return;
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

function endedCount(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(ENDED_KEY) ?? 0);
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function getSession(): Session | null {
  if (cached === undefined) {
    const { session, local } = storages();
    cached = read(session) ?? read(local);
    // Kept from before a sign-out (this tab was elsewhere when it happened): forget it now.
    if (cached && (cached.generation ?? 0) < endedCount()) {
      eraseStored();
      cached = null;
    }
  }
  return cached;
}

/**
 * Whether this tab's session was ended by a sign-out somewhere else that this tab did not hear: a
 * page restored by Back, or a tab whose channel to the others was still loading at the time.
 */
export function sessionEndedElsewhere(): boolean {
  return !!cached && (cached.generation ?? 0) < endedCount();
}

export function setSession(next: Session): void {
  next = next.proxy ? next : { ...next, generation: endedCount() };
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

/**
 * Proxy mode: the page is signed in as far as the console can tell (the SSO front let it load);
 * the identity endpoint says who. Any key a key-mode session left in this browser is erased.
 */
export function startProxySession(baseUrl: string): void {
  eraseStored();
  // Which sign-out it came after, as a key session keeps it: a later one in another tab ends it.
  cached = { token: '', baseUrl, remember: false, proxy: true, generation: endedCount() };
  listeners.forEach((listener) => listener());
}

export function isProxySession(): boolean {
  return getSession()?.proxy === true;
}

function eraseStored(): void {
  const { session, local } = storages();
  try {
    session?.removeItem(STORAGE_KEY);
    local?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing was stored */
  }
}

/**
 * The person signed out: every session of this browser from before now is over, including the
 * one kept by a tab that is showing another site (it checks this when it comes back).
 */
export function markSessionsEnded(): void {
  try {
    globalThis.localStorage?.setItem(ENDED_KEY, String(endedCount() + 1));
  } catch {
    /* blocked storage: the open tabs still hear the sign-out over their channel */
  }
}

export function clearSession(): void {
  eraseStored();
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
