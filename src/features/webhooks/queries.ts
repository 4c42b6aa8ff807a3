import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/api/api-call';
import { callItemsQuery, callQuery } from '@/api/cache/call-query';
import { BACKGROUND } from '@/api/client';
import { personAsked } from '@/api/cache/page-reads';
import type { components } from '@/api/schema.gen';
import { endpointsCall } from '@/api/queries/webhook-endpoints';

export type Endpoint = components['schemas']['WebhookEndpoint'];
export type Delivery = components['schemas']['WebhookDelivery'];
export type EndpointInput = components['schemas']['WebhookEndpointInput'];
export type EndpointPatch = components['schemas']['WebhookEndpointPatch'];

/** Deliveries are polled this often while an endpoint page is open (one request per 30 s). */
export const DELIVERY_POLL_MS = 30_000;

export { endpointsCall };

const eventTypesCall = apiCall('get', '/webhooks/event-types');
export const endpointCall = (id: string) =>
  apiCall('get', '/webhooks/endpoints/{id}', { params: { path: { id } } });
export const deliveriesCall = (id: string) =>
  apiCall('get', '/webhooks/endpoints/{id}/deliveries', { params: { path: { id } } });

export const eventTypesQuery = queryOptions({
  ...callItemsQuery(eventTypesCall),
  staleTime: 60 * 60_000,
});

export const endpointsQuery = callItemsQuery(endpointsCall);

export const endpointQuery = (id: string) => callQuery(endpointCall(id));

export const deliveriesQuery = (id: string) =>
  callItemsQuery(deliveriesCall(id), {
    // The first load is the user's, and so is a person's Refresh; every later one (the 30 s
    // poll) is background work.
    headers: ({ client, queryKey }) =>
      client.getQueryData(queryKey) !== undefined && !personAsked(queryKey)
        ? BACKGROUND
        : undefined,
  });
