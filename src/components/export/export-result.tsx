/** The end of an export: done (download again), or stopped by an error or Cancel (rows so far offered). */
import { describeError } from '@/api/describe-error';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatNumber } from '@/lib/format';
import type { WalkResult } from '@/api/fetch-all-pages';

export function ExportResult<Row>({
  what,
  fileName,
  state,
  onSave,
  onRetry,
  onClose,
}: {
  what: string;
  fileName: string;
  state: WalkResult<Row> & { saved: boolean };
  onSave: () => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const count = formatNumber(state.rows.length);
  const of = state.total === undefined ? '' : ` of ${formatNumber(state.total)}`;
  const close = (
    <Button size="sm" variant="ghost" onClick={onClose}>
      Close
    </Button>
  );
  if (state.status === 'done')
    return (
      <Notice tone="success" title="Export finished">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>
            Downloaded <span className="font-mono">{fileName}</span> with {count} {what}.
          </p>
          <div className="flex gap-2">
            <Button size="sm" onClick={onSave}>
              Download again
            </Button>
            {close}
          </div>
        </div>
      </Notice>
    );
  const error = state.status === 'failed' ? describeError(state.error) : undefined;
  return (
    <Notice tone={error ? 'danger' : 'warning'} title={error ? `Export stopped: ${error.title}` : 'Export cancelled'}>
      {error ? (
        <p>
          {error.detail} <span className="text-xs text-muted">Code: {error.code}</span>
        </p>
      ) : null}
      <p>
        Fetched {count}
        {of} {what} before it stopped.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onSave} disabled={state.rows.length === 0} disabledReason="Nothing was fetched">
          Download the {count} rows fetched
        </Button>
        <Button size="sm" onClick={onRetry}>
          Start again
        </Button>
        {close}
      </div>
    </Notice>
  );
}
