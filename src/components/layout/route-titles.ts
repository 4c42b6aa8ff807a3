import { i18n } from '@/lib/i18n/i18n';
import type { RouteId } from '@/lib/feature-facts';
import { pageTitle, ROUTE_TITLES } from './nav-items';

/**
 * The heading of each page that is not in the navigation, for while its data loads. A detail page
 * names its resource's kind until the resource itself (and its name) has arrived. Each feature
 * declares its own (`titles` in src/features/<name>/pages.ts); nav-items.ts collects them.
 */
/** The heading for a route's match (an index route's pathname ends in a slash: `/instances/`). */
export function routeTitle(routeId: string, pathname: string): string | undefined {
  const title = ROUTE_TITLES[routeId as RouteId];
  return pageTitle(pathname.replace(/(.)\/$/, '$1')) ?? (title && i18n._(title));
}
