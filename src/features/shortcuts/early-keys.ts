/**
 * The keyboard shortcuts' code loads after the first paint (it is never needed to show a page).
 * Until it has, this small listener keeps them working: Ctrl-K / Cmd-K opens the palette at once
 * (the browser would otherwise take the key), and other keys are kept and handed to the shortcuts
 * when they load, which a key press also starts.
 */
import { paletteTypeAhead } from '@/lib/typed-ahead';
import { whenIdle } from '@/lib/code-loading/when-idle';

let held: KeyboardEvent[] | null = [];

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function holdEarlyKeys({
  openPalette,
  closePalette,
  paletteAsked,
  load,
}: {
  openPalette: () => void;
  closePalette: () => void;
  /** Whether the palette is open or on its way. */
  paletteAsked: () => boolean;
  load: () => void;
}): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (!held || event.isComposing) return;
    load();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      if (dialogOpen()) return;
      event.preventDefault();
      openPalette();
      return;
    }
    // Asked for and not there yet: the keys are the palette's.
    if (paletteAsked() && !dialogOpen() && paletteTypeAhead(event, closePalette)) return;
    held.push(event);
  }
  window.addEventListener('keydown', onKeyDown);
  const cancel = whenIdle(load);
  return () => {
    window.removeEventListener('keydown', onKeyDown);
    cancel();
  };
}

/** The keys pressed before the shortcuts loaded, once; from then on the shortcuts listen themselves. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const keys = held ?? [];
  held = null;
  return keys;
}
