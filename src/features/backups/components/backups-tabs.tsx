import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';

const tab = 'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium';

/** Backups and backup servers are two lists of one area; each keeps its own URL state. */
export function BackupsTabs({ current }: { current: 'backups' | 'servers' }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Backup lists`} className="mb-4 flex gap-1 border-b border-border">
      <Link
        to="/backups"
        aria-current={current === 'backups' ? 'page' : undefined}
        className={cn(
          tab,
          current === 'backups'
            ? 'border-accent text-fg'
            : 'border-transparent text-muted hover:text-fg',
        )}
      >
        <Trans>Backups</Trans>
      </Link>
      <Link
        to="/backups/servers"
        aria-current={current === 'servers' ? 'page' : undefined}
        className={cn(
          tab,
          current === 'servers'
            ? 'border-accent text-fg'
            : 'border-transparent text-muted hover:text-fg',
        )}
      >
        <Trans>Backup servers</Trans>
      </Link>
    </nav>
  );
}
