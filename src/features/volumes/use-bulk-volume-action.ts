import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
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
      if (action === 'detach') await sendDetach(volume.id);
      else await sendDelete(volume.id);
      return action === 'detach' ? t`Detached.` : t`Deleted.`;
    },
    // Refetched before the bar is enabled again, so a next action sees the new attachments.
    afterAll: () => queryClient.invalidateQueries(underPath('/volumes')),
  });
}
