import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { togglePresenting } from '@/lib/presentation/presentation';
import { paletteTypeAhead } from '@/lib/typed-ahead';
import { takeEarlyKeys } from './early-keys';
import { GO_TO_WINDOW_MS } from './shortcut-list';

// Inputs that take no text: a shortcut pressed on a row's checkbox or a radio still works.
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="menu"], [role="listbox"], [role="combobox"]')) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Ctrl-K / Cmd-K toggles the palette from anywhere. The one-key shortcuts (?, /, g + letter) are
 * ignored while the person types in a field, holds a modifier, or has a dialog open, so they never
 * eat a character or act behind a modal.
 */
export function useGlobalShortcuts({
  paletteOpen,
  setPaletteOpen,
  openHelp,
}: {
  paletteOpen: boolean;
  setPaletteOpen: (open: boolean) => void;
  openHelp: () => void;
}): { awaitingLetter: boolean } {
  const router = useRouter();
  const goSince = useRef<number | null>(null);
  const [awaitingLetter, setAwaitingLetter] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const stopWaiting = () => {
      goSince.current = null;
      setAwaitingLetter(false);
      window.clearTimeout(timer);
    };
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        if (!paletteOpen && dialogOpen()) return;
        event.preventDefault();
        stopWaiting();
        setPaletteOpen(!paletteOpen);
        return;
      }
      // Asked for and not there yet (its code is on its way): the keys are the palette's.
      if (paletteOpen && !dialogOpen() && paletteTypeAhead(event, () => setPaletteOpen(false)))
        return stopWaiting();
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || dialogOpen())
        return stopWaiting();
      if (goSince.current !== null && Date.now() - goSince.current <= GO_TO_WINDOW_MS) {
        const item = NAV_ITEMS.find((candidate) => candidate.key === event.key.toLowerCase());
        stopWaiting();
        if (item) {
          event.preventDefault();
          void router.navigate({ to: item.to });
          return;
        }
      }
      if (event.key === 'g') {
        event.preventDefault();
        goSince.current = Date.now();
        setAwaitingLetter(true);
        timer = window.setTimeout(stopWaiting, GO_TO_WINDOW_MS);
      } else if (event.key === 'P') {
        event.preventDefault();
        void togglePresenting();
      } else if (event.key === '?') {
        event.preventDefault();
        openHelp();
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      }
    }
    // Keys pressed before this code loaded, in order (early-keys.ts handled Ctrl-K itself).
    for (const event of takeEarlyKeys()) onKeyDown(event);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(timer);
    };
  }, [router, paletteOpen, setPaletteOpen, openHelp]);

  return { awaitingLetter };
}
