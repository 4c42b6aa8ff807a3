import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, PRIORITY_HEADER, unwrap } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Endpoint = components['schemas']['WebhookEndpoint'];
export type Delivery = components['schemas']['WebhookDelivery'];
export type EndpointInput = components['schemas']['WebhookEndpointInput'];
export type EndpointPatch = components['schemas']['WebhookEndpointPatch'];

/** Deliveries are polled this often while an endpoint page is open (one request per 30 s). */
export const DELIVERY_POLL_MS = 30_000;

export const webhookKeys = {
  all: ['webhooks'] as const,
  eventTypes: ['webhooks', 'event-types'] as const,
  list: ['webhooks', 'endpoints', 'list'] as const,
  detail: (id: string) => ['webhooks', 'endpoints', 'detail', id] as const,
  deliveries: (id: string) => ['webhooks', 'endpoints', 'deliveries', id] as const,
};

export const eventTypesQuery = queryOptions({
  queryKey: webhookKeys.eventTypes,
  queryFn: async () => (await unwrap(api.GET('/webhooks/event-types'))).items,
  staleTime: 60 * 60_000,
});

export const endpointsQuery = queryOptions({
  queryKey: webhookKeys.list,
  queryFn: async () => (await unwrap(api.GET('/webhooks/endpoints'))).items,
});

export const endpointQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: () => unwrap(api.GET('/webhooks/endpoints/{id}', { params: { path: { id } } })),
  });

export const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async ({ client, queryKey }) => {
      // The first load is the user's; every later one (the 30 s poll) is background work.
      const refresh = client.getQueryData(queryKey) !== undefined;
      const headers = refresh ? { [PRIORITY_HEADER]: 'background' } : undefined;
      return (
        await unwrap(
          api.GET('/webhooks/endpoints/{id}/deliveries', { params: { path: { id } }, headers }),
        )
      ).items;
    },
  });

function storeEndpoint(queryClient: QueryClient, endpoint: Endpoint) {
  queryClient.setQueryData(webhookKeys.detail(endpoint.id), endpoint);
  void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
}

/**
 * Creating answers with the signing secret. It is handed to `onSecret` and never becomes the
 * mutation's data, so it stays out of the mutation cache; the caller keeps it in dialog state.
 */
export function useCreateEndpoint(onSecret: (secret: string, endpoint: Endpoint) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput) => {
      const created = await unwrap(api.POST('/webhooks/endpoints', { body: input }));
      onSecret(created.secret, created.endpoint);
      return created.endpoint;
    },
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function useUpdateEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EndpointPatch) =>
      unwrap(api.PATCH('/webhooks/endpoints/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function useEnableEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/webhooks/endpoints/{id}/enable', { params: { path: { id } } })),
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function usePingEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/webhooks/endpoints/{id}/ping', { params: { path: { id } } })),
    onSuccess: (delivery) => {
      // The ping shows in the log at once; the poll later brings the service's own view.
      queryClient.setQueryData<Delivery[]>(webhookKeys.deliveries(id), (log) =>
        log ? [delivery, ...log.filter((d) => d.id !== delivery.id)].slice(0, 50) : log,
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    },
  });
}

export function useDeleteEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/webhooks/endpoints/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.detail(id) });
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      queryClient.setQueryData<Endpoint[]>(webhookKeys.list, (list) =>
        list?.filter((e) => e.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    },
  });
}
