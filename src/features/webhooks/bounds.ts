import type { components } from '@/api/schema.gen';
import { webhookUrlHost } from '@/lib/url-guard';

type Endpoint = Pick<components['schemas']['WebhookEndpoint'], 'id' | 'url'>;

/** Bounds of spec section 6, counted from the current list as the service counts them. */
export const MAX_ENDPOINTS = 20;
export const MAX_PER_HOST = 3;

export function accountLimitProblem(endpoints: readonly Endpoint[]): string | null {
  return endpoints.length >= MAX_ENDPOINTS
    ? `The account already has ${endpoints.length} endpoints, the most the service allows (${MAX_ENDPOINTS}). Delete one to add another.`
    : null;
}

/** Why `url` would break the per-host bound; `editingId` is the endpoint being changed, not counted. */
export function hostLimitProblem(
  url: string,
  endpoints: readonly Endpoint[],
  editingId?: string,
): string | null {
  const host = webhookUrlHost(url);
  if (!host) return null;
  const same = endpoints.filter((e) => e.id !== editingId && webhookUrlHost(e.url) === host).length;
  return same >= MAX_PER_HOST
    ? `${same} endpoints already use the host ${host}, the most the service allows per host (${MAX_PER_HOST}).`
    : null;
}

/** Consecutive failures after which the service disables an endpoint for at least an hour. */
export const MAX_FAILURES = 20;
