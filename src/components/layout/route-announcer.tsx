import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/code-loading/when-idle';

// Where the focus goes (page-focus.ts) is needed only after a page change: fetched when idle.
const loadPageFocus = () => import('./page-focus');

/**
 * Page changes, for keyboard and screen-reader users (an SPA otherwise changes silently): the new
 * page's title is announced and the focus is put on its main region. Both wait for the new page to
 * have rendered and set its title (its heading's effect), so the title is the new page's, with the
 * resource's name on a detail page. The first load is the browser's own and is left alone.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  useEffect(() => whenIdle(() => void loadPageFocus().catch(() => undefined)), []);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    let startedFrom: Element | null = null;
    const stopStart = router.subscribe('onBeforeNavigate', () => {
      startedFrom = document.activeElement;
    });
    const stop = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      const from = startedFrom;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          const announce = () =>
            // A live region repeats nothing: the same title twice (two servers of one name) differs
            // by a trailing no-break space so it is read again.
            setMessage((previous) =>
              previous === document.title ? `${document.title}\u00a0` : document.title,
            );
          void loadPageFocus().then(
            (page) => (page.focusNewPage(from), announce()),
            // Its file gone (a deploy replaced it): the page's main region, as most changes do.
            () => (document.getElementById('main')?.focus({ preventScroll: true }), announce()),
          );
        }, 0);
      });
    });
    return () => {
      stopStart();
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [router]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
