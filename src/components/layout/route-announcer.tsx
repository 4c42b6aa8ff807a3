import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/code-loading/when-idle';

/** Dialogs and menus: their closing gives the focus back to what opened them. */
const POPUP = '[role$=dialog],[role=menu]';

/**
 * Where the focus goes after a page change. Left where it is when it is already in the new page
 * (a field the person or the page focused), in a dialog opened while the page loaded (the
 * palette), on the side navigation's link (moving on through it by keyboard), or on a control the
 * person moved to while the page loaded (a top-bar button reached by Tab after pressing a link:
 * the focus is elsewhere than where the change started, and the change did not start in a dialog
 * or a menu, whose closing gives the focus back by itself). Anywhere else (on <body>, where the
 * browser leaves it when the link, row, menu or palette entry that started the change is gone; on
 * the top bar's Search button the palette gave it back to) it is moved to the new page's main
 * region.
 */
function focusNewPage(startedFrom: Element | null): void {
  const active = document.activeElement;
  const main = document.getElementById('main');
  const kept =
    active instanceof HTMLElement &&
    active !== main &&
    active !== document.body &&
    active.checkVisibility() &&
    (main?.contains(active) ||
      active.closest(POPUP) ||
      document.getElementById('side-nav')?.contains(active) ||
      (startedFrom && active !== startedFrom && !startedFrom.closest(POPUP)));
  if (!kept) main?.focus({ preventScroll: true });
}

/**
 * Page changes, for keyboard and screen-reader users (an SPA otherwise changes silently): the new
 * page's title is announced and the focus is put on its main region. Both wait for the new page to
 * have rendered and set its title (its heading's effect), so the title is the new page's, with the
 * resource's name on a detail page. The first load is the browser's own and is left alone.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  useEffect(() => {
    let cancel = () => {};
    let startedFrom: Element | null = null;
    const stopStart = router.subscribe('onBeforeNavigate', () => {
      startedFrom = document.activeElement;
    });
    const stop = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      const from = startedFrom;
      cancel();
      cancel = afterNextPaint(() => {
        focusNewPage(from);
        // A live region repeats nothing: the same title twice (two servers of one name) differs
        // by a trailing no-break space so it is read again.
        setMessage((previous) =>
          previous === document.title ? `${document.title}\u00a0` : document.title,
        );
      });
    });
    return () => {
      stopStart();
      stop();
      cancel();
    };
  }, [router]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
