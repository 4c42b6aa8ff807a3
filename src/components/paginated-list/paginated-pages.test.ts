import { join, relative } from 'node:path';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { routeFiles, source, sourceFiles, SRC } from '@/test/source-files';

/*
 * The paginated pages behave as one (issue 39): each one that wires its list with
 * `usePaginatedList` lays its search, filters and export out in the one `ListToolbar`, and its
 * route leaves the defaults out of the address (`/tickets?status=open`, not
 * `/tickets?limit=25&offset=0&status=open`) while it keeps every other value. A page added, or one
 * whose route strips more, less or nothing, fails here.
 */
const routes = routeFiles();

const pages = sourceFiles(join(SRC, 'features'))
  .filter((file) => /usePaginatedList\(/.test(source(file)))
  .map((file) => ({ name: relative(SRC, file), file, id: /getRouteApi\('([^']+)'\)/.exec(source(file))?.[1] ?? '' }));

type Middleware = (ctx: { search: Record<string, unknown>; next: (search: Record<string, unknown>) => Record<string, unknown> }) => Record<string, unknown>;

/** The address a navigation to `search` writes, through the route's own search middlewares. */
async function written(id: string, search: Record<string, unknown>) {
  const { Route } = (await import(/* @vite-ignore */ routes.get(id)!)) as { Route: AnyRoute };
  const middlewares = ((Route.options as { search?: { middlewares?: Middleware[] } }).search?.middlewares ?? []) as Middleware[];
  const run = (index: number, current: Record<string, unknown>): Record<string, unknown> =>
    index === middlewares.length ? current : middlewares[index]!({ search: current, next: (next) => run(index + 1, next) });
  return run(0, search);
}

describe('the paginated pages', () => {
  it('are the five, each bound to a route', () => {
    expect(pages.map((page) => page.id).sort()).toEqual(['/_app/backups/', '/_app/backups/servers', '/_app/monitoring/', '/_app/tickets/', '/_app/wallet/']);
    for (const page of pages) expect(routes.has(page.id), `${page.name}: no route ${page.id}`).toBe(true);
  });

  it.each(pages.map((page) => [page.name, page.file] as const))('%s lays its toolbar out with ListToolbar', (_name, file) => {
    expect(source(file)).toContain('<ListToolbar');
    expect(source(file), 'the export goes in the toolbar').not.toMatch(/<ExportCsv\b/);
  });

  it.each(pages.map((page) => [page.name, page.id] as const))('%s: its route leaves the defaults out of the address and keeps the rest', async (_name, id) => {
    expect(await written(id, { ...PAGE_DEFAULTS })).toEqual({});
    expect(await written(id, { limit: PAGE_DEFAULTS.limit, offset: 50, q: 'web' })).toEqual({ offset: 50, q: 'web' });
    expect(await written(id, { limit: 100, offset: 0 })).toEqual({ limit: 100 });
  });
});
