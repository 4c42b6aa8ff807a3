/**
 * The console's navigation as an English reader sees it: every resource in navigation order, its
 * link's words and its page's heading (`title` where it says more than the link). Each feature
 * declares its entry (src/features/<name>/pages.ts); e2e/pages.gen.json holds them in English.
 */
import { PAGE_FACTS } from './pages';

export const NAV_ITEMS = PAGE_FACTS.nav;

export function pageTitle(pathname: string): string | undefined {
  const item = NAV_ITEMS.find((entry) => entry.to === pathname);
  return item && (item.title ?? item.label);
}
