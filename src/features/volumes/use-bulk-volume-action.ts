import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeError } from '@/api/describe-error';
import { sendDelete, sendDetach } from './mutations';
import { volumeKeys, type Volume } from './queries';

export type BulkVolumeAction = 'detach' | 'delete';
export type BulkOutcome = 'done' | 'refused' | 'skipped';

export interface BulkVolumeResult {
  id: string;
  name: string;
  outcome: BulkOutcome;
  message: string;
}

export interface BulkVolumeRun {
  action: BulkVolumeAction;
  total: number;
  results: BulkVolumeResult[];
  finished: boolean;
}

/**
 * Runs detach or delete over many volumes one request at a time (the rate budget is shared) and
 * reports each row: done, skipped with the reason (nothing sent), or refused by the service.
 */
export function useBulkVolumeAction() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BulkVolumeRun | null>(null);
  const busy = useRef(false);

  const start = async (volumes: readonly Volume[], action: BulkVolumeAction) => {
    if (busy.current || volumes.length === 0) return;
    busy.current = true;
    const results: BulkVolumeResult[] = [];
    const total = volumes.length;
    setRun({ action, total, results: [], finished: false });
    try {
      for (const volume of volumes) {
        const row = { id: volume.id, name: volume.name };
        if (action === 'detach' && volume.instanceId === null) {
          results.push({
            ...row,
            outcome: 'skipped',
            message: 'Skipped, nothing sent: it is not attached.',
          });
        } else {
          try {
            if (action === 'detach') await sendDetach(volume.id);
            else await sendDelete(volume.id);
            results.push({
              ...row,
              outcome: 'done',
              message: action === 'detach' ? 'Detached.' : 'Deleted.',
            });
          } catch (error) {
            const { title, detail, code } = describeError(error);
            results.push({
              ...row,
              outcome: 'refused',
              message: `Refused: ${title}. ${detail} (${code})`,
            });
          }
        }
        setRun({ action, total, results: [...results], finished: false });
      }
    } finally {
      // Refetched before the bar is enabled again, so a next action sees the new attachments.
      await queryClient.invalidateQueries({ queryKey: volumeKeys.all });
      setRun({ action, total, results, finished: true });
      busy.current = false;
    }
  };

  return { run, start, clear: () => setRun(null), running: run !== null && !run.finished };
}
