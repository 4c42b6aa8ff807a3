import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { isApiError, OUTCOME_UNKNOWN } from '@/api/errors';
import { describeError } from '@/lib/wording/describe-error';

/** 'unknown': no answer came (a dropped connection, a gateway's 502 or 504): it may have been done. */
export type BulkOutcome = 'done' | 'refused' | 'unknown' | 'skipped';

export interface BulkRowResult {
  id: string;
  name: string;
  outcome: BulkOutcome;
  message: string;
}

export interface BulkRun<Action> {
  action: Action;
  total: number;
  results: BulkRowResult[];
  finished: boolean;
}

export interface BulkPlan<Row, Action> {
  /** Why this row is left alone (nothing is sent for it), or null to send. */
  skipReason: (row: Row, action: Action) => string | null;
  /** Sends the one request for this row; resolves to the words shown for it when done. */
  runOne: (row: Row, action: Action) => Promise<string>;
  /** After the last row, before the bar is enabled again (for example a refetch). */
  afterAll?: () => Promise<unknown>;
}

/**
 * Runs one action over many rows, one request at a time (the rate budget is shared), and reports
 * each row: done, skipped with the reason (nothing sent), refused by the service, or unknown when
 * no answer came.
 */
export function useBulkRun<Row extends { id: string; name: string }, Action>(
  plan: BulkPlan<Row, Action>,
) {
  const [run, setRun] = useState<BulkRun<Action> | null>(null);
  const busy = useRef(false);

  const start = async (rows: readonly Row[], action: Action) => {
    if (busy.current || rows.length === 0) return;
    busy.current = true;
    const results: BulkRowResult[] = [];
    const total = rows.length;
    setRun({ action, total, results: [], finished: false });
    try {
      for (const row of rows) {
        const named = { id: row.id, name: row.name };
        const skip = plan.skipReason(row, action);
        if (skip !== null) {
          results.push({ ...named, outcome: 'skipped', message: t`nothing sent: ${skip}` });
        } else {
          try {
            results.push({ ...named, outcome: 'done', message: await plan.runOne(row, action) });
          } catch (error) {
            const { title, detail, code } = describeError(error);
            results.push({
              ...named,
              outcome: isApiError(error) && error.code === OUTCOME_UNKNOWN ? 'unknown' : 'refused',
              message: `${title}. ${detail} (${code})`,
            });
          }
        }
        setRun({ action, total, results: [...results], finished: false });
      }
    } finally {
      await plan.afterAll?.();
      setRun({ action, total, results, finished: true });
      busy.current = false;
    }
  };

  return { run, start, clear: () => setRun(null), running: run !== null && !run.finished };
}
