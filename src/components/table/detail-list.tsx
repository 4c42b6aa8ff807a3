/** The facts of one resource on its detail page, as a description list. */
import type { ReactNode } from 'react';

export function DetailList({
  items,
  label,
}: {
  items: Array<{ term: string; value: ReactNode }>;
  label?: string;
}) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-1 gap-x-6 gap-y-1 sm:gap-y-3 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-[max-content_1fr]"
    >
      {items.map((item) => (
        <div key={item.term} className="contents">
          <dt className="pt-2 text-muted first:pt-0 sm:pt-0">{item.term}</dt>
          <dd className="min-w-0 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
