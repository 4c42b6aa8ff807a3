import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { forgetRead } from '@/api/cache/forget-read';
import { removeRow } from '@/api/cache/list-cache';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { pathKey, callKey, itemsKey } from '@/api/cache/call-query';
import { undoable } from '@/components/write/undo-window/undoable';
import {
  deliveriesCall,
  endpointCall,
  endpointsCall,
  type Delivery,
  type Endpoint,
  type EndpointInput,
  type EndpointPatch,
} from './queries';

export const createEndpointCall = (input: EndpointInput) =>
  apiCall('post', '/webhooks/endpoints', { body: input });
export const updateEndpointCall = (id: string, patch: EndpointPatch) =>
  apiCall('patch', '/webhooks/endpoints/{id}', { params: { path: { id } }, body: patch });
export const enableEndpointCall = (id: string) =>
  apiCall('post', '/webhooks/endpoints/{id}/enable', { params: { path: { id } } });
export const pingEndpointCall = (id: string) =>
  apiCall('post', '/webhooks/endpoints/{id}/ping', { params: { path: { id } } });
export const deleteEndpointCall = (id: string) =>
  apiCall('delete', '/webhooks/endpoints/{id}', { params: { path: { id } } });

function storeEndpoint(queryClient: QueryClient, endpoint: Endpoint) {
  queryClient.setQueryData(callKey(endpointCall(endpoint.id)), endpoint);
  void queryClient.invalidateQueries({ queryKey: pathKey('/webhooks/endpoints') });
}

/**
 * Creating answers with the signing secret. It is handed to `onSecret` and never becomes the
 * mutation's data, so it stays out of the mutation cache; the caller keeps it in dialog state.
 */
export function useCreateEndpoint(onSecret: (secret: string, endpoint: Endpoint) => void) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (input: EndpointInput) => {
      const created = await send(createEndpointCall(input));
      onSecret(created.secret, created.endpoint);
      return created.endpoint;
    },
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function useUpdateEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (patch: EndpointPatch) => send(updateEndpointCall(id, patch)),
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function useEnableEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => send(enableEndpointCall(id)),
    onSuccess: (endpoint) => storeEndpoint(queryClient, endpoint),
  });
}

export function usePingEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => send(pingEndpointCall(id)),
    onSuccess: (delivery) => {
      // The ping shows in the log at once; the poll later brings the service's own view.
      queryClient.setQueryData<Delivery[]>(itemsKey(deliveriesCall(id)), (log) =>
        log ? [delivery, ...log.filter((d) => d.id !== delivery.id)].slice(0, 50) : log,
      );
      void queryClient.invalidateQueries({ queryKey: callKey(endpointCall(id)) });
      void queryClient.invalidateQueries({ queryKey: pathKey('/webhooks/endpoints') });
    },
  });
}

/** The delete of one endpoint: its page's delivery log stops polling once it is sent. */
export const deleteEndpointKey = (id: string) => ['webhooks', 'endpoints', 'delete', id] as const;

export function useDeleteEndpoint(id: string) {
  const queryClient = useQueryClient();
  return undoable(useDeleteEndpointNow(queryClient, id), () => `/webhooks/endpoints/${id}`);
}

function useDeleteEndpointNow(queryClient: QueryClient, id: string) {
  return useGuardedMutation({
    mutationKey: deleteEndpointKey(id),
    mutationFn: () => send(deleteEndpointCall(id)),
    onSuccess: () => {
      forgetRead(queryClient, endpointCall(id));
      forgetRead(queryClient, itemsKey(deliveriesCall(id)));
      removeRow(queryClient, itemsKey(endpointsCall), id);
      void queryClient.invalidateQueries({ queryKey: pathKey('/webhooks/endpoints') });
    },
  });
}
