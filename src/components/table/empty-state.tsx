/**
 * What an empty list shows: what the resource is for and the action that fills it. Under a read
 * key the action is disabled and the reason is written out beneath it. Used as a table's `empty`
 * when nothing is filtered (a filtered empty list says so and offers to clear the filters instead).
 *
 *   empty={<EmptyState title="No volumes yet" purpose="Block storage that outlives…" action={<CreateVolumeButton />} />}
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';

export function EmptyState({
  title,
  purpose,
  action,
  showReason = true,
}: {
  title: string;
  purpose: ReactNode;
  action?: ReactNode;
  showReason?: boolean;
}) {
  const { canWrite, reason } = useWritePermission();
  return (
    // On a phone the table is wider than the screen: the message stays at the left, inside the view.
    <div
      className="sticky start-3 flex max-w-[min(28rem,calc(100vw-4rem))] flex-col items-center gap-1.5 text-center sm:mx-auto"
      data-testid="empty-state"
    >
      <p className="font-medium text-fg">{title}</p>
      <p>{purpose}</p>
      {action ? <div className="mt-2 flex justify-center">{action}</div> : null}
      {action && showReason && !canWrite && reason ? <p className="text-xs">{reason}</p> : null}
    </div>
  );
}

/** A write that lives on its own page (deploy, new ticket): a link for a full key, a disabled button otherwise. */
export function WriteLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  const { canWrite, reason } = useWritePermission();
  if (!canWrite) {
    return (
      <Button variant="primary" disabled disabledReason={reason}>
        {children}
      </Button>
    );
  }
  return (
    <Link
      to={to}
      className="inline-flex items-center rounded-md bg-accent px-3.5 py-2 text-sm font-medium text-accent-fg hover:opacity-90"
    >
      {children}
    </Link>
  );
}
