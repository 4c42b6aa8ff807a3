import { useQueryClient } from '@tanstack/react-query';
import { storeRow } from '@/api/cache/list-cache';
import { instanceReads } from './queries';
import { useBulkRun } from '@/lib/hooks/use-bulk-run';
import { sendInstanceAction } from './mutations';
import { actionDoneShort, isActionAllowed, refusalReason, type InstanceAction } from './status';
import type { Instance } from './types';

/** Start, stop or reboot over the selected rows; a row whose status does not allow it is skipped. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useBulkRun<Instance, Exclude<InstanceAction, 'destroy'>>({
    skipReason: (instance, action) =>
      isActionAllowed(instance.status, action) ? null : refusalReason(instance.status, action),
    runOne: async (instance, action) => {
      const updated = await sendInstanceAction(instance.id, action);
      storeRow(queryClient, instanceReads, updated);
      return actionDoneShort(action, updated.status);
    },
  });
}
