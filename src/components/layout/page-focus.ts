// Fetched when the browser is idle after the first view (route-announcer.tsx): nothing needs it
// before the first page change, and the first load's size is at its budget.

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
export function focusNewPage(startedFrom: Element | null): void {
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
