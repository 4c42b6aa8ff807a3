/**
 * "Export CSV" for a paginated table: fetches the whole filtered set page by page at limit 100,
 * with a progress bar and Cancel; an error or a cancel keeps the rows so far and offers them.
 *
 *   <ExportCsv
 *     what="backups"                                  // used in labels and the file name
 *     fileName={csvFileName('backups', [search.type, search.q])}
 *     columns={[{ header: 'ID', value: (b) => b.id }, ...]}   // CsvColumn<Row>[] from lib/csv
 *     fetchPage={list.fetchPage}                        // usePaginatedList's (components/paginated-list)
 *     total={list.exportTotal}                          // optional: shown before starting
 *   />
 *
 * Requests must carry `BACKGROUND` (the priority header, `@/api/client`) so the governor keeps them inside the
 * background share of the budget; the panel says when they are waiting for it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useGovernor } from '@/api/governor/use-governor';
import { Button } from '@/components/ui/button';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { ExportResult } from './export-result';
import { fetchAllPages, type FetchPage, type WalkResult } from '@/api/fetch-all-pages';
import { downloadCsv } from '@/lib/download';

export interface ExportCsvProps<Row> {
  /** What is exported, in the chosen language, as a plural noun in a sentence ("backups"). */
  what: string;
  fileName: string;
  /** The headers are the table's, in the chosen language: the file is read by the person who exported it. */
  columns: CsvColumn<Row>[];
  fetchPage: FetchPage<Row>;
  total?: number | undefined;
  disabled?: boolean;
}

type State<Row> =
  | { status: 'idle' }
  | { status: 'running'; fetched: number; total: number | undefined }
  | (WalkResult<Row> & { saved: boolean });

export function ExportCsv<Row>({
  what,
  fileName,
  columns,
  fetchPage,
  total,
  disabled,
}: ExportCsvProps<Row>) {
  const { t } = useLingui();
  const [state, setState] = useState<State<Row>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // The columns of the moment the file is written: a change of language during a long export
  // gives the file the headers the page now shows.
  const latestColumns = useRef(columns);
  useEffect(() => {
    latestColumns.current = columns;
  }, [columns]);

  const save = (rows: Row[]) => downloadCsv(fileName, toCsv(latestColumns.current, rows));
  const start = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', fetched: 0, total });
    const result = await fetchAllPages(fetchPage, {
      signal: current.signal,
      onProgress: (fetched, of) => setState({ status: 'running', fetched, total: of }),
    });
    if (controller.current !== current) return;
    controller.current = null;
    if (result.status === 'done') save(result.rows);
    setState({ ...result, saved: result.status === 'done' });
  };

  const running = state.status === 'running';
  return (
    <>
      <Button
        onClick={() => void start()}
        disabled={disabled || running || total === 0}
        disabledReason={total === 0 ? t`No ${what} to export` : undefined}
      >
        {running ? t`Exporting…` : t`Export CSV`}
        {total !== undefined && total > 0 && !running ? (
          <span className="text-muted">({formatNumber(total)})</span>
        ) : null}
      </Button>
      {state.status === 'idle' ? null : (
        <div className="order-last w-full basis-full">
          {state.status === 'running' ? (
            <ExportProgress
              what={what}
              fetched={state.fetched}
              total={state.total}
              onCancel={() => controller.current?.abort()}
            />
          ) : (
            <ExportResult
              what={what}
              fileName={fileName}
              state={state}
              onSave={() => save(state.rows)}
              onRetry={() => void start()}
              onClose={() => setState({ status: 'idle' })}
            />
          )}
        </div>
      )}
    </>
  );
}

function ExportProgress({
  what,
  fetched,
  total,
  onCancel,
}: {
  what: string;
  fetched: number;
  total: number | undefined;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const governor = useGovernor();
  const labelId = useId();
  const done = formatNumber(fetched);
  const of = total === undefined ? '…' : formatNumber(total);
  const max = Math.max(total ?? 0, fetched, 1);
  const waiting = governor.queued > 0 || governor.pausedUntil !== null;
  return (
    <div className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId}>{t`Exporting ${what}: ${done} of ${of} rows`}</span>
        <Button size="sm" onClick={onCancel}>
          {t`Cancel export`}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={fetched}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${Math.round((fetched / max) * 100)}%` }}
        />
      </div>
      {waiting ? (
        <p className="mt-1 text-xs text-muted">{t`Waiting for the request budget (the service allows 100 requests a minute)…`}</p>
      ) : null}
    </div>
  );
}
