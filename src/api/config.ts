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

/** Runtime configuration, read from config.json beside index.html so one build serves every environment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  mode: 'live' | 'demo';
  allowBaseUrlChange: boolean;
  docsUrl?: string | undefined;
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1', mode: 'live', allowBaseUrlChange: false };

export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

let current: RuntimeConfig = DEFAULT_CONFIG;

/**
 * Every field falls back on its own: a bad value is replaced by its default and the others are
 * kept. Plain code rather than a schema library, because this runs in the entry before anything
 * is shown.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const o: Record<string, unknown> = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const base = typeof o.apiBaseUrl === 'string' ? o.apiBaseUrl.trim() : '';
  return {
    apiBaseUrl: base && isHttpBase(base) ? base : DEFAULT_CONFIG.apiBaseUrl,
    mode: o.mode === 'demo' ? 'demo' : 'live',
    allowBaseUrlChange: typeof o.allowBaseUrlChange === 'boolean' ? o.allowBaseUrlChange : false,
    // The service's written guide. Only an absolute http(s) address: a path would be looked up on
    // the console's own host, which serves no docs.
    docsUrl: typeof o.docsUrl === 'string' && isAbsoluteHttp(o.docsUrl.trim()) ? o.docsUrl.trim() : undefined,
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
export function resolveBaseUrl(baseUrl: string, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(baseUrl.replace(/\/+$/, ''), origin.endsWith('/') ? origin : `${origin}/`).toString().replace(/\/+$/, '');
}
