import { useLingui } from '@lingui/react/macro';
import { useIsFetching } from '@tanstack/react-query';
import { HeldReads } from '@/components/layout/budget-meter';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeysTile } from './api-keys-tile';
import { BackupsTile } from './backups-tile';
import { InstancesTile } from './instances-tile';
import { TicketsTile } from './tickets-tile';
import { WalletTile } from './wallet-tile';
import { WebhooksTile } from './webhooks-tile';

/** The landing page: what needs the person, from one request per data source (docs/overview.md). */
export function OverviewPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Overview`} description={t`What needs you on this account.`} />
      <FirstReadsHeld />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <InstancesTile />
        <WalletTile />
        <TicketsTile />
        <WebhooksTile />
        <ApiKeysTile />
        <BackupsTile />
      </div>
    </>
  );
}

/**
 * A tile still without its first answer: if the tab holds reads for the request budget, the page
 * says so once, above the tiles (each tile keeps its placeholder), with "Try now". A component of
 * its own, so each read that starts or ends draws this line again, not the page and its six tiles.
 */
function FirstReadsHeld() {
  const firstReads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  return firstReads > 0 ? <HeldReads /> : null;
}
