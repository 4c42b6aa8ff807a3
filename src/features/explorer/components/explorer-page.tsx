import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SearchBox } from '@/components/table/search-box';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { consolePageFor, inContract } from '@/lib/console-pages';
import { documentSource } from '../document-source';
import { keyRefusalText } from '../key-refusal';
import {
  filterOperations,
  groupByTag,
  routeKey,
  UNTAGGED,
  type OperationGroup,
  type OperationInfo,
} from '@/lib/openapi/operation-index';
import { documentQuery } from '../queries';
import { DocumentFailure, DocumentSummary } from './document-summary';
import { MethodBadge, Tag } from './method-badge';

export function ExplorerPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate({ from: '/explorer' });
  const q =
    typeof search.q === 'string'
      ? search.q
      : typeof search.q === 'number'
        ? String(search.q)
        : undefined;
  const source = useMemo(() => documentSource(), []);
  const query = useQuery(documentQuery(source));
  const deferredQ = useDeferredValue(q ?? '');
  const document = query.data;
  const matches = useMemo(
    () => (document ? filterOperations(document.operations, deferredQ) : []),
    [document, deferredQ],
  );
  const entries = useMemo(
    () => (document ? listEntries(groupByTag(matches, document.tags)) : []),
    [document, matches],
  );

  return (
    <>
      <PageHeader
        title={t`API explorer`}
        description={t`Every operation of the service's live OpenAPI document, sent with this session's key through the console's request budget.`}
        freshness={false}
      />
      {query.isPending ? <Loading label={t`Reading the service's OpenAPI document`} /> : null}
      {query.isError ? (
        <DocumentFailure error={query.error} source={source} onRetry={() => void query.refetch()} />
      ) : null}
      {document ? (
        <>
          <DocumentSummary
            document={document}
            source={source}
            reading={query.isFetching}
            onReadAgain={() => void query.refetch()}
          />
          <p className="mb-3 text-sm">
            <Link
              to="/explorer"
              search={{ view: 'compatibility' }}
              className="font-medium text-accent underline"
            >
              {t`Compatibility report`}
            </Link>{' '}
            <span className="text-muted">{t`What this document describes differently from the console's contract, and which pages that touches.`}</span>
          </p>
          <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <SearchBox
              label={t`Find an operation`}
              placeholder={t`Path, summary or operation ID`}
              value={q}
              onSearch={(next) =>
                void navigate({ search: () => (next ? { q: next } : {}), replace: true })
              }
            />
            <p role="status" className="text-sm text-muted">
              {deferredQ ? (
                <MatchCount matches={matches.length} total={document.operations.length} />
              ) : (
                plural(document.operations.length, { one: '# operation', other: '# operations' })
              )}
            </p>
          </div>
          {entries.length > 0 ? <OperationList entries={entries} /> : null}
          {entries.length === 0 ? (
            <p className="py-6 text-sm text-muted">{t`No operation matches “${deferredQ}”.`}</p>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** "2 of 72 operations match". */
function MatchCount({ matches, total }: { matches: number; total: number }) {
  const shown = formatNumber(matches);
  return plural(total, {
    one: `${shown} of # operation match`,
    other: `${shown} of # operations match`,
  });
}

/** The list, flattened: each tag's heading, then its operations. */
type Entry =
  | { kind: 'tag'; key: string; tag: string; count: number }
  | { kind: 'operation'; key: string; operation: OperationInfo; first: boolean; last: boolean };

function listEntries(groups: OperationGroup[]): Entry[] {
  const entries: Entry[] = [];
  for (const group of groups) {
    entries.push({
      kind: 'tag',
      key: `tag:${group.tag}`,
      tag: group.tag,
      count: group.operations.length,
    });
    group.operations.forEach((operation, index) =>
      entries.push({
        kind: 'operation',
        key: operation.key,
        operation,
        first: index === 0,
        last: index === group.operations.length - 1,
      }),
    );
  }
  return entries;
}

/**
 * Every matching operation under its tag's heading, drawn only where the window shows them
 * (TanStack Virtual, as the whole-set table): a document of 30,000 operations rendered whole froze
 * the tab for half a minute (F14). The page scrolls as before; rows are measured as they are drawn.
 */
function OperationList({ entries }: { entries: Entry[] }) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: what is above it (the summary, the search) sets it.
  const [offset, setOffset] = useState(0);
  // The drawn row that has the focus, in this list of entries (a new filter makes a new list).
  const [focus, setFocus] = useState<{ entries: Entry[]; index: number } | undefined>(undefined);
  const focused = focus?.entries === entries ? focus.index : undefined;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    // The page around the list changes size when what is above it does (the summary's findings opened).
    const observer = new ResizeObserver(measure);
    observer.observe(list.parentElement ?? list);
    return () => observer.disconnect();
  }, []);
  // Stable while the list is: the virtualizer measures all 30,000 entries again whenever the key
  // function changes, and would on every scroll.
  const getItemKey = useCallback((index: number) => entries[index]?.key ?? index, [entries]);
  const estimateSize = useCallback(
    (index: number) => (entries[index]?.kind === 'tag' ? 40 : 56),
    [entries],
  );
  // The focused row and two either side (a heading may sit between two rows) stay drawn when
  // scrolled away: Tab and Shift+Tab go on from it to its neighbours, not to the drawn window.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === undefined) return indexes;
      const near = [focused - 2, focused - 1, focused, focused + 1, focused + 2].filter(
        (index) => index >= 0 && index < range.count,
      );
      return [...new Set([...indexes, ...near])].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize,
    getItemKey,
    overscan: 8,
    scrollMargin: offset,
    rangeExtractor,
  });
  return (
    <ul
      ref={listRef}
      aria-label={t`Operations`}
      className="relative mb-5"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const index = Number(
          (event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'),
        );
        setFocus(Number.isInteger(index) ? { entries, index } : undefined);
      }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const entry = entries[item.index];
        if (!entry) return null;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={entries.length}
            aria-posinset={item.index + 1}
            className={cn(
              'absolute start-0 top-0 w-full',
              entry.kind === 'operation' && 'border-x border-b border-border bg-surface',
              entry.kind === 'operation' && entry.first && 'rounded-t-md border-t',
              entry.kind === 'operation' && entry.last && 'rounded-b-md',
            )}
            style={{ transform: `translateY(${item.start - offset}px)` }}
          >
            {entry.kind === 'tag' ? (
              <TagHeading tag={entry.tag} count={entry.count} />
            ) : (
              <OperationRow operation={entry.operation} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function TagHeading({ tag, count }: { tag: string; count: number }) {
  const { t } = useLingui();
  return (
    <h2 className="pt-4 pb-1 text-sm font-semibold">
      {tag === UNTAGGED ? t({ message: 'Other', context: 'operations without a tag' }) : tag}{' '}
      <span className="font-normal text-muted">({formatNumber(count)})</span>
    </h2>
  );
}

function OperationRow({ operation }: { operation: OperationInfo }) {
  const { t, i18n } = useLingui();
  const key = routeKey(operation);
  const known = inContract(key);
  const page = consolePageFor(key);
  const listLabel = page ? i18n._(page.listLabel) : '';
  return (
    <div className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      <Link
        to="/explorer"
        search={{ op: operation.key }}
        className="flex min-w-0 flex-1 items-baseline gap-2 rounded-sm underline-offset-2 hover:underline"
      >
        <MethodBadge method={operation.method} />
        <span className="min-w-0 flex-1">
          <span className="font-mono text-sm wrap-anywhere">{operation.path}</span>
          {operation.summary ? (
            <span className="block truncate text-xs text-muted" title={operation.summary}>
              {operation.summary}
            </span>
          ) : null}
        </span>
      </Link>
      <span className="flex flex-wrap items-center gap-1.5 ps-14 sm:ps-0">
        {known ? null : (
          <Tag tone="info">
            {t({ message: 'New', context: 'operation not in the console’s contract' })}
          </Tag>
        )}
        {operation.keyRefusal ? (
          <Tag tone="warning" title={keyRefusalText(operation.keyRefusal)}>
            {t`Key refused`}
          </Tag>
        ) : null}
        {operation.deprecated ? <Tag tone="muted">{t`Deprecated`}</Tag> : null}
        {page ? (
          <Link
            to={page.list as '/'}
            className="text-xs text-accent underline-offset-2 hover:underline"
          >
            {t`Console page: ${listLabel}`}
          </Link>
        ) : null}
      </span>
    </div>
  );
}
