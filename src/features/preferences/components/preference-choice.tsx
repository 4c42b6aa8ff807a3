import { useId } from 'react';

/** One preference as a group of radio buttons, saved as soon as it changes. */
export function PreferenceChoice<V extends string | number>({
  legend,
  hint,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: V;
  /** `lang`: the label's own language, when it is not the page's (a language named in its own words). */
  options: ReadonlyArray<{ value: V; label: string; lang?: string }>;
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <div className="flex flex-wrap gap-x-5 gap-y-1.5">
        {options.map((option) => (
          <label
            key={String(option.value)}
            lang={option.lang}
            className="flex items-center gap-1.5 text-sm"
          >
            <input
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
