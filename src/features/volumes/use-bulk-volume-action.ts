import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { useBulkRun } from '@/lib/hooks/use-bulk-run';
import { sendDelete, sendDetach } from './mutations';
import { underPath } from '@/api/cache/call-query';
import type { Volume } from './queries';

export type BulkVolumeAction = 'detach' | 'delete';

/** Detach or delete over the selected volumes; detach skips a volume that is not attached. */
export function useBulkVolumeAction() {
  const queryClient = useQueryClient();
  return useBulkRun<Volume, BulkVolumeAction>({
    skipReason: (volume, action) =>
      action === 'detach' && volume.instanceId === null ? t`it is not attached.` : null,
    runOne: async (volume, action) => {
      if (action === 'detach') {
        await sendDetach(volume.id);
        return t`Detached.`;
      }
      try {
        await sendDelete(volume.id);
      } catch (error) {
        // What the delete wanted is so: not a refusal.
        if (isApiError(error) && error.status === 404)
          return t`Already gone: the service had nothing left to delete (404).`;
        throw error;
      }
      return t`Deleted.`;
    },
    // Refetched before the bar is enabled again, so a next action sees the new attachments.
    afterAll: () => queryClient.invalidateQueries(underPath('/volumes')),
  });
}
