import { useEffect } from 'react';
import { preloadDialogWhenIdle } from '@/components/ui/dialog';
import { useGlobalShortcuts } from '../use-global-shortcuts';

/**
 * The app-wide keys (palette, shortcut help, `/`, `g` + letter) and the go-to hint. Loaded after
 * the first paint by GlobalCommands; early-keys.ts covers the moments before.
 */
export function KeyboardShortcuts(props: { paletteOpen: boolean; setPaletteOpen: (open: boolean) => void; openHelp: () => void }) {
  const { awaitingLetter } = useGlobalShortcuts(props);
  // The palette and the shortcut help are dialogs every page offers, also pages that mount no
  // dialog of their own: fetch the dialogs' Radix code ahead for them, so their first open does
  // not wait for two more files.
  useEffect(preloadDialogWhenIdle, []);
  if (!awaitingLetter) return null;
  return (
    <p role="status" className="fixed right-4 bottom-4 z-50 rounded-md border border-border bg-surface px-3 py-2 text-sm shadow-lg">
      Go to: press a page’s letter (<kbd>?</kbd> lists them)
    </p>
  );
}
