import { join, relative } from 'node:path';
import type { AnyRoute } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { routeFiles, source, sourceFiles, SRC } from '@/test/source-files';

/*
 * The paginated pages behave as one (issue 39): each one that wires its list with
 * `usePaginatedList` lays its search, filters and export out in the one `ListToolbar`, and its
 * route leaves the defaults out of the address (`/tickets?status=open`, not
 * `/tickets?limit=25&offset=0&status=open`) while it keeps every other value. A page added, or one
 * whose route strips more, less or nothing, fails here. Each is held to the live document's bounds
 * (live-bounds.ts): its route's loader through `liveSearch`, the page by passing its route's search
 * schema to `usePaginatedList`, so a refused value is corrected with its notice.
 */
const routes = routeFiles();

/** The route files under src/routes/_app whose loader loads a page of a paginated list. */
const pageLoaders = sourceFiles(join(SRC, 'routes', '_app'))
  .filter((file) => /\bloadPage\(/.test(source(file)))
  .map((file) => [relative(process.cwd(), file), file] as const);

/** The arguments of the first `usePaginatedList(…)` call, as written (top-level commas split them). */
function paginatedListArguments(text: string): string[] {
  const start = text.indexOf('usePaginatedList(') + 'usePaginatedList('.length;
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.slice(start)) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char) && depth-- === 0) break;
    if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...args, current.trim()].filter(Boolean);
}

const pages = sourceFiles(join(SRC, 'features'))
  .filter((file) => /usePaginatedList\(/.test(source(file)))
  .map((file) => ({
    name: relative(SRC, file),
    file,
    id: /getRouteApi\('([^']+)'\)/.exec(source(file))?.[1] ?? '',
  }));

type Middleware = (ctx: {
  search: Record<string, unknown>;
  next: (search: Record<string, unknown>) => Record<string, unknown>;
}) => Record<string, unknown>;

const middlewares = new Map<string, Middleware[]>();

// Each route module with the page below it, loaded once: the first import transforms the whole
// page, which takes seconds on a loaded machine.
beforeAll(async () => {
  for (const { id } of pages) {
    const { Route } = (await import(/* @vite-ignore */ routes.get(id)!)) as { Route: AnyRoute };
    middlewares.set(
      id,
      ((Route.options as { search?: { middlewares?: Middleware[] } }).search?.middlewares ??
        []) as Middleware[],
    );
  }
}, 120_000);

/** The address a navigation to `search` writes, through the route's own search middlewares. */
function written(id: string, search: Record<string, unknown>) {
  const chain = middlewares.get(id)!;
  const run = (index: number, current: Record<string, unknown>): Record<string, unknown> =>
    index === chain.length
      ? current
      : chain[index]!({ search: current, next: (next) => run(index + 1, next) });
  return run(0, search);
}

describe('the paginated pages', () => {
  it('are found (the five of today among them), each bound to a route', () => {
    expect(pages.map((page) => page.id)).toEqual(
      expect.arrayContaining([
        '/_app/backups/',
        '/_app/backups/servers',
        '/_app/monitoring/',
        '/_app/tickets/',
        '/_app/wallet/',
      ]),
    );
    for (const page of pages)
      expect(routes.has(page.id), `${page.name}: no route ${page.id}`).toBe(true);
  });

  it.each(pages.map((page) => [page.name, page.file] as const))(
    '%s lays its toolbar out with ListToolbar',
    (_name, file) => {
      expect(source(file)).toContain('<ListToolbar');
      expect(source(file), 'the export goes in the toolbar').not.toMatch(/<ExportCsv\b/);
    },
  );

  it('route loaders are found (the five of today)', () => {
    expect(pageLoaders.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pageLoaders)('%s holds its search to the live document before loadPage', (name, file) => {
    expect(
      source(file),
      `${name} calls loadPage( but not liveSearch(: its loader loads the page of ` +
        "`liveSearch('/things', deps, () => readLiveOperations(queryClient)).then(thingsQuery)` " +
        '(src/lib/url-search/live-bounds.ts), as ' +
        'src/routes/_app/backups/index.tsx does (docs/contributing.md, "A paginated list instead", step 3)',
    ).toMatch(/\bliveSearch\(/);
  });

  it.each(pages.map((page) => [page.name, page.file, page.id] as const))(
    '%s passes its route’s search schema to usePaginatedList',
    (_name, file, id) => {
      const schema = /validateSearch:\s*(\w+)/.exec(source(routes.get(id)!))?.[1];
      expect(schema, `${id}: no validateSearch in its route file`).toBeDefined();
      expect(
        paginatedListArguments(source(file))[4],
        `${relative(process.cwd(), file)}: usePaginatedList(…) takes the route's search schema as its 5th argument, ` +
          `\`${schema}\` (the validateSearch of ${relative(process.cwd(), routes.get(id)!)}): ` +
          'without it a value the live document refuses is corrected with no notice ' +
          '(docs/contributing.md, "A paginated list instead", step 4)',
      ).toBe(schema);
    },
  );

  it.each(pages.map((page) => [page.name, page.id] as const))(
    '%s: its route leaves the defaults out of the address and keeps the rest',
    (_name, id) => {
      expect(written(id, { ...PAGE_DEFAULTS })).toEqual({});
      expect(written(id, { limit: PAGE_DEFAULTS.limit, offset: 50, q: 'web' })).toEqual({
        offset: 50,
        q: 'web',
      });
      expect(written(id, { limit: 100, offset: 0 })).toEqual({ limit: 100 });
    },
  );
});
