// @vitest-environment node
/**
 * The Radix code of dialogs and menus (and what it brings: floating-ui, the scroll lock) runs only
 * once one is opened, so no page preloads it with its first view (src/lib/code-loading/lazy-part.ts); nor do
 * the pages whose forms alone use zod. This
 * builds the production bundle in memory and reads the route-preload table from its chunk data.
 */
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './first-view';
import { importClosure, routeTable } from './route-preload';

const OPEN_ONLY =
  /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|aria-hidden)[\\/]/;

async function chunks() {
  const output = (await build({
    logLevel: 'silent',
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((item) => item.type === 'chunk')
    .map((chunk) => ({
      type: 'chunk' as const,
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      moduleIds: chunk.moduleIds,
      code: chunk.code,
    }));
}

describe("a page's first view", () => {
  let built: Awaited<ReturnType<typeof chunks>>;
  let modules: Map<string, string[]>;
  let table: ReturnType<typeof routeTable>;
  /** The file holding src/main.tsx and what it imports: found by its module, not by `isEntry`. */
  let fromMain: Set<string>;
  beforeAll(async () => {
    built = await chunks();
    modules = new Map(built.map((chunk) => [`/${chunk.fileName}`, chunk.moduleIds]));
    table = routeTable(built, '/');
    fromMain = importClosure(
      built,
      built
        .filter((chunk) => chunk.moduleIds.some((id) => /[\\/]src[\\/]main\.tsx$/.test(id)))
        .map((chunk) => chunk.fileName),
    );
  }, 120_000);
  const preloaded = (pattern: string) =>
    (table.find(([candidate]) => candidate === pattern)?.[1] ?? []).flatMap(
      (file) => modules.get(file) ?? [],
    );

  it('preloads no Radix, floating-ui or scroll-lock module; they are in the build, loaded on open', () => {
    expect(table.map(([pattern]) => pattern)).toEqual(
      expect.arrayContaining(['^/instances/?$', '^/instances/[^/]+/?$', '^/volumes/?$', '^/$']),
    );
    const eager = table.flatMap(([pattern, files]) =>
      files.flatMap((file) =>
        (modules.get(file) ?? [])
          .filter((id) => OPEN_ONLY.test(id))
          .map((id) => `${pattern}: ${id.replace(/.*node_modules[\\/]/, '')}`),
      ),
    );
    expect(eager).toEqual([]);
    // Nor does the entry.
    const entry = built
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.moduleIds.filter((id) => OPEN_ONLY.test(id)));
    expect(entry).toEqual([]);
    // The check would see them: the menu's and the dialog's code are in the build, in chunks of their own.
    const all = built.flatMap((chunk) => chunk.moduleIds);
    expect(all.some((id) => id.includes('@radix-ui/react-dropdown-menu'))).toBe(true);
    expect(all.some((id) => id.includes('@radix-ui/react-dialog'))).toBe(true);
  });

  it('of the alert policies and the keys preloads no zod: their forms load it when opened', () => {
    const zod = (pattern: string) =>
      preloaded(pattern).filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
    expect(zod('^/alerts/?$')).toEqual([]);
    expect(zod('^/api\\-keys/?$')).toEqual([]);
    // The key replacement wizard imports the name schema statically: the check does see zod there.
    expect(zod('^/api\\-keys/replace/?$')).not.toEqual([]);
  });

  it("checks answers and forms with zod/mini: zod's chained API is in no file of the build", () => {
    // zod's chained API puts every schema kind and string format on each schema, and the checks
    // file holds what any form or check uses: one form written with it made every list's first
    // view carry 28 kB of zod instead of 12.
    const CHAINED = /[\\/]node_modules[\\/]zod[\\/](index\.js|v4[\\/]classic[\\/])/;
    const classic = built.flatMap((chunk) => chunk.moduleIds).filter((id) => CHAINED.test(id));
    expect(classic).toEqual([]);
    // The check would see it: a list's first view has zod/mini.
    expect(preloaded('^/instances/?$').some((id) => /[\\/]zod[\\/]v4[\\/]mini[\\/]/.test(id))).toBe(
      true,
    );
  });

  it('of every page but the explorer preloads no form model or JSON Schema checker: a form loads them when it has a live document', () => {
    // In the shared chunk they made every page's first view parse 43 kB more, and the keys pressed
    // right after a load waited behind it (issue 38).
    const FORMS =
      /[\\/]node_modules[\\/]@cfworker[\\/]json-schema[\\/]|[\\/]src[\\/]lib[\\/]openapi[\\/](request-model|schema-check|live-body)\.ts$/;
    const forms = (pattern: string) => preloaded(pattern).filter((id) => FORMS.test(id));
    for (const pattern of [
      '^/$',
      '^/instances/?$',
      '^/instances/deploy/?$',
      '^/volumes/?$',
      '^/volumes/[^/]+/?$',
      '^/wallet/?$',
    ])
      expect(forms(pattern), pattern).toEqual([]);
    // The check would see them: the explorer's first view has them.
    expect(forms('^/explorer/?$')).not.toEqual([]);
  });

  it('loads a handful of files, and the table and chart libraries only on pages that draw them', () => {
    const files = (pattern: string) =>
      table.find(([candidate]) => candidate === pattern)?.[1] ?? [];
    // The entry's own files, as the table names them.
    const entryFiles = new Set([...fromMain].map((file) => `/${file}`));
    expect(entryFiles.size).toBeGreaterThan(1);
    // Small shared chunks are grouped (shared, tables, activity): each file is a round trip on
    // HTTP/1.1. A resource's page has one more than a list: its recent activity (issue 48).
    for (const pattern of [
      '^/$',
      '^/instances/?$',
      '^/instances/[^/]+/?$',
      '^/volumes/?$',
      '^/tickets/[^/]+/?$',
    ])
      expect(
        files(pattern).filter((file) => !entryFiles.has(file)).length,
        pattern,
      ).toBeLessThanOrEqual(pattern.includes('[^/]+') ? 7 : 6);
    const has = (pattern: string, library: RegExp) =>
      preloaded(pattern).some((id) => library.test(id));
    const TABLES = /[\\/]node_modules[\\/]@tanstack[\\/](table-core|virtual-core)[\\/]/;
    const CHARTS = /[\\/]node_modules[\\/]recharts[\\/]/;
    expect(has('^/instances/?$', TABLES)).toBe(true);
    expect(has('^/instances/[^/]+/?$', TABLES)).toBe(false);
    expect(has('^/$', TABLES)).toBe(false);
    expect(has('^/wallet/?$', CHARTS)).toBe(true);
    expect(has('^/instances/?$', CHARTS)).toBe(false);
    expect(has('^/$', CHARTS)).toBe(false);
  });

  it('marks for eager compiling the files every first view runs, and only those', () => {
    const hinted = built
      .filter((chunk) => chunk.code.startsWith(COMPILE_HINT))
      .map((chunk) => chunk.fileName);
    expect(hinted.sort()).toEqual([...fromMain].sort());
    expect(hinted.some((file) => /(^|\/)vendor-/.test(file))).toBe(true);
  });
});
