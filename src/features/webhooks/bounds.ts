import { t } from '@lingui/core/macro';
import type { components } from '@/api/schema.gen';
import { webhookUrlHost } from './url-rules/webhook-url';

type Endpoint = Pick<components['schemas']['WebhookEndpoint'], 'id' | 'url'>;

/** Bounds of spec section 6, counted from the current list as the service counts them. */
export const MAX_ENDPOINTS = 20;
export const MAX_PER_HOST = 3;

export function accountLimitProblem(endpoints: readonly Endpoint[]): string | null {
  const count = endpoints.length;
  const most = MAX_ENDPOINTS;
  return count >= most
    ? t`The account already has ${count} endpoints, the most the service allows (${most}). Delete one to add another.`
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
  const most = MAX_PER_HOST;
  return same >= most
    ? t`${same} endpoints already use the host ${host}, the most the service allows per host (${most}).`
    : null;
}

/** Consecutive failures after which the service disables an endpoint for at least an hour. */
export const MAX_FAILURES = 20;
