import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/ui/field';
import { takeTypedAhead } from '@/lib/typed-ahead';
import { togglePresenting } from '@/lib/presentation/presentation';
import { PRESENTATION_ENTRY_ID, type PaletteEntry } from '../palette-entries';
import { searchPalette } from '../palette-search';
import { usePaletteEntries } from '../use-palette-entries';
import { PaletteResults } from './palette-results';
import { PaletteStatus } from './palette-status';

/** The combobox: focus stays in the input; arrows move the active option, Enter opens it. */
export function PaletteSearch({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  // What was typed after Ctrl-K while the palette's code loaded.
  const [text, setText] = useState(takeTypedAhead);
  const [active, setActive] = useState(0);
  const { entries, sources } = usePaletteEntries();
  const groups = useMemo(() => searchPalette(entries, text), [entries, text]);
  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const activeIndex = Math.min(active, flat.length - 1);
  const activeEntry = activeIndex >= 0 ? flat[activeIndex] : undefined;
  const optionId = (entry: PaletteEntry) => `${baseId}-${entry.id}`;
  const activeId = activeEntry ? optionId(activeEntry) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function open(entry: PaletteEntry) {
    onDone();
    if (entry.id === PRESENTATION_ENTRY_ID) return void togglePresenting();
    void router.navigate({ href: entry.href });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const count = flat.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(activeIndex, 0) + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeEntry) open(activeEntry);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <input
        type="text"
        role="combobox"
        aria-label={t`Search the console`}
        aria-expanded={flat.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t`Name, ID or IP; or a page or action`}
        className={inputClass}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <PaletteStatus text={text} count={flat.length} sources={sources} />
      <PaletteResults
        id={listboxId}
        groups={groups}
        activeId={activeId}
        optionId={optionId}
        onHover={(entry) => setActive(flat.indexOf(entry))}
        onChoose={open}
      />
      <p className="text-xs text-muted" aria-hidden="true">
        {t`↑ ↓ to move · Enter to open · Esc to close`}
      </p>
    </div>
  );
}
