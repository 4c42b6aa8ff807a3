/**
 * Row selection for a whole-set table's bulk bar: the page keeps the set of selected IDs and
 * provides it; a checkbox column reads it here, so the columns stay stable.
 *
 *   const selection = useRowSelectionState();
 *   <RowSelectionContext.Provider value={selection}> … selectColumn(noun) … </RowSelectionContext.Provider>
 */
import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useMemo, useState } from 'react';

export interface RowSelectionState {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  setAll: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export const RowSelectionContext = createContext<RowSelectionState>({
  selected: new Set(),
  toggle: () => undefined,
  setAll: () => undefined,
  clear: () => undefined,
});

/** `current` with `ids` added (on) or taken out: the one way the lists' selections change. */
export function withIds(
  current: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function useRowSelectionState(): RowSelectionState {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return useMemo(
    () => ({
      selected,
      toggle: (id, on) => setSelected((current) => withIds(current, [id], on)),
      setAll: (ids, on) => setSelected((current) => withIds(current, ids, on)),
      clear: () => setSelected(new Set()),
    }),
    [selected],
  );
}

/** The checkbox of one row, labelled with its name. */
export function SelectRowCell({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const { selected, toggle } = useContext(RowSelectionContext);
  return (
    <input
      type="checkbox"
      aria-label={t`Select ${name}`}
      checked={selected.has(id)}
      onChange={(event) => toggle(id, event.target.checked)}
      className="h-4 w-4"
    />
  );
}

/** Selects the rows the filter shows, not the hidden ones. */
export function SelectShownRowsHeader({ ids, label }: { ids: string[]; label: string }) {
  const { selected, setAll } = useContext(RowSelectionContext);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={ids.length > 0 && count === ids.length}
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && count < ids.length;
      }}
      onChange={(event) => setAll(ids, event.target.checked)}
      className="h-4 w-4"
    />
  );
}
