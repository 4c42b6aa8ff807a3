/**
 * How the build serves the signed-in first view without a waterfall (docs/performance.md):
 *
 * - The signed-in layout and the overview are not split from the entry (`firstViewSplitBehavior`),
 *   so their code arrives with it instead of being found only after the entry has run.
 * - The code the entry needs is grouped into two files, `vendor` (the fixed stack) and `app`
 *   (`firstViewChunkGroups`), instead of twenty small shared chunks; what only other pages use is
 *   split as before and loads with those pages.
 * - index.html preloads config.json (`preloadConfigJson`), so it downloads while the scripts do.
 *
 * With this the first API requests start as soon as the entry runs (src/first-view.ts).
 */
import type { Plugin } from 'vite';

/** Route ids whose components are part of the first view a signed-in person gets. */
const FIRST_VIEW_ROUTES = new Set(['/_app', '/_app/']);

/** For the router plugin's `codeSplittingOptions.splitBehavior`: no split for the first view's routes. */
export function firstViewSplitBehavior({ routeId }: { routeId: string }): [] | undefined {
  return FIRST_VIEW_ROUTES.has(routeId) ? [] : undefined;
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
