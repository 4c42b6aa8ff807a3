/**
 * Search input for a table's `q`: typing is debounced (300 ms) into the caller's URL update;
 * Enter applies at once, Escape clears. When the URL changes by itself (back, forward, a link) the
 * box follows it. Text longer than the service's bound for `q` is not searched for: the box says so
 * (a `maxLength` would cut a paste without a word and search for something else).
 *
 *   <SearchBox label="Search backups" value={search.q} onSearch={(q) => navigate({ search: (s) => ({ ...s, q, offset: 0 }) })} />
 */
import { useId, useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { lengthError } from '@/lib/length-limit';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { Q_MAX } from '@/lib/url-search/search';

export interface SearchBoxProps {
  /** The `q` of the URL. */
  value: string | undefined;
  /** Called with the trimmed text, or undefined when blank. */
  onSearch: (q: string | undefined) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delayMs = 300,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // The searches sent that the URL has not shown yet, oldest first: after a pause longer than the
  // debounce a second one may leave before the first arrives (a loaded machine, a slow phone).
  const [sent, setSent] = useState<Array<string | undefined>>([]);
  // Follow URL changes we did not make ourselves, without clobbering what is being typed.
  if (value !== seen) {
    setSeen(value);
    const arrived = sent.indexOf(value);
    if (arrived === -1) {
      setText(value ?? '');
      setSent([]);
    } else setSent(sent.slice(arrived + 1));
  }
  const apply = (raw: string) => {
    const next = raw.trim() || undefined;
    // Nothing to send when the URL has, or is about to have, this search.
    if (next === (sent.length ? sent.at(-1) : value)) return;
    setSent([...sent, next]);
    onSearch(next);
  };
  const debounced = useDebouncedCallback(apply, delayMs);
  const tooLong = lengthError(text, Q_MAX);
  const errorId = `${id}-error`;
  return (
    <div className={cn('w-full min-w-0 sm:w-auto', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? errorId : undefined}
        placeholder={placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        className={cn(inputClass, 'w-full sm:w-72')}
        onChange={(event) => {
          setText(event.target.value);
          if (lengthError(event.target.value, Q_MAX)) debounced.cancel();
          else debounced.call(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            debounced.cancel();
            if (!tooLong) apply(text);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            debounced.cancel();
            apply('');
          }
        }}
      />
      {tooLong ? (
        <p id={errorId} className="mt-1 text-xs text-danger">
          {tooLong}
        </p>
      ) : null}
    </div>
  );
}
