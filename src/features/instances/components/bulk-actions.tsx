import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/use-identity';
import { ACTION_LABELS, type InstanceAction } from '../status';
import type { Instance } from '../types';
import type { BulkRun } from '../use-bulk-action';

const BULK: Array<Exclude<InstanceAction, 'destroy'>> = ['start', 'stop', 'reboot'];

/** The bar over the table when rows are selected. Destroy stays one at a time, with the name typed. */
export function BulkActions({
  selected,
  running,
  onRun,
  onClear,
}: {
  selected: readonly Instance[];
  running: boolean;
  onRun: (action: Exclude<InstanceAction, 'destroy'>) => void;
  onClear: () => void;
}) {
  const { canWrite, reason } = useWritePermission();
  if (selected.length === 0) return null;
  return (
    <div role="group" aria-label="Bulk actions" className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm">
      <span className="font-medium">{selected.length} selected</span>
      {BULK.map((action) => (
        <Button
          key={action}
          size="sm"
          disabled={!canWrite || running}
          disabledReason={canWrite ? 'A bulk action is running.' : reason}
          onClick={() => onRun(action)}
        >
          {ACTION_LABELS[action]} selected
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear} disabled={running}>
        Clear selection
      </Button>
      <span className="text-xs text-muted">Rows whose status does not allow the action are skipped and reported.</span>
    </div>
  );
}

export function BulkReport({ run, onDismiss }: { run: BulkRun; onDismiss: () => void }) {
  const done = run.results.filter((result) => result.outcome === 'done').length;
  const title = run.finished
    ? `${ACTION_LABELS[run.action]}: ${done} of ${run.total} done, ${run.total - done} not done`
    : `${ACTION_LABELS[run.action]}: ${run.results.length} of ${run.total}…`;
  return (
    <Notice tone={run.finished && done < run.total ? 'warning' : 'info'} role="status" title={title} className="mb-3">
      <ul className="mt-1 flex flex-col gap-0.5" data-testid="bulk-results">
        {run.results.map((result) => (
          <li key={result.id}>
            <span className={result.outcome === 'done' ? 'text-success' : 'text-danger'}>{result.outcome === 'done' ? 'Done' : 'Not done'}</span> · <span className="font-medium">{result.name}</span>:{' '}
            {result.message}
          </li>
        ))}
      </ul>
      {run.finished ? (
        <Button size="sm" variant="ghost" className="mt-1" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : null}
    </Notice>
  );
}
