/** Loading, empty and busy states shared by both tables. */
import type { ReactNode } from 'react';
import { HeldReads } from '@/components/layout/budget-meter';
import { cn } from '@/lib/cn';

/** What a table reads of a React Query result besides its rows; pass `useQuery(...)` directly. */
export interface TableQueryState {
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A table's label as a noun inside a sentence ("Loading volumes…"): in lower case in English, as
 * the sentence has it; German writes nouns with a capital, so there the label stays as it is.
 */
export function listNoun(label: string, locale: string): string {
  return locale === 'de' ? label : label.toLowerCase();
}

/** One full-width row for "nothing here" and similar messages. */
export function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}

/** Placeholder rows shaped like the table, so the layout does not jump when data arrives. */
export function SkeletonRows({
  columns,
  rows,
  label,
}: {
  columns: number;
  rows: number;
  label: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden={row > 0 ? true : undefined} className="border-t border-border">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-3 py-2.5">
              {row === 0 && column === 0 ? <span className="sr-only">{label}</span> : null}
              <span
                aria-hidden="true"
                className="block h-3.5 animate-pulse rounded bg-surface-2"
                style={{ width: `${50 + ((row * 7 + column * 13) % 45)}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A thin moving bar over the table while a newer page loads behind the one shown. */
export function BusyBar({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="relative h-0.5 overflow-hidden" aria-hidden={!busy}>
      <div
        className={cn(
          'absolute inset-0 bg-accent transition-opacity',
          busy ? 'animate-pulse opacity-100' : 'opacity-0',
        )}
      />
      <span role="status" className="sr-only">
        {busy ? label : ''}
      </span>
    </div>
  );
}

/** A table's name for screen readers (the page shows it as its heading); `id` labels the scroll region. */
export function TableCaption({ id, children }: { id: string; children: ReactNode }) {
  return (
    <caption id={id} className="sr-only">
      {children}
    </caption>
  );
}

/** Above a table whose first page (or next one) waits for the request budget: says so, with Try now. */
export function TableHeldReads() {
  return (
    <div className="px-3">
      <HeldReads />
    </div>
  );
}
