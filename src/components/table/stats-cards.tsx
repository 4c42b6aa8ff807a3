/**
 * Summary cards above a table, from the server's `stats` (authoritative; never derived from one
 * page). A card with `onSelect` is a toggle button that applies its filter; `selected` marks the
 * active one (aria-pressed). Colours always come with words.
 *
 *   <StatsCards label="Backups by type" items={[
 *     { id: 'all', label: 'All backups', value: formatNumber(total), selected: !type, onSelect: () => setType(undefined) },
 *     { id: 'auto', label: 'Automatic', value: formatNumber(stats.byType.auto), selected: type === 'auto', onSelect: () => setType('auto') },
 *     { id: 'size', label: 'Total size', value: '1.2 TB', hint: 'of the listed backups' },
 *   ]} />
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StatTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface StatItem {
  id: string;
  label: string;
  /** Already formatted; `undefined` shows a placeholder while stats load. */
  value: ReactNode;
  hint?: ReactNode;
  tone?: StatTone;
  selected?: boolean;
  /** Makes the card a filter toggle. */
  onSelect?: () => void;
}

const DOT: Record<StatTone, string> = {
  neutral: 'bg-muted',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
};

export function StatsCards({
  label,
  items,
  className,
}: {
  label: string;
  items: StatItem[];
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn('mb-4', className)}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            {item.onSelect ? (
              <button
                type="button"
                aria-pressed={item.selected ?? false}
                onClick={item.onSelect}
                data-testid={`stat-${item.id}`}
                className={cn(
                  'block h-full w-full rounded-lg border bg-surface px-3 py-2 text-start hover:bg-surface-2',
                  item.selected ? 'border-accent ring-1 ring-accent' : 'border-border',
                )}
              >
                <CardBody item={item} />
              </button>
            ) : (
              <div
                data-testid={`stat-${item.id}`}
                className="h-full rounded-lg border border-border bg-surface px-3 py-2"
              >
                <CardBody item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CardBody({ item }: { item: StatItem }) {
  const { t } = useLingui();
  return (
    <>
      <span className="flex items-center gap-1.5 text-xs text-muted">
        {item.tone ? (
          <span
            aria-hidden="true"
            className={cn('h-2 w-2 shrink-0 rounded-full', DOT[item.tone])}
          />
        ) : null}
        <span className="truncate">{item.label}</span>
      </span>
      <span className="mt-0.5 block text-lg font-semibold tabular-nums" data-role="stat-value">
        {item.value ?? (
          <>
            <span
              aria-hidden="true"
              className="inline-block h-5 w-12 animate-pulse rounded bg-surface-2 align-middle"
            />
            <span className="sr-only">{t`Loading`}</span>
          </>
        )}
      </span>
      {item.hint ? (
        <span
          className="block truncate text-xs text-muted"
          title={typeof item.hint === 'string' ? item.hint : undefined}
        >
          {item.hint}
        </span>
      ) : null}
    </>
  );
}
