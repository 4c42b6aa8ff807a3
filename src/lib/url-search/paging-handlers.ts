interface PageSearch {
  limit: number;
  offset: number;
}

/**
 * ServerTable's page and page-size handlers for a route's `navigate`: page and size live in the URL,
 * and a new page size starts again at the first page.
 */
export function pagingHandlers<S extends PageSearch>(navigate: (options: { search: (prev: S) => S }) => unknown) {
  return {
    onPageChange: (offset: number) => void navigate({ search: (prev) => ({ ...prev, offset }) }),
    onLimitChange: (limit: number) => void navigate({ search: (prev) => ({ ...prev, limit, offset: 0 }) }),
  };
}
