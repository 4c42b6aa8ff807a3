import type { MessageDescriptor } from '@lingui/core';
import type { FeaturePages, NavItem, RouteId } from '@/lib/feature-facts';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Every feature's `pages`, collected from its folder (src/lib/feature-facts.ts). Shared code reaches
 * into src/features only by such a glob of one declaration file, in the collectors that
 * eslint.boundaries.js names; the declarations import nothing but types and the message macro.
 */
const DECLARED = Object.values(
  import.meta.glob<FeaturePages>('@/features/*/pages.ts', { eager: true, import: 'pages' }),
);

/** Every resource of the console, in navigation order; `title` is the page's heading where it says more. */
export const NAV_ITEMS: readonly NavItem[] = DECLARED.flatMap((pages) => pages.nav ?? []).sort(
  (a, b) => a.order - b.order,
);

/** The heading of each page outside the navigation, by route ID (src/components/layout/route-titles.ts). */
export const ROUTE_TITLES: Partial<Record<RouteId, MessageDescriptor>> = Object.assign(
  {},
  ...DECLARED.map((pages) => pages.titles),
);

/** The page's heading in the current language, for a page of the navigation. */
export function pageTitle(pathname: string): string | undefined {
  const item = NAV_ITEMS.find((entry) => entry.to === pathname);
  return item && i18n._(item.title ?? item.label);
}
