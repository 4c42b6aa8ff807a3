/**
 * The whole-set table for plain collections (instances, volumes, reserved IPs, VPCs, API keys,
 * catalogue lists): the set is fetched once and filtered and sorted in the browser; rows are
 * virtualised (TanStack Virtual) inside a scroll box of bounded height, so 10,000 rows scroll and
 * filter smoothly. Native table semantics are kept: aria-rowcount on the table, aria-rowindex on
 * each rendered row, aria-sort on sortable headers.
 *
 *   const route = getRouteApi('/_app/volumes/');   // validateSearch: wholeSetSearchSchema(VOLUME_SORTS)
 *   export function VolumesPage() {
 *     const { t } = useLingui();
 *     const search = route.useSearch();
 *     const navigate = route.useNavigate();
 *     const query = useQuery({ ...volumesQuery, select: (data) => data.items });
 *     return (
 *       <>
 *         <SearchBox label={t`Filter volumes`} value={search.q} onSearch={(q) => void navigate({ search: (s) => ({ ...s, q }), replace: true })} />
 *         <WholeSetTable
 *           label={t`Volumes`}
 *           columns={columns}                  // TableColumn<Volume>[]; meta.width, hideBelow, filterText
 *           query={query}                      // data: Row[] | undefined, error, isPending, isFetching, refetch
 *           filter={search.q}                  // words matched against every column's value
 *           sort={search.sort}
 *           onSortChange={(sort) => void navigate({ search: (s) => ({ ...s, sort }), replace: true })}
 *           getRowId={(v) => v.id}
 *           onRowClick={(v) => void navigate({ to: '/volumes/$volumeId', params: { volumeId: v.id } })} // mouse shortcut; keep a link in a cell
 *           empty={t`No volumes yet.`}
 *           noMatch={t`No volumes match the filter.`}
 *           request={volumesCall}              // the ApiCall the query sends: "Show the request"
 *         />
 *       </>
 *     );
 *   }
 *
 * Filtering and sorting use only the rows given; `predicate` adds the page's own filters (region...).
 */
import { useLingui } from '@lingui/react/macro';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { ErrorView } from '@/components/ui/error-view';
import { cn } from '@/lib/cn';
import { useKeepFocus } from '@/lib/hooks/use-keep-focus';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { cellClass, headerCellClass, type TableColumn } from './column-meta';
import { VirtualRow } from './virtual-row';
import { formatSort, parseSort } from '@/lib/url-search/search';
import { SortHeader } from './sort-header';
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
import { afterNextPaint, whenIdle } from '@/lib/code-loading/when-idle';
import { defaultFilterText, filterByIndex, filterTerms, indexOf } from './whole-set-filter';

export interface WholeSetQuery<Row> extends TableQueryState {
  data: Row[] | undefined;
}

export interface WholeSetTableProps<Row> {
  label: string;
  columns: TableColumn<Row>[];
  query: WholeSetQuery<Row>;
  filter?: string | undefined;
  /** Text the filter matches; by default every column's value (or its `meta.filterText`). */
  filterText?: (row: Row) => string;
  predicate?: (row: Row) => boolean;
  /** `id` or `-id` (descending), as kept in the URL. */
  sort?: string | undefined;
  onSortChange?: (sort: string | undefined) => void;
  getRowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  empty?: ReactNode;
  noMatch?: ReactNode;
  /**
   * Noun for the count line ("32 volumes"), in the chosen language; defaults to the label (in lower
   * case in English). A function of the count gives the right form for it (`plural`).
   */
  noun?: string | ((count: number) => string);
  /** Row height in px (rows are fixed-height so the scroll size is exact). */
  rowHeight?: number;
  /** CSS min-width of the table; narrower screens scroll sideways. */
  minWidth?: string;
  /** The list's request (the whole set), offered as "Show the request". */
  request: AnyApiCall;
  className?: string;
}

const EMPTY: never[] = [];
/** Rows given to the table for its first render: more than the tallest box shows (44rem / 34 px). */
const FIRST_SLICE = 40;
/** The scroll box's height at most, in percent of the window's (and 44rem). */
const BOX_MAX_VH = 70;

export function WholeSetTable<Row>(props: WholeSetTableProps<Row>) {
  const {
    label,
    columns,
    query,
    filter,
    predicate,
    sort,
    onSortChange,
    getRowId,
    onRowClick,
    empty,
    noMatch,
  } = props;
  const { t, i18n } = useLingui();
  // Rows are fixed-height for the virtualiser; the compact density preference makes them shorter.
  const compact = usePreferences().density === 'compact';
  const rowHeight = props.rowHeight ?? (compact ? 34 : 44);
  const captionId = useId();
  const all = query.data ?? EMPTY;
  const textOf = props.filterText;
  const rowText = useMemo(() => textOf ?? defaultFilterText(columns), [textOf, columns]);
  // The filter's index (every row's text in lower case) is built when the filter first has words,
  // or before that when the browser is first idle after the rows are drawn: not in the render
  // that draws the first rows, and mostly not after the debounce of the first keystroke either.
  useEffect(() => {
    if (all.length === 0) return;
    return whenIdle(() => void indexOf(all, rowText));
  }, [all, rowText]);
  // The filter is the address's (SearchBox writes it after a pause in typing), so the box's own
  // keystrokes never wait for this render; filtering in the same render as the address's change
  // draws the matching rows once, not the old rows again first.
  const terms = useMemo(() => filterTerms(filter), [filter]);
  // Once per list, filter and predicate, whatever else renders the table.
  const filtered = useMemo(() => {
    const matched = terms.length > 0 ? filterByIndex(all, indexOf(all, rowText), terms) : all;
    return predicate ? matched.filter(predicate) : matched;
  }, [all, rowText, terms, predicate]);

  const sorting: SortingState = useMemo(() => {
    const parsed = parseSort(sort);
    return parsed &&
      columns.some(
        (column) =>
          (column.id ?? ('accessorKey' in column ? column.accessorKey : undefined)) === parsed.id,
      )
      ? [parsed]
      : [];
  }, [sort, columns]);
  const columnVisibility = useResponsiveColumns(columns);
  // TanStack Table makes a row object (with its cells' and features' functions) for every row it is
  // given: for 10,000 servers that was most of the render that draws the first rows, and its
  // garbage. When the rows come in the list's own order (no sort), the first screenful is all that
  // render needs: the table is given those first rows, and the whole list in a background render
  // once that frame has been painted (React's deferred value ran its render before the paint, so
  // the first rows waited for the whole list's row model). Only while nothing was drawn before
  // (the first rows of this table): a list already on screen (a refetch, a filter) changes in one
  // render as before, so a scrolled or focused row never blanks for a frame.
  const firstSlice = useMemo(
    () =>
      sorting.length === 0 && filtered.length > FIRST_SLICE
        ? filtered.slice(0, FIRST_SLICE)
        : filtered,
    [filtered, sorting],
  );
  const [wholeListDrawn, setWholeListDrawn] = useState(false);
  const sliced = !wholeListDrawn && firstSlice !== filtered;
  // Rows drawn whole (sorted, or a short list): the table never gets a slice after them.
  if (!wholeListDrawn && !sliced && filtered.length > 0) setWholeListDrawn(true);
  useEffect(() => {
    if (!sliced) return;
    return afterNextPaint(() => startTransition(() => setWholeListDrawn(true)));
  }, [sliced]);
  const tableData = sliced ? firstSlice : filtered;
  // TanStack Table is not memoisable by React Compiler; this component re-renders it as usual.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: tableData,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    state: { sorting, columnVisibility },
    enableMultiSort: false,
    // Every column starts ascending, numbers too, so a header click is predictable.
    sortDescFirst: false,
    enableSortingRemoval: true,
    manualSorting: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(formatSort(next[0]));
    },
  });
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  // The render when the data arrives is one task (the list page's blocking time on a phone): it
  // draws only the rows in view. Rows beyond them are drawn ahead once the box is scrolled or
  // focus enters it, so Tab still walks on into the next rows, which scroll into view.
  const [engaged, setEngaged] = useState(false);
  const overscan = engaged ? 12 : 0;
  const virtualizer = useVirtualizer({
    // The whole list's length, while the table may hold its first rows only (above).
    count: filtered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // The box's height before it is measured, so the first render draws the first rows at once,
    // not only after the measuring render. Its most (BOX_MAX_VH of the window; a window over
    // 1,000 px tall reaches 44rem first): on an 844 px phone the window's whole height drew 20
    // rows and the measuring render took 6 away again, in the task the LCP waits for.
    initialRect: { width: 0, height: Math.round((window.innerHeight * BOX_MAX_VH) / 100) },
  });
  const items = virtualizer.getVirtualItems();
  // A focused row scrolled out of the drawn range (PageDown on its link) or out of a filtered list
  // is unmounted with the focus: the box takes it, so the keys go on scrolling the table.
  useKeepFocus(scrollRef);
  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const leafColumns = table.getVisibleLeafColumns();
  const colSpan = Math.max(1, leafColumns.length);
  const filtering = terms.length > 0 || Boolean(predicate);
  const listName = listNoun(label, i18n.locale);
  const noun = typeof props.noun === 'function' ? props.noun(all.length) : (props.noun ?? listName);
  const count = formatNumber(all.length);
  const matching = formatNumber(filtered.length);

  // A stable click handler, so memoised rows do not re-render when the page re-renders.
  const clickRef = useRef(onRowClick);
  useEffect(() => {
    clickRef.current = onRowClick;
  });
  const handleRowClick = useCallback((row: Row) => clickRef.current?.(row), []);

  let body: ReactNode;
  if (query.isPending && !query.data && !query.error)
    body = <SkeletonRows columns={colSpan} rows={6} label={t`Loading ${listName}…`} />;
  else if (!query.data) body = null;
  else if (all.length === 0)
    body = <MessageRow colSpan={colSpan}>{empty ?? t`Nothing here yet.`}</MessageRow>;
  else if (filtered.length === 0)
    body = <MessageRow colSpan={colSpan}>{noMatch ?? t`Nothing matches the filter.`}</MessageRow>;
  else
    body = (
      <>
        {padTop > 0 ? (
          <tr aria-hidden="true" style={{ height: padTop }}>
            <td colSpan={colSpan} />
          </tr>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <VirtualRow
              key={row.id}
              row={row}
              rowIndex={item.index}
              height={rowHeight}
              onRowClick={onRowClick ? handleRowClick : undefined}
              columns={columns}
              visibility={columnVisibility}
            />
          );
        })}
        {padBottom > 0 ? (
          <tr aria-hidden="true" style={{ height: padBottom }}>
            <td colSpan={colSpan} />
          </tr>
        ) : null}
      </>
    );

  return (
    <div
      className={cn('overflow-hidden rounded-lg border border-border bg-surface', props.className)}
    >
      <BusyBar busy={query.isFetching && !query.isPending} label={t`Refreshing ${listName}…`} />
      {query.error ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-3" />
      ) : null}
      {query.isPending && !query.data ? <TableHeldReads /> : null}
      {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-auto"
        onScroll={engaged ? undefined : () => setEngaged(true)}
        onFocus={engaged ? undefined : () => setEngaged(true)}
        style={{ maxHeight: `min(${BOX_MAX_VH}vh, 44rem)` }}
      >
        <table
          aria-rowcount={query.data ? filtered.length + 1 : undefined}
          aria-busy={query.isPending || tableData !== filtered}
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: props.minWidth }}
        >
          <TableCaption id={captionId}>{label}</TableCaption>
          <thead className="sticky top-0 z-10 bg-surface shadow-[0_1px_0_var(--border)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  // Fixed layout takes widths from this row; hidden headers (narrow screens) take none.
                  <SortHeader
                    key={header.id}
                    header={header}
                    className={cellClass(header.column.columnDef.meta, headerCellClass)}
                    width={header.column.columnDef.meta?.width}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <p
        className="border-t border-border px-3 py-2 text-sm text-muted tabular-nums"
        aria-live="polite"
        data-testid="table-showing"
      >
        {/* The count and the noun, already in the chosen language ("32 volumes", "32 Volumes"). */}
        {!query.data
          ? '\u00a0'
          : filtering
            ? t`${matching} of ${count} ${noun} match`
            : `${count} ${noun}`}
      </p>
      <ShowRequest
        call={props.request}
        className="border-t border-border px-3 py-2"
        note={
          filtering || sort
            ? t`The service returns the whole set; the filter and the sort shown here run in the browser.`
            : undefined
        }
      />
    </div>
  );
}
