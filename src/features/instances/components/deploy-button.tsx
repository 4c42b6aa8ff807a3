import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';

/** "Deploy server", or for a read key the same button disabled with the reason in words. */
export function DeployButton() {
  const { canWrite, reason } = useWritePermission();
  if (!canWrite) {
    return (
      <div className="flex max-w-64 flex-wrap justify-end gap-y-1">
        <Button variant="primary" disabled disabledReason={reason} showReason>
          <Trans>Deploy server</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Link
      to="/instances/deploy"
      className="inline-flex items-center justify-center rounded-md border border-transparent bg-accent px-3.5 py-2 text-sm font-medium whitespace-nowrap text-accent-fg hover:opacity-90"
    >
      <Trans>Deploy server</Trans>
    </Link>
  );
}
