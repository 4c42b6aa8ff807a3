import { useId, type ReactNode } from 'react';
import { HeldReads } from '@/components/layout/budget-meter';

/** A labelled form field with hint and error wired to aria-describedby. */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  loading = false,
  children,
}: {
  /** The control's id, for a link to the field (an error summary); one of its own otherwise. */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Its choices are still loading: if the tab holds that read for the request budget, it says so here. */
  loading?: boolean;
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {loading ? <HeldReads /> : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted aria-[invalid=true]:border-danger';
