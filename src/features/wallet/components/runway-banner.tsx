import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { walletRunwayQuery } from '../queries';
import { runwayAlert, walletRunway } from '@/lib/runway';
import { AtZero, RunwayDate } from './runway-text';

/**
 * Shell-wide: shown on every page (but the wallet's own, which has the full panel) when the
 * balance runs out within RUNWAY_WARN_DAYS at the current rate. A failed read shows nothing.
 */
export function RunwayBanner() {
  const { t } = useLingui();
  const onWallet = useLocation({ select: (location) => location.pathname.startsWith('/wallet') });
  const { data: summary } = useQuery({ ...walletRunwayQuery, enabled: !onWallet });
  if (onWallet || !summary) return null;
  const runway = walletRunway(summary);
  const alert = runwayAlert(runway);
  if (!alert) return null;
  return (
    <Notice
      tone={alert === 'urgent' ? 'danger' : 'warning'}
      role="status"
      className="mb-4"
      title={runway.kind === 'locked' ? t`The balance is at zero` : t`The wallet runs out soon`}
    >
      <p>
        <RunwayDate runway={runway} currency={summary.currency} /> <AtZero />{' '}
        <Link to="/wallet" hash="add-funds" className="font-medium text-accent underline">
          {t`Add funds`}
        </Link>
      </p>
    </Notice>
  );
}
