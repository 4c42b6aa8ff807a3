import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { holdEarlyKeys } from '../early-keys';
import { isMac } from '../is-mac';
import { useReturnFocus } from '../use-return-focus';

// Loaded on first use: the help dialog is not needed to show the first page.
const ShortcutsHelp = lazy(() => import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })));
// Loaded after the first paint (or on the first key press): no page needs it to show.
const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((m) => ({ default: m.KeyboardShortcuts })));

export type PaletteComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * The top bar's search button and the app-wide keyboard: palette, shortcut help and go-to keys.
 * The palette is handed in by the route shell (features do not import each other's components).
 */
export function GlobalCommands({ CommandPalette }: { CommandPalette: PaletteComponent }) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const [shortcutsWanted, setShortcutsWanted] = useState(false);
  // Read by the early keys' listener: set with the state here, and at once by that listener's own
  // Ctrl-K and Escape (the next key may come before React has rendered).
  const paletteAsked = useRef(false);
  useEffect(() => {
    paletteAsked.current = paletteOpen;
  }, [paletteOpen]);
  useEffect(
    () =>
      holdEarlyKeys({
        openPalette: () => {
          paletteAsked.current = true;
          setPaletteOpen(true);
        },
        closePalette: () => {
          paletteAsked.current = false;
          setPaletteOpen(false);
        },
        paletteAsked: () => paletteAsked.current,
        load: () => setShortcutsWanted(true),
      }),
    [],
  );
  useReturnFocus(paletteOpen);
  useReturnFocus(helpOpen);
  const mac = isMac();
  return (
    <>
      <Button size="sm" onClick={() => setPaletteOpen(true)} aria-keyshortcuts="Control+K Meta+K" className="text-muted">
        <span aria-hidden="true">⌕</span>
        <span className="sr-only text-fg lg:not-sr-only">Search</span>
        <kbd aria-hidden="true" className="hidden rounded border border-border px-1 font-mono text-xs lg:inline">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {/* The shortcuts need a keyboard; on narrow (touch) screens the top bar keeps its room. */}
      <span className="hidden sm:contents">
        <Button size="sm" variant="ghost" onClick={openHelp} aria-keyshortcuts="Shift+?">
          <span aria-hidden="true">?</span>
          <span className="sr-only">Keyboard shortcuts</span>
        </Button>
      </span>
      <Suspense fallback={null}>
        {paletteOpen ? <CommandPalette open onOpenChange={setPaletteOpen} /> : null}
        {helpOpen ? <ShortcutsHelp open onOpenChange={setHelpOpen} /> : null}
      </Suspense>
      {/* Its own boundary: while it loads, an open palette or help stays shown. */}
      <Suspense fallback={null}>
        {shortcutsWanted ? <KeyboardShortcuts paletteOpen={paletteOpen} setPaletteOpen={setPaletteOpen} openHelp={openHelp} /> : null}
      </Suspense>
    </>
  );
}
