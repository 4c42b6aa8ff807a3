import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import type { Volume } from '../queries';

export interface VolumeSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  setAll: (ids: readonly string[], on: boolean) => void;
}

/** Selection lives in the page; cells read it here so the table's columns can stay stable. */
export const VolumeSelectionContext = createContext<VolumeSelection>({
  selected: new Set(),
  toggle: () => undefined,
  setAll: () => undefined,
});

export function SelectVolumeCell({ volume }: { volume: Volume }) {
  const { t } = useLingui();
  const { selected, toggle } = useContext(VolumeSelectionContext);
  const name = volume.name;
  return (
    <input
      type="checkbox"
      aria-label={t`Select ${name}`}
      checked={selected.has(volume.id)}
      onChange={(event) => toggle(volume.id, event.target.checked)}
      className="h-4 w-4"
    />
  );
}

/** Selects the rows the filter shows, not the hidden ones. */
export function SelectAllVolumesHeader({ ids }: { ids: string[] }) {
  const { t } = useLingui();
  const { selected, setAll } = useContext(VolumeSelectionContext);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <input
      type="checkbox"
      aria-label={t`Select all shown volumes`}
      checked={ids.length > 0 && count === ids.length}
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && count < ids.length;
      }}
      onChange={(event) => setAll(ids, event.target.checked)}
      className="h-4 w-4"
    />
  );
}
