/**
 * The bar over a table when rows are selected: the count, one button per bulk action, Clear
 * selection and what happens to rows the action does not fit. A read key disables the actions
 * with the reason; a running action disables them until it ends. A `read` action (one that sends
 * nothing, such as "Recreate as script") stays enabled for both.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import { formatNumber } from '@/lib/format';
import { focusPastRemoval, useKeepFocus } from '@/lib/hooks/use-keep-focus';

export interface BulkBarAction {
  label: string;
  onClick: () => void;
  variant?: 'danger';
  /** Sends nothing: enabled for a read key and while a bulk action runs. */
  read?: boolean;
}

export function BulkBar({
  count,
  running,
  actions,
  hint,
  onClear,
}: {
  count: number;
  running: boolean;
  actions: BulkBarAction[];
  hint: string;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  // A running action disables every button here, the pressed one too: the focus stays on the bar.
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocus(bar);
  if (count === 0) return null;
  const selected = formatNumber(count);
  return (
    <div
      ref={bar}
      tabIndex={-1}
      role="group"
      aria-label={t`Bulk actions`}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
    >
      <span className="font-medium">{t`${selected} selected`}</span>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant ?? 'secondary'}
          disabled={!action.read && (!canWrite || running)}
          disabledReason={canWrite ? t`A bulk action is running.` : reason}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          focusPastRemoval(bar.current);
          onClear();
        }}
        disabled={running}
      >
        {t`Clear selection`}
      </Button>
      <span className="text-xs text-muted">{hint}</span>
    </div>
  );
}
