/**
 * A labelled select for one enumerated filter of a table (type, status...). The first option
 * means "no filter" and maps to `undefined`.
 *
 *   <FilterSelect label="Type" allLabel="All types" value={search.type} options={[{ value: 'auto', label: 'Automatic' }]}
 *     onChange={(type) => navigate({ search: (s) => ({ ...s, type, offset: 0 }) })} />
 */
import { useId } from 'react';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly FilterOption<V>[];
  onChange: (value: V | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(
            (options.find((option) => option.value === event.target.value)?.value ?? undefined) as
              V | undefined,
          )
        }
        className="rounded-md border border-border bg-surface px-2 py-2 text-sm text-fg"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
