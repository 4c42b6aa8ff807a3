import { createContext, useContext } from 'react';

export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  setAll: (ids: readonly string[], on: boolean) => void;
}

/** Selection lives in the page; cells read it here so the table's columns can stay stable. */
export const SelectionContext = createContext<RowSelection>({
  selected: new Set(),
  toggle: () => undefined,
  setAll: () => undefined,
});

export function useRowSelection(): RowSelection {
  return useContext(SelectionContext);
}
