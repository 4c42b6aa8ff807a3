/**
 * Preloads the opened page's own chunks in parallel with the entry (docs/performance.md).
 *
 * The entry holds what every page needs; each page (its component and loader) is a chunk of its
 * own. Without help the browser finds a page's chunk only after the entry has run, one round trip
 * late. This plugin writes a small classic script, loaded async by index.html beside the entry (its
 * table changes with every build, so it is a file, not an inline script under the CSP), that
 * matches `location.pathname` against the route files' paths and adds `<link rel="modulepreload">`
 * for that route's chunks and the chunks they import. The same function, `window.__preloadRoute`,
 * preloads the page a link or a navigation is about to open (src/lib/code-loading/route-chunks.ts), in place of
 * Vite's per-import lists (`build.modulePreload: false`).
 */
import { minifySync, type Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * `src/routes/_app/instances/$instanceId.tsx` → `^/instances/[^/]+/?$` (pathless `_x` dropped); a
 * splat (`$.tsx`, the address no other page has) matches the rest of the path.
 */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  const body = segments
    .map((segment) =>
      segment === '$'
        ? '.*'
        : segment.startsWith('$')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
    )
    .join('/');
  return `^/${body}${body ? '/?' : ''}$`;
}

/** `files` and every file they import statically, and so on: what loading them loads. */
export function importClosure(
  chunks: Array<Pick<ChunkLike, 'fileName' | 'imports'>>,
  files: string[],
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/** The entry and what it imports: the files every first view runs. */
export function entryFiles(
  chunks: Array<Pick<ChunkLike, 'fileName' | 'imports' | 'isEntry'>>,
): Set<string> {
  return importClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
}

/** The script's table: [pattern, files][], static paths before ones with parameters. */
export function routeTable(chunks: ChunkLike[], base: string): Array<[string, string[]]> {
  const closure = (files: string[]) => importClosure(chunks, files);
  const entry = entryFiles(chunks);
  const table = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const routeFile = /[\\/]src[\\/]routes[\\/](.+\.tsx?)\?tsr-split=/.exec(id)?.[1];
      if (!routeFile) continue;
      const pattern = routePattern(routeFile.replace(/\\/g, '/'));
      const files = table.get(pattern) ?? new Set<string>();
      for (const file of closure([chunk.fileName]))
        if (!entry.has(file)) files.add(`${base}${file}`);
      table.set(pattern, files);
    }
  }
  // A splat last: it matches any path, so every other page is tried first.
  const params = (pattern: string) =>
    pattern.includes('.*') ? Infinity : pattern.split('[^/]+').length;
  return [...table]
    .map(([pattern, files]): [string, string[]] => [pattern, [...files].sort()])
    .sort((a, b) => params(a[0]) - params(b[0]) || b[0].length - a[0].length);
}

/**
 * The script: each file named once, each route's files by number, minified (it is fetched on every
 * first load; written out as below it was 0.17 kB gzip larger).
 */
export function routePreloadScript(table: Array<[string, string[]]>): string {
  const files = [...new Set(table.flatMap(([, list]) => list))];
  const routes = table.map(([pattern, list]) => [
    pattern,
    ...list.map((file) => files.indexOf(file)),
  ]);
  // It preloads the opened page's chunks; window.__preloadRoute(path) does the same for a page
  // about to open (src/lib/code-loading/route-chunks.ts).
  const source = `(function () {
  var files = ${JSON.stringify(files)};
  var routes = ${JSON.stringify(routes)};
  var added = {};
  function preload(pathname) {
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(pathname)) continue;
      for (var j = 1; j < routes[i].length; j++) {
        if (added[routes[i][j]]) continue;
        added[routes[i][j]] = true;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = files[routes[i][j]];
        document.head.appendChild(link);
      }
      return;
    }
  }
  window.__preloadRoute = preload;
  preload(location.pathname);
})();
`;
  const { code, errors } = minifySync('route-preload.js', source);
  if (errors.length)
    throw new Error(`route-preload: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

export function preloadRouteChunks(): Plugin {
  let base = '/';
  let fileName: string | undefined;
  return {
    name: 'cloud-console:preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          type: 'chunk' as const,
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          moduleIds: Object.keys(chunk.modules),
        }));
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: routePreloadScript(routeTable(chunks, base)),
      });
      fileName = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        // async: it only adds preload links, so it must not hold up the first paint (a classic
        // script in the head would); it runs as soon as it arrives, well before the entry's
        // larger files, and the entry does not rely on it having run.
        return [
          { tag: 'script', attrs: { src: `${base}${fileName}`, async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}
