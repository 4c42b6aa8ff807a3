/**
 * How the build serves the signed-in first view without a waterfall (docs/performance.md):
 *
 * - The signed-in layout is not split from the entry (`firstViewSplitBehavior`); every page's
 *   component and loader are one chunk of their own, which index.html's route-preload script
 *   (scripts/route-preload.ts) fetches in parallel with the entry for the page being opened.
 * - The code the entry needs is grouped into two files, `vendor` (the fixed stack) and `app`
 *   (`firstViewChunkGroups`), instead of twenty small shared chunks; what only some pages use is
 *   split as before and loads with those pages.
 * - index.html preloads config.json (`preloadConfigJson`), so it downloads while the scripts do.
 *
 * With this the first API requests start as soon as the entry and the page's chunk have run
 * (src/first-view.ts starts the top bar's at once).
 */
import type { Plugin } from 'vite';

/** Route ids whose components every signed-in first view shows: kept in the entry. */
const SHELL_ROUTES = new Set(['/_app']);

type Grouping = Array<Array<'loader' | 'component' | 'errorComponent' | 'notFoundComponent'>>;
/**
 * A page's loader goes into its component's chunk: the route tree in the entry keeps only paths
 * and search parsers, and the page's chunk (preloaded with the entry, or on hover/focus/touch by
 * the router's intent preload) brings both, so its requests do not wait for a second file.
 */
const PAGE_GROUPING: Grouping = [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];

/** For the router plugin's `codeSplittingOptions.splitBehavior`. */
export function firstViewSplitBehavior({ routeId }: { routeId: string }): Grouping {
  return SHELL_ROUTES.has(routeId) ? [] : PAGE_GROUPING;
}

const FIXED_STACK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|openapi-fetch|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/;
// Reached through React Query's index but used only by pages with forms: left to those pages.
const FORMS_ONLY = /[\\/](useMutation|mutationObserver)\.js$/;

/**
 * For `output.codeSplitting.groups`. `$initial` limits each group to modules the entry reaches
 * statically, so a page's own code and libraries (charts, tables, dialogs) stay with that page.
 */
export const firstViewChunkGroups = [
  { name: 'vendor', test: (id: string) => FIXED_STACK.test(id) && !FORMS_ONLY.test(id), tags: ['$initial' as const] },
  { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial' as const] },
];

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
      return [{ tag: 'link', attrs: { rel: 'preload', href: `${base}config.json`, as: 'fetch', crossorigin: true }, injectTo: 'head' }];
    },
  };
}
