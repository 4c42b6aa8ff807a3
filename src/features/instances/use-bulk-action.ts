import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/api/describe-error';
import { sendInstanceAction } from './mutations';
import { resetPolls } from './polling';
import { storeInstance } from './queries';
import { ACTION_DONE, isActionAllowed, refusalReason, type InstanceAction } from './status';
import type { Instance } from './types';

export interface BulkRowResult {
  id: string;
  name: string;
  ok: boolean;
  message: string;
}

export interface BulkRun {
  action: InstanceAction;
  total: number;
  results: BulkRowResult[];
  finished: boolean;
}

/**
 * Runs one action over many rows, one request at a time (the rate budget is shared), and reports
 * each row: done, skipped because its status does not allow it, or refused by the service.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BulkRun | null>(null);
  const busy = useRef(false);

  const start = async (instances: readonly Instance[], action: Exclude<InstanceAction, 'destroy'>) => {
    if (busy.current || instances.length === 0) return;
    busy.current = true;
    const results: BulkRowResult[] = [];
    setRun({ action, total: instances.length, results: [], finished: false });
    for (const instance of instances) {
      if (!isActionAllowed(instance.status, action)) {
        results.push({ id: instance.id, name: instance.name, ok: false, message: `Skipped, nothing sent: ${refusalReason(instance.status, action)}` });
      } else {
        try {
          const updated = await sendInstanceAction(instance.id, action);
          resetPolls(updated.id);
          storeInstance(queryClient, updated);
          results.push({ id: instance.id, name: instance.name, ok: true, message: `${ACTION_DONE[action]}; now ${updated.status}.` });
        } catch (error) {
          const { title, detail, code } = describeError(error);
          results.push({ id: instance.id, name: instance.name, ok: false, message: `Refused: ${title}. ${detail} (${code})` });
        }
      }
      setRun({ action, total: instances.length, results: [...results], finished: false });
    }
    setRun({ action, total: instances.length, results, finished: true });
    busy.current = false;
  };

  return { run, start, clear: () => setRun(null), running: run !== null && !run.finished };
}
