/**
 * How the build serves the signed-in first view without a waterfall (docs/performance.md):
 *
 * - The signed-in layout is not split from the entry (`firstViewSplitBehavior`); every page's
 *   component and loader are one chunk of their own, which index.html's route-preload script
 *   (scripts/route-preload.ts) fetches in parallel with the entry for the page being opened.
 * - The code the entry needs is grouped into two files, `vendor` (the fixed stack) and `app`
 *   (`firstViewChunkGroups`). What several pages share is grouped too: `shared` (components,
 *   helpers, queries) and `tables` (the table and virtualiser libraries with the table
 *   components), so a page's first view loads three to six files, not twenty. On HTTP/1.1 (six
 *   connections to the origin) each small file costs a round trip of its own; on a phone network
 *   that cost more than the few kB a page downloads that it does not run.
 * - index.html preloads config.json (`preloadConfigJson`), so it downloads while the scripts do.
 *
 * With this the first API requests start as soon as the entry and the page's chunk have run
 * (src/prefetch-first-view.ts starts the top bar's at once).
 */
import type { Plugin } from 'vite';
import { entryFiles } from './route-preload';

/** Route ids whose components every signed-in first view shows: kept in the entry. */
const SHELL_ROUTES = new Set(['/_app']);

type Grouping = Array<Array<'loader' | 'component' | 'errorComponent' | 'notFoundComponent'>>;
/**
 * A page's loader goes into its component's chunk: the route tree in the entry keeps only paths
 * and search parsers, and the page's chunk (preloaded with the entry, or on hover/focus/touch by
 * the router's intent preload) brings both, so its requests do not wait for a second file.
 */
const PAGE_GROUPING: Grouping = [
  ['loader', 'component'],
  ['errorComponent'],
  ['notFoundComponent'],
];

/** For the router plugin's `codeSplittingOptions.splitBehavior`. */
export function firstViewSplitBehavior({ routeId }: { routeId: string }): Grouping {
  return SHELL_ROUTES.has(routeId) ? [] : PAGE_GROUPING;
}

const FIXED_STACK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|openapi-fetch|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/;
// Reached through React Query's index but used only by pages with forms: kept out of the entry.
const FORMS_ONLY = /[\\/](useMutation|mutationObserver)\.js$/;

const TABLE_LIBRARIES =
  /node_modules[\\/]@tanstack[\\/](table-core|react-table|virtual-core|react-virtual)[\\/]/;
// The table components that need no table library (detail pages and tiles use them too).
const PLAIN_TABLE_PARTS =
  /[\\/]components[\\/]table[\\/](detail-list|small-table|empty-state|status-badge|stats-cards|instance-link)\.tsx?$/;
const TABLE_PARTS = /[\\/]src[\\/]components[\\/]table[\\/]/;
// Kept out of `shared`: the Radix parts load when first opened or when idle, never with a page;
// zod's setting goes with the forms, and the answer checks (api/reads, zod) with the pages that
// check what they read; the tabs' channels are the entry's own, fetched as it runs.
const NOT_SHARED =
  /(-radix\.tsx|[\\/]lib[\\/]zod-csp\.ts|[\\/]api[\\/]session[\\/]session-channel\.ts|[\\/]api[\\/]governor[\\/].*|[\\/]api[\\/]reads[\\/].*)$/;
// live-body-names.ts stays out: a form decides by it, without the model, whether to load them;
// so does bounds.ts, the limits a list or form reads from the live document (small, no checker).
const OPENAPI_FORMS =
  /[\\/]src[\\/]lib[\\/]openapi[\\/](?!(live-body-names|bounds)\.ts$)|[\\/]src[\\/]components[\\/]openapi-form[\\/](operation-fields|live-body-fields)\.tsx$|node_modules[\\/]@cfworker[\\/]json-schema[\\/]/;
const isTablePart = (id: string) => TABLE_PARTS.test(id) && !PLAIN_TABLE_PARTS.test(id);
const SHARED_SOURCE =
  /[\\/]src[\\/](components|lib|api)[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]queries\.ts$|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

/**
 * For `output.codeSplitting.groups`, highest priority first. `$initial` limits `vendor` and `app` to
 * modules the entry reaches statically. `shared` takes what two or more chunks use from
 * src/components, src/lib, src/api and the features' queries (with what they import), `tables`
 * what remains of the table code; a page's own code, charts, forms (zod) and dialogs' Radix code
 * stay in chunks of their own. scripts/first-view-chunks.test.ts checks that no page preloads
 * Radix code.
 */
export const firstViewChunkGroups = [
  {
    name: 'vendor',
    test: (id: string) => FIXED_STACK.test(id) && !FORMS_ONLY.test(id),
    tags: ['$initial' as const],
    priority: 4,
  },
  { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial' as const], priority: 3 },
  // zod (zod/mini: a schema is built from functions, so what no schema uses is left out) with the
  // answer checks (src/api/reads and each feature's reads.ts, which the compatibility report
  // collects) and its CSP setting: one file for the pages that check what they read and for the
  // forms, which load it when opened.
  {
    name: 'checks',
    test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]api[\\/]reads[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]reads\.ts$|[\\/]src[\\/]lib[\\/]zod-csp\.ts$/,
    priority: 2,
  },
  // The live document's form model and JSON Schema checker (the explorer's forms, and a console
  // form's fields from the live document): loaded when a form has a document, never with a page.
  // In `shared` they made every page's first view parse 43 kB more (issue 38).
  { name: 'openapi', test: OPENAPI_FORMS, priority: 1 },
  {
    name: 'shared',
    test: (id: string) =>
      SHARED_SOURCE.test(id) && !NOT_SHARED.test(id) && !OPENAPI_FORMS.test(id) && !isTablePart(id),
    minShareCount: 2,
    priority: 2,
  },
  // What a resource's page shows of the attention place (its recent activity: the list, its words,
  // the store it reads): one file on each detail page's first view, not four.
  {
    name: 'activity',
    test: /[\\/]src[\\/]features[\\/]attention[\\/](activity|item-words|items|store)\.ts$|[\\/]src[\\/]features[\\/]attention[\\/]components[\\/](attention-list|recent-activity)\.tsx$/,
    priority: 1,
  },
  {
    name: 'tables',
    test: (id: string) => TABLE_LIBRARIES.test(id) || isTablePart(id),
    priority: 1,
  },
];

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, on the first line of the entry and the
 * files it imports (the runtime, `vendor`, `app`): the code every first view runs. V8 then compiles
 * their functions while the files stream in, on a background thread, instead of each on its first
 * call on the main thread (what it changed: docs/performance.md, "The first view's code compiled
 * while it streams in"). A page's own and lazily loaded files get none: much of them never runs on
 * a load, and compiling that would be work for nothing. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'cloud-console:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const first = entryFiles(chunks);
      for (const chunk of chunks)
        if (first.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}

/**
 * Adds `<link rel="preload" href="/config.json" as="fetch" crossorigin>`: src/api/config.ts fetches
 * it with the same mode and credentials, so the browser hands over the preloaded answer. The demo
 * build has no config.json request, so it gets no preload.
 */
export function preloadConfigJson(): Plugin {
  let base = '/';
  let demo = false;
  return {
    name: 'cloud-console:preload-config-json',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      demo = config.mode === 'demo';
    },
    transformIndexHtml() {
      if (demo) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}config.json`, as: 'fetch', crossorigin: true },
          injectTo: 'head',
        },
      ];
    },
  };
}
