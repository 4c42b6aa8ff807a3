import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { holdEarlyKeys } from '../early-keys';
import { isMac } from '../is-mac';

// The dialogs (palette, shortcut help), the keys and the focus given back when a dialog closes:
// no page needs them to show, so they load when the browser is first idle after the first view,
// on the first key press, or when Search or ? is pointed at, focused or pressed.
const KeyboardShortcuts = lazy(() =>
  import('./keyboard-shortcuts').then((m) => ({ default: m.KeyboardShortcuts })),
);

export type PaletteComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/**
 * The top bar's search and shortcut buttons, and what they open. The palette is handed in by the
 * route shell (features do not import each other's components). Until keyboard-shortcuts.tsx has
 * loaded, early-keys.ts keeps the keys (Ctrl-K / Cmd-K opens the palette at once).
 */
export function GlobalCommands({ CommandPalette }: { CommandPalette: PaletteComponent }) {
  const { t } = useLingui();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shortcutsWanted, setShortcutsWanted] = useState(false);
  // Once asked for, they stay mounted (a closed palette must still give the focus back).
  const want = () => setShortcutsWanted(true);
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
        load: want,
      }),
    [],
  );
  const mac = isMac();
  return (
    <>
      <Button
        size="sm"
        onClick={() => {
          want();
          setPaletteOpen(true);
        }}
        onPointerEnter={want}
        onFocus={want}
        aria-keyshortcuts="Control+K Meta+K"
        className="text-muted"
      >
        <span aria-hidden="true">⌕</span>
        <span className="sr-only text-fg lg:not-sr-only lg:whitespace-nowrap">{t`Search`}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-border px-1 font-mono text-xs lg:inline"
        >
          {mac
            ? '⌘K'
            : t({ message: 'Ctrl K', comment: 'The Ctrl key and K, as printed on the keyboard' })}
        </kbd>
      </Button>
      {/* The shortcuts need a keyboard; on narrow (touch) screens the top bar keeps its room. */}
      <span className="hidden sm:contents">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            want();
            setHelpOpen(true);
          }}
          onPointerEnter={want}
          onFocus={want}
          aria-keyshortcuts="Shift+?"
        >
          <span aria-hidden="true">?</span>
          <span className="sr-only">{t`Keyboard shortcuts`}</span>
        </Button>
      </span>
      <Suspense fallback={null}>
        {shortcutsWanted ? (
          <KeyboardShortcuts
            CommandPalette={CommandPalette}
            paletteOpen={paletteOpen}
            setPaletteOpen={setPaletteOpen}
            helpOpen={helpOpen}
            setHelpOpen={setHelpOpen}
          />
        ) : null}
      </Suspense>
    </>
  );
}
