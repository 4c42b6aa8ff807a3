import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/use-identity';
import type { Volume } from '../queries';
import type { BulkOutcome } from '@/lib/use-bulk-run';
import type { BulkVolumeRun } from '../use-bulk-volume-action';
import { UserText } from '@/components/ui/user-text';

const LABELS = { detach: 'Detach', delete: 'Delete' } as const;
const OUTCOME: Record<BulkOutcome, { word: string; className: string }> = {
  done: { word: 'Done', className: 'text-success' },
  refused: { word: 'Refused', className: 'text-danger' },
  skipped: { word: 'Skipped', className: 'text-warning' },
};

/** The bar over the table when rows are selected. */
export function VolumeBulkActions({
  selected,
  running,
  onDetach,
  onDelete,
  onClear,
}: {
  selected: readonly Volume[];
  running: boolean;
  onDetach: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { canWrite, reason } = useWritePermission();
  if (selected.length === 0) return null;
  const disabledReason = canWrite ? 'A bulk action is running.' : reason;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
    >
      <span className="font-medium">{selected.length} selected</span>
      <Button
        size="sm"
        disabled={!canWrite || running}
        disabledReason={disabledReason}
        onClick={onDetach}
      >
        Detach selected
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={!canWrite || running}
        disabledReason={disabledReason}
        onClick={onDelete}
      >
        Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={running}>
        Clear selection
      </Button>
      <span className="text-xs text-muted">
        Volumes that are not attached are skipped by detach and reported.
      </span>
    </div>
  );
}

export function VolumeBulkReport({
  run,
  onDismiss,
}: {
  run: BulkVolumeRun;
  onDismiss: () => void;
}) {
  const count = (outcome: BulkOutcome) =>
    run.results.filter((result) => result.outcome === outcome).length;
  const title = run.finished
    ? `${LABELS[run.action]}: ${count('done')} done, ${count('refused')} refused, ${count('skipped')} skipped of ${run.total}`
    : `${LABELS[run.action]}: ${run.results.length} of ${run.total}…`;
  return (
    <Notice
      tone={run.finished && count('done') < run.total ? 'warning' : 'info'}
      role="status"
      title={title}
      className="mb-3"
    >
      <ul className="mt-1 flex flex-col gap-0.5" data-testid="bulk-results">
        {run.results.map((result) => (
          <li key={result.id}>
            <span className={OUTCOME[result.outcome].className}>
              {OUTCOME[result.outcome].word}
            </span>{' '}
            · <UserText className="font-medium">{result.name}</UserText>: {result.message}
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
