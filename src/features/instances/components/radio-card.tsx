import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One choice of a catalogue radio group; a disabled choice says why. */
export function RadioCard({
  name,
  value,
  checked,
  reason,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  /** Why this choice cannot be taken; disables it. */
  reason?: string | undefined;
  onSelect: (value: string) => void;
  children: ReactNode;
}) {
  const reasonId = useId();
  const disabled = Boolean(reason);
  return (
    <label
      className={cn(
        'flex gap-2.5 rounded-md border bg-surface p-3 text-sm',
        checked ? 'border-accent ring-1 ring-accent' : 'border-border',
        // Dimmed: the choice itself, not the reason (an opacity on the whole card took the reason's
        // warning colour to about 2.8:1 on white, under AA's 4.5:1). The dashed border says "not
        // a choice" at full contrast too.
        disabled ? 'cursor-not-allowed border-dashed' : 'cursor-pointer hover:bg-surface-2',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={reason ? reasonId : undefined}
        onChange={() => onSelect(value)}
        className={cn('mt-0.5 accent-[var(--accent)]', disabled && 'opacity-60')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block', disabled && 'opacity-60')}>{children}</span>
        {reason ? (
          <span id={reasonId} className="mt-1 block text-xs font-medium text-warning">
            <Trans>Unavailable: {reason}</Trans>
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** A labelled group of RadioCards with its validation message. */
export function ChoiceGroup({
  id: givenId,
  legend,
  error,
  hint,
  children,
}: {
  id?: string | undefined;
  legend: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <fieldset
      id={givenId}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="mb-2 text-xs text-muted">{hint}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
