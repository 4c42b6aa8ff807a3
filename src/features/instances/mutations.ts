import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { instanceKeys } from '@/api/queries/instances';
import { storeInstance } from './queries';
import { resetPolls } from './polling';
import type { InstanceAction } from './status';
import type { DeployRequest, Instance } from './types';

/** One request per call; callers guard against double submits. Never retried: a deploy bills. */
export function deployInstance(body: DeployRequest): Promise<Instance> {
  return unwrap(api.POST('/instances', { body }));
}

export function useDeployInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...instanceKeys.all, 'deploy'],
    mutationFn: deployInstance,
    retry: 0,
    onSuccess: (instance) => {
      resetPolls(instance.id);
      storeInstance(queryClient, instance);
      // The deploy billed the wallet; only its summary needs a fresh read.
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'summary'] });
    },
  });
}

export function sendInstanceAction(id: string, action: InstanceAction): Promise<Instance> {
  const options = { params: { path: { id } } };
  switch (action) {
    case 'start':
      return unwrap(api.POST('/instances/{id}/start', options));
    case 'stop':
      return unwrap(api.POST('/instances/{id}/stop', options));
    case 'reboot':
      return unwrap(api.POST('/instances/{id}/reboot', options));
    case 'destroy':
      return unwrap(api.DELETE('/instances/{id}', options));
  }
}

export function useInstanceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...instanceKeys.all, 'action'],
    mutationFn: ({ id, action }: { id: string; action: InstanceAction }) => sendInstanceAction(id, action),
    retry: 0,
    onSuccess: (instance) => {
      resetPolls(instance.id);
      storeInstance(queryClient, instance);
    },
  });
}
