import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { send, type ApiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import { BACKGROUND } from '@/api/client';
import type { Read } from '@/api/reads/read-check';
import type { paths } from '@/api/schema.gen';
import { recordCorrection } from '@/lib/url-search/correction-store';
import { boundProblem } from '@/lib/openapi/bounds';
import {
  awaitsBounds,
  boundedSearch,
  pageSizesInForce,
  queryBounds,
  useLiveBoundsSource,
} from '@/lib/url-search/live-bounds';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';

const unchecked = (data: unknown): Read<unknown> => ({ ok: true, data });

interface PageSearch {
  limit: number;
  offset: number;
}

/**
 * A paginated list page's wiring, the same on every such page (backups, backup servers,
 * monitoring, tickets, wallet transactions): the page of the list the address names (the previous
 * one kept while the next loads), a filter change that goes back to the first page, the same
 * filtered set page by page for Export CSV (as background work), and ServerTable's props.
 * Its route leaves the defaults out of the address, as all five do:
 * `search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] }` (lib/url-search/search.ts).
 *
 *   const list = usePaginatedList(route.useSearch(), route.useNavigate(), ticketsCall, selectTicketList);
 *   <ListToolbar exportCsv={{ what: t`tickets`, fileName, columns: csv, total: list.exportTotal, fetchPage: list.fetchPage }}>
 *     <SearchBox label={t`Search tickets`} value={list.search.q} onSearch={(q) => list.setFilter({ q })} />
 *   </ListToolbar>
 *   {list.drift ? <ReadDriftNotice read={list.drift} /> : <ServerTable label={t`Tickets`} columns={columns} getRowId={(row) => row.id} {...list.table} empty={…} />}
 */
export function usePaginatedList<
  S extends PageSearch,
  P extends PathsWithMethod<paths, 'get'>,
  I extends MaybeOptionalInit<paths[P], 'get'>,
>(
  asked: S,
  navigate: (options: {
    search: (prev: S) => S;
    resetScroll?: false;
    replace?: boolean;
  }) => unknown,
  listCall: (search: S) => ApiCall<'get', P, I>,
  /** What the table, the counts and the paging read, checked (docs/drift.md): the page's `select…List`. */
  checkReads?: (data: unknown) => Read<unknown>,
  /** The route's search schema: a value the live document refuses is corrected with its notice. */
  schema?: object,
) {
  // The search held to the bounds in force (the live document's once read): what it refuses is
  // never sent, and the address is corrected with the out-of-range notice (live-bounds.ts).
  const path = listCall(asked).path;
  useLiveBoundsSource();
  const bounded = boundedSearch(path, asked);
  const corrected = bounded.keys.length > 0 ? bounded.search : undefined;
  useEffect(() => {
    if (!corrected) return;
    if (schema) recordCorrection(schema, bounded.keys, corrected as Record<string, unknown>);
    void navigate({ search: () => corrected, replace: true, resetScroll: false });
  });
  const search = bounded.search;
  const call = listCall(search);
  // A filter or size typed before the live document arrives waits for its bounds here, not in the
  // loader, whose wait would put the route's pending view in the place of the search box.
  const enabled = !awaitsBounds(asked);
  const query = useQuery({ ...callQuery(call), placeholderData: keepPreviousData, enabled });
  // The same cache entry, read through the check: a page whose answer lacks what the table reads
  // shows the difference in place of the table (the rest of the page keeps working).
  const checked = useQuery({
    ...callQuery(call),
    placeholderData: keepPreviousData,
    enabled,
    select: checkReads ?? unchecked,
  }).data;
  const setFilter = (patch: Partial<S>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, offset: 0 }) });
  const fetchPage = ({
    limit,
    offset,
    signal,
  }: {
    limit: number;
    offset: number;
    signal?: AbortSignal;
  }) => send(listCall({ ...search, limit, offset }), { headers: BACKGROUND, signal });
  return {
    search,
    query,
    drift: checked && !checked.ok ? checked : undefined,
    setFilter,
    /** Of a filter's options, those the bounds in force allow (the live document may list fewer). */
    filterChoices: <O extends { value: unknown }>(name: string, options: readonly O[]) =>
      options.filter((option) => boundProblem(queryBounds(path, name), option.value) === undefined),
    fetchPage,
    /** The count Export CSV offers, once the page shown is the filtered set's own. */
    exportTotal: query.isPlaceholderData
      ? undefined
      : (query.data as { total?: number } | undefined)?.total,
    table: {
      query,
      limit: search.limit,
      offset: search.offset,
      pageSizes: pageSizesInForce(path),
      ...pagingHandlers(navigate),
      request: call,
    },
  };
}
