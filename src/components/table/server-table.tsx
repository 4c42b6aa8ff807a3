/**
 * The server-paginated table (wallet transactions, tickets, backups, backup servers, monitored
 * servers). TanStack Table with manual pagination: the server pages, `rowCount` is its `total`.
 *
 *   const route = getRouteApi('/_app/backups/');
 *   export function BackupsPage() {
 *     const { t } = useLingui();
 *     // The query, paging handlers and "Show the request" as ServerTable's props (`table`).
 *     const { table } = usePaginatedList(route.useSearch(), route.useNavigate(), backupsCall);
 *     return (
 *       <ServerTable
 *         label={t`Backups`}                  // caption and aria-label
 *         columns={columns}                   // TableColumn<Backup>[]; meta: align, hideBelow (column-meta.ts)
 *         {...table}                          // query, limit, offset, onPageChange, onLimitChange, request
 *         empty={t`No backups match these filters.`}
 *         getRowId={(row) => row.id}
 *       />
 *     );
 *   }
 *
 * While the next page loads the previous one stays visible (the caller's `keepPreviousData`), the
 * table is aria-busy and a thin bar moves above it. Empty, loading, error (with retry) and
 * past-the-end states are built in. On narrow screens the table scrolls sideways inside a labelled
 * region; columns with `meta.hideBelow` are hidden instead.
 */
import { useLingui } from '@lingui/react/macro';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { renderCell } from './render-cell';
import { useId, type ReactNode } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { ErrorView } from '@/components/ui/error-view';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { cellClass, headerCellClass, type TableColumn } from './column-meta';
import { lastPageOffset, PaginationBar, type PaginationBarProps } from './pagination-bar';
import {
  BusyBar,
  listNoun,
  MessageRow,
  SkeletonRows,
  TableCaption,
  TableHeldReads,
  type TableQueryState,
} from './table-states';
import { useResponsiveColumns } from './use-responsive-columns';

/** The paginated envelope (spec section 2); `stats` is read by the page, not the table. */
export interface PageData<Row> {
  items: Row[];
  total: number;
  limit: number;
  offset: number;
}

/** The parts of a React Query result the table reads; pass `useQuery(...)` directly. */
export interface ServerTableQuery<Row> extends TableQueryState {
  data: PageData<Row> | undefined;
  isPlaceholderData: boolean;
}

export interface ServerTableProps<Row> {
  label: string;
  columns: TableColumn<Row>[];
  query: ServerTableQuery<Row>;
  limit: number;
  offset: number;
  onPageChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
  /** The page sizes offered and whose bounds they follow (live-bounds.ts); ours when not given. */
  pageSizes?: PaginationBarProps['pageSizes'];
  /** Shown when `total` is 0, e.g. "No backups match these filters." plus a clear-filters button. */
  empty?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /** The page's request (current filters, page and size), offered as "Show the request". */
  request: AnyApiCall;
  className?: string;
}

// Positioned, so what is absolutely placed inside (the sr-only texts of cells) is clipped by it
// too, instead of widening the page on a phone.
const SCROLL_REGION = 'relative overflow-x-auto';

export function ServerTable<Row>({
  label,
  columns,
  query,
  limit,
  offset,
  onPageChange,
  onLimitChange,
  pageSizes,
  empty,
  getRowId,
  request,
  className,
}: ServerTableProps<Row>) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const { data, error, isPending, isFetching, isPlaceholderData } = query;
  const columnVisibility = useResponsiveColumns(columns);
  // TanStack Table is not memoisable by React Compiler; this component re-renders it as usual.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.items ?? EMPTY,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: data?.total ?? 0,
    state: {
      pagination: { pageIndex: Math.floor(offset / limit), pageSize: limit },
      columnVisibility,
    },
    getRowId,
  });
  const busy = isPlaceholderData || (isFetching && !isPending);
  const colSpan = Math.max(1, table.getVisibleLeafColumns().length);
  const rows = table.getRowModel().rows;
  const total = error && !data ? undefined : data?.total;
  const listName = listNoun(label, i18n.locale);
  const loading = t`Loading ${listName}…`;

  let body: ReactNode;
  if (isPending && !data && !error)
    body = <SkeletonRows columns={colSpan} rows={Math.min(limit, 8)} label={loading} />;
  else if (!data) body = null;
  else if (data.total === 0)
    body = <MessageRow colSpan={colSpan}>{empty ?? t`Nothing here yet.`}</MessageRow>;
  else if (rows.length === 0)
    body = (
      <MessageRow colSpan={colSpan}>
        <span className="block">{t`This page is past the last row.`}</span>
        <Button
          size="sm"
          className="mt-2"
          onClick={() => onPageChange(lastPageOffset(data.total, limit))}
        >
          {t`Go to the last page`}
        </Button>
      </MessageRow>
    );
  else
    body = rows.map((row, index) => (
      <tr
        key={row.id}
        aria-rowindex={data.offset + index + 2}
        className="border-t border-border hover:bg-surface-2/60"
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
            {renderCell(cell)}
          </td>
        ))}
      </tr>
    ));

  return (
    <div className={cn('overflow-hidden rounded-lg border border-border bg-surface', className)}>
      <BusyBar busy={busy} label={loading} />
      {error && !isPending ? (
        <ErrorView error={error} onRetry={() => void query.refetch()} className="m-3" />
      ) : null}
      {/* A first page or the next one held for the request budget says so here, with Try now. */}
      {(isPending && !data) || isPlaceholderData ? <TableHeldReads /> : null}
      {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={SCROLL_REGION}>
        <table
          aria-busy={busy || isPending}
          aria-rowcount={data ? data.total + 1 : undefined}
          className={cn('w-full border-collapse text-sm', busy && 'opacity-70 transition-opacity')}
        >
          <TableCaption id={captionId}>{label}</TableCaption>
          <thead className="bg-surface-2/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cellClass(header.column.columnDef.meta, headerCellClass)}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <PaginationBar
        label={label}
        limit={limit}
        offset={offset}
        total={total}
        shown={data ? { offset: data.offset, count: data.items.length } : undefined}
        onPageChange={onPageChange}
        onLimitChange={onLimitChange}
        pageSizes={pageSizes}
      />
      <ShowRequest call={request} className="border-t border-border px-3 py-2" />
    </div>
  );
}

const EMPTY: never[] = [];
