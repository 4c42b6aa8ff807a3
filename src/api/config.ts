// A base the console cannot send requests to (another scheme, or a javascript: URL slipped into a
// hand-edited config.json) falls back to the same-origin default instead of breaking every request.
function isHttpBase(value: string): boolean {
  try {
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isAbsoluteHttp(value: string): boolean {
  return /^https?:\/\//i.test(value) && isHttpBase(value);
}

// A path on the console's own origin ('/auth/identity'), never another host ('//x', 'https://…').
function isSameOriginPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && ![...value].some((c) => c.charCodeAt(0) <= 32);
}

/**
 * Who holds the service key. `key`: the person pastes one into the browser (one person, the demo).
 * `proxy`: a team's SSO front and nginx hold the keys (deploy/team/); the browser holds none and
 * asks the proxy who is signed in.
 */
export type SessionMode = 'key' | 'proxy';

export interface ProxyConfig {
  /** Answers who is signed in: { user, email, name, role } (deploy/team/nginx.conf). */
  identityUrl: string;
  /** The SSO front's sign-out, which ends the person's session there and at the provider. */
  signOutUrl: string;
  /** A protected page that says "signed in" to the console's tabs and closes (public/auth/). */
  signInUrl: string;
  /** The latest lines of the proxy's audit log, for admins (a byte range of one file). */
  activityUrl: string;
  /** Answers 502-504 (or not at all) when the OpenID provider cannot be reached. */
  providerStatusUrl: string;
  /** Ends the front's session alone, for when the provider cannot be reached. */
  signOutHereUrl: string;
  /** The service's events as server-sent events (src/api/live/stream.ts). */
  eventsUrl: string;
  /** Where a write's receipt is handed in, so the write reaches everyone's stream (live/announce.ts). */
  announceUrl: string;
}

/** Runtime configuration, read from config.json beside index.html so one build serves every environment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  mode: 'live' | 'demo';
  allowBaseUrlChange: boolean;
  docsUrl?: string | undefined;
  /**
   * The service's OpenAPI document (JSON) for the API explorer; default `<apiBaseUrl>/openapi.json`
   * (docs/explorer.md). As written in config.json: the explorer, which alone reads it, checks it
   * (src/features/explorer/document-source.ts), so the entry carries no code for it.
   */
  openapiUrl?: unknown;
  session: SessionMode;
  proxy: ProxyConfig;
}

export const DEFAULT_PROXY: ProxyConfig = {
  identityUrl: '/auth/identity',
  signOutUrl: '/auth/sign-out',
  signInUrl: '/auth/signed-in.html',
  activityUrl: '/auth/activity',
  providerStatusUrl: '/auth/provider-status',
  signOutHereUrl: '/auth/sign-out-here',
  eventsUrl: '/live/events',
  announceUrl: '/live/announce',
};

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/v1',
  mode: 'live',
  allowBaseUrlChange: false,
  session: 'key',
  proxy: DEFAULT_PROXY,
};

function parseProxy(raw: unknown): ProxyConfig {
  const o: Record<string, unknown> =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const path = (name: keyof ProxyConfig) => {
    const value = typeof o[name] === 'string' ? o[name].trim() : '';
    return value && isSameOriginPath(value) ? value : DEFAULT_PROXY[name];
  };
  const names = Object.keys(DEFAULT_PROXY) as Array<keyof ProxyConfig>;
  return Object.fromEntries(names.map((name) => [name, path(name)])) as unknown as ProxyConfig;
}

export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

let current: RuntimeConfig = DEFAULT_CONFIG;

/**
 * Every field falls back on its own: a bad value is replaced by its default and the others are
 * kept. Plain code rather than a schema library, because this runs in the entry before anything
 * is shown.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const o: Record<string, unknown> =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const base = typeof o.apiBaseUrl === 'string' ? o.apiBaseUrl.trim() : '';
  return {
    apiBaseUrl: base && isHttpBase(base) ? base : DEFAULT_CONFIG.apiBaseUrl,
    mode: o.mode === 'demo' ? 'demo' : 'live',
    allowBaseUrlChange: typeof o.allowBaseUrlChange === 'boolean' ? o.allowBaseUrlChange : false,
    // The service's written guide. Only an absolute http(s) address: a path would be looked up on
    // the console's own host, which serves no docs.
    docsUrl:
      typeof o.docsUrl === 'string' && isAbsoluteHttp(o.docsUrl.trim())
        ? o.docsUrl.trim()
        : undefined,
    session: o.session === 'proxy' ? 'proxy' : 'key',
    proxy: parseProxy(o.proxy),
    openapiUrl: o.openapiUrl,
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // The request index.html preloads (<link rel="preload" as="fetch" crossorigin>, see
    // scripts/first-view.ts): same URL, mode and credentials, and the default cache mode, or the
    // browser would not reuse it. Freshness comes from the server (no-cache, deploy/nginx.conf).
    const response = await fetchImpl(CONFIG_URL, { credentials: 'same-origin' });
    current = response.ok ? parseRuntimeConfig(await response.json()) : DEFAULT_CONFIG;
  } catch {
    current = DEFAULT_CONFIG;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Resolves a configured base URL ('/api/v1' or 'https://host/api/v1') to an absolute one. */
export function resolveBaseUrl(
  baseUrl: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  return new URL(baseUrl.replace(/\/+$/, ''), origin.endsWith('/') ? origin : `${origin}/`)
    .toString()
    .replace(/\/+$/, '');
}
