/**
 * Preloads a page's chunks and every chunk they import, by path, in one go: the table is in
 * index.html's route-preload script (scripts/route-preload.ts), which also does this for the page
 * opened first. The build leaves out Vite's own dependency lists for dynamic imports
 * (`build.modulePreload: false`: 2 kB gzip of the entry that every page paid), so navigation asks
 * here instead: when a link is pointed at, focused or touched (as the router's intent preload), and
 * when a navigation starts (a row click, the palette, a go-to key).
 */
import type { AnyRouter } from '@tanstack/react-router';

declare global {
  interface Window {
    /** Defined by the route-preload script; absent in the dev server. */
    __preloadRoute?: (pathname: string) => void;
  }
}

function preloadLink(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  window.__preloadRoute?.(link.pathname);
}

export function installRoutePreload(router: AnyRouter): void {
  // The route-preload script loads async: it has usually run by now but may arrive after the
  // entry, so each call looks it up when it happens (the dev server has none: calls do nothing).
  for (const type of ['mouseover', 'focusin', 'touchstart'])
    document.addEventListener(type, preloadLink, { capture: true, passive: true });
  router.subscribe('onBeforeLoad', ({ toLocation }) =>
    window.__preloadRoute?.(toLocation.pathname),
  );
}
