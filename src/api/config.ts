import * as z from 'zod/mini';

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
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.catch(z.string().check(z.trim(), z.minLength(1), z.refine(isHttpBase)), '/api/v1'),
  mode: z.catch(z.enum(['live', 'demo']), 'live'),
  allowBaseUrlChange: z.catch(z.boolean(), false),
  // The service's written guide. Only an absolute http(s) address: a path would be looked up on
  // the console's own host, which serves no docs.
  docsUrl: z.catch(z.optional(z.string().check(z.trim(), z.refine(isAbsoluteHttp))), undefined),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1', mode: 'live', allowBaseUrlChange: false };

let current: RuntimeConfig = DEFAULT_CONFIG;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_CONFIG;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
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
