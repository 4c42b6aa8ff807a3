// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFiles, source, sourceFiles, SRC } from './source-files';

/*
 * A page reads its route's search and params with `getRouteApi('<route id>')`. The type checker
 * holds the ID to a route that exists (routeTree.gen.ts); this test holds the rest: the route with
 * that ID is the one that renders the page, through the route file's own imports and the feature's
 * relative imports below them. A page moved to another route, or a route that renders another
 * page, fails here rather than reading the wrong route's search at run time.
 */

/** The .ts/.tsx files a module imports, by alias or relative path. */
function imports(file: string): string[] {
  const found: string[] = [];
  for (const [, spec] of source(file).matchAll(/from '((?:@\/|\.{1,2}\/)[^']+)'/g)) {
    const base = spec!.startsWith('@/') ? join(SRC, spec!.slice(2)) : resolve(dirname(file), spec!);
    for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
      try {
        readFileSync(candidate);
        found.push(candidate);
        break;
      } catch {
        /* not this one */
      }
    }
  }
  return found;
}

/** Every feature file a route renders: its imports, and theirs within src/features. */
function rendered(routeFile: string): Set<string> {
  const seen = new Set<string>();
  const queue = imports(routeFile).filter((file) => file.includes('/src/features/'));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...imports(file).filter((next) => next.includes('/src/features/')));
  }
  return seen;
}

const routes = routeFiles();

const bindings = sourceFiles(join(SRC, 'features')).flatMap((file) =>
  [...source(file).matchAll(/getRouteApi\('([^']+)'\)/g)].map(([, id]) => ({ file, id: id! })),
);

describe('route bindings', () => {
  it('finds the pages that bind to a route', () => {
    expect(bindings.length).toBeGreaterThan(10);
  });

  it.each(bindings.map((b) => [relative(SRC, b.file), b.id, b.file] as const))(
    '%s is rendered by %s',
    (_name, id, file) => {
      const route = routes.get(id);
      expect(route, `no route file creates ${id}`).toBeDefined();
      expect(
        [...rendered(route!)],
        `${relative(SRC, route!)} does not render ${relative(SRC, file)}`,
      ).toContain(file);
    },
  );
});
