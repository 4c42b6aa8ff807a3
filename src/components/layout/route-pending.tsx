import { useMatch, useRouterState } from '@tanstack/react-router';
import { HeadingRow } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { routeTitle } from './route-titles';

/**
 * What a page shows while its route loads: its heading at once, then the spinner. Under a long wait
 * (a rate-limit pause, a slow service) the person still sees where they are. On a first load the
 * router may hold the whole layout pending too; then this stands in for the shell's main region.
 */
export function RoutePending() {
  const pendingRouteId = useMatch({ strict: false, select: (match) => match.routeId });
  const leaf = useRouterState({ select: (state) => state.matches.at(-1) });
  // A leaf that is the root or the layout names no page: its pathname is `/`, whose title would
  // say "Overview" (every address has a page now, the splat's "Page not found" included).
  const page = leaf && leaf.routeId !== '/_app' && leaf.routeId !== '__root__' ? leaf : undefined;
  const title = page ? routeTitle(page.routeId, page.pathname) : undefined;
  const body = (
    <>
      {title ? <HeadingRow title={title} /> : null}
      <Loading />
    </>
  );
  if (pendingRouteId !== '/_app' && pendingRouteId !== '__root__') return body;
  return (
    <main id="main" tabIndex={-1} className="px-4 py-5 md:px-6">
      {body}
    </main>
  );
}
