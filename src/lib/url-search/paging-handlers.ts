interface PageSearch {
  limit: number;
  offset: number;
}

/**
 * ServerTable's page and page-size handlers for a route's `navigate`: page and size live in the URL,
 * and a new page size starts again at the first page. The window keeps its scroll position: the
 * pager that was pressed (below the table) stays in view with the focus on it, where a jump to the
 * top of the page left the focused button out of sight.
 */
export function pagingHandlers<S extends PageSearch>(
  navigate: (options: { search: (prev: S) => S; resetScroll: false }) => unknown,
) {
  return {
    onPageChange: (offset: number) =>
      void navigate({ search: (prev) => ({ ...prev, offset }), resetScroll: false }),
    onLimitChange: (limit: number) =>
      void navigate({ search: (prev) => ({ ...prev, limit, offset: 0 }), resetScroll: false }),
  };
}
