import { useQueryClient } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import { storeRow } from '@/api/cache/list-cache';
import { useGuardedMutation } from '@/components/write/guarded-mutation';
import { pathKey } from '@/api/cache/call-query';
import { undoable } from '@/components/write/undo-window/undoable';
import { instanceReads } from './queries';
import type { InstanceAction } from './status';
import type { DeployRequest, Instance } from './types';

export const deployCall = (body: DeployRequest) => apiCall('post', '/instances', { body });

/** One request per call; callers guard against double submits. Never retried: a deploy bills. */
export function deployInstance(body: DeployRequest): Promise<Instance> {
  return send(deployCall(body));
}

export function useDeployInstance() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['/instances', 'deploy'],
    mutationFn: deployInstance,
    retry: 0,
    onSuccess: (instance) => {
      storeRow(queryClient, instanceReads, instance);
      // The deploy billed the wallet; only its summary needs a fresh read.
      void queryClient.invalidateQueries({ queryKey: pathKey('/wallet/summary') });
    },
  });
}

/** The request of one action on one instance (sent by sendInstanceAction, shown before confirming). */
export function instanceActionCall(id: string, action: InstanceAction) {
  const options = { params: { path: { id } } };
  switch (action) {
    case 'start':
      return apiCall('post', '/instances/{id}/start', options);
    case 'stop':
      return apiCall('post', '/instances/{id}/stop', options);
    case 'reboot':
      return apiCall('post', '/instances/{id}/reboot', options);
    case 'destroy':
      return apiCall('delete', '/instances/{id}', options);
  }
}

export function sendInstanceAction(id: string, action: InstanceAction): Promise<Instance> {
  // Every action answers the instance as it now is, so one member of the union types them all.
  return send(
    instanceActionCall(id, action) as ReturnType<typeof instanceActionCall> & {
      method: 'post';
      path: '/instances/{id}/start';
    },
  );
}

/** Destroy waits in the undo window; start, stop and reboot are sent at once. */
export function useInstanceAction() {
  const queryClient = useQueryClient();
  const mutation = useGuardedMutation({
    mutationKey: ['/instances', 'action'],
    mutationFn: ({ id, action }: { id: string; action: InstanceAction }) =>
      sendInstanceAction(id, action),
    retry: 0,
    onSuccess: (instance) => storeRow(queryClient, instanceReads, instance),
  });
  return undoable(mutation, ({ id, action }) => (action === 'destroy' ? `/instances/${id}` : null));
}
