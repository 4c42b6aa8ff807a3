import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { MONTH_PATTERN } from '@/lib/url-search/search';
import { cn } from '@/lib/cn';

/** Why a typed month cannot filter, or undefined when it can ('' clears the filter). */
export function monthError(text: string): string | undefined {
  const value = text.trim();
  if (value === '' || MONTH_PATTERN.test(value)) return undefined;
  return t`Write the month as YYYY-MM, for example 2025-03.`;
}

/**
 * The month filter as a plain text field that every engine lets a person type into. (`type=month`
 * is a text field in Firefox and Safari, where a value held by the URL rejected every keystroke.)
 * What is typed stays local until Enter or leaving the field; only a whole month reaches the URL.
 */
export function MonthFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (month: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | undefined>();
  // The URL changed by itself (Clear filters, back, a link): show what it holds now.
  if (value !== seen) {
    setSeen(value);
    setDraft(value ?? '');
    setError(undefined);
  }
  const apply = () => {
    const problem = monthError(draft);
    setError(problem);
    const next = draft.trim() || undefined;
    if (!problem && next !== value) onChange(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm text-muted">
          {t`Month`}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t`YYYY-MM`}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error && !monthError(event.target.value)) setError(undefined);
          }}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className={cn(
            'w-28 rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg placeholder:text-muted',
            error && 'border-danger',
          )}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
