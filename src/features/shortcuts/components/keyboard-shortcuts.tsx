import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { preloadDialogWhenIdle } from '@/components/ui/dialog';
import { useGlobalShortcuts } from '../use-global-shortcuts';
import { useReturnFocus } from '../use-return-focus';
import type { PaletteComponent } from './global-commands';

// Loaded on first use: the help dialog is not needed to show the first page.
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })),
);

/**
 * The app-wide keys (palette, shortcut help, `/`, `g` + letter), the go-to hint, and the palette
 * and shortcut help themselves. Loaded by GlobalCommands after the first view (or on the first key
 * press, or when its buttons are pointed at, focused or pressed); early-keys.ts covers the moments
 * before.
 */
export function KeyboardShortcuts({
  CommandPalette,
  paletteOpen,
  setPaletteOpen,
  helpOpen,
  setHelpOpen,
}: {
  CommandPalette: PaletteComponent;
  paletteOpen: boolean;
  setPaletteOpen: (open: boolean) => void;
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
}) {
  const openHelp = useCallback(() => setHelpOpen(true), [setHelpOpen]);
  const { awaitingLetter } = useGlobalShortcuts({ paletteOpen, setPaletteOpen, openHelp });
  useReturnFocus(paletteOpen);
  useReturnFocus(helpOpen);
  // The palette and the shortcut help are dialogs every page offers, also pages that mount no
  // dialog of their own: fetch the dialogs' Radix code ahead for them, so their first open does
  // not wait for two more files.
  useEffect(preloadDialogWhenIdle, []);
  return (
    <>
      <Suspense fallback={null}>
        {paletteOpen ? <CommandPalette open onOpenChange={setPaletteOpen} /> : null}
        {helpOpen ? <ShortcutsHelp open onOpenChange={setHelpOpen} /> : null}
      </Suspense>
      {awaitingLetter ? (
        <p
          role="status"
          className="fixed end-4 bottom-4 z-50 rounded-md border border-border bg-surface px-3 py-2 text-sm shadow-lg"
        >
          <Trans>
            Go to: press a page’s letter (<kbd>?</kbd> lists them)
          </Trans>
        </p>
      ) : null}
    </>
  );
}
