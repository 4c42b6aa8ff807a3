/** The end of an export: done (download again), or stopped by an error or Cancel (rows so far offered). */
import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '@/lib/wording/describe-error';
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
  const { t } = useLingui();
  const count = formatNumber(state.rows.length);
  const of = state.total === undefined ? undefined : formatNumber(state.total);
  const close = (
    <Button size="sm" variant="ghost" onClick={onClose}>
      {t`Close`}
    </Button>
  );
  if (state.status === 'done')
    return (
      <Notice tone="success" title={t`Export finished`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>
            <Trans>
              Downloaded <span className="font-mono">{fileName}</span> with {count} {what}.
            </Trans>
          </p>
          <div className="flex gap-2">
            <Button size="sm" onClick={onSave}>
              {t`Download again`}
            </Button>
            {close}
          </div>
        </div>
      </Notice>
    );
  const error = state.status === 'failed' ? describeError(state.error) : undefined;
  const reason = error?.title;
  return (
    <Notice
      tone={error ? 'danger' : 'warning'}
      title={error ? t`Export stopped: ${reason}` : t`Export cancelled`}
    >
      {error ? (
        <p>
          {error.detail}{' '}
          <span className="text-xs text-muted">
            {t`Code:`} {error.code}
          </span>
        </p>
      ) : null}
      <p>
        {of === undefined
          ? t`Fetched ${count} ${what} before it stopped.`
          : t`Fetched ${count} of ${of} ${what} before it stopped.`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={onSave}
          disabled={state.rows.length === 0}
          disabledReason={t`Nothing was fetched`}
        >
          {t`Download the ${count} rows fetched`}
        </Button>
        <Button size="sm" onClick={onRetry}>
          {t`Start again`}
        </Button>
        {close}
      </div>
    </Notice>
  );
}
