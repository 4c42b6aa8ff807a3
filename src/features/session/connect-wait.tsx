import { useLingui } from '@lingui/react/macro';
import { useGovernor } from '@/api/governor/use-governor';
import { tryHeldReadsNow } from '@/api/governor/rate-governor';
import { useCountdown } from '@/lib/hooks/use-countdown';

/**
 * While "Checking the key…" waits on the request budget (a 429 pause, or the minute used by
 * earlier requests from this address), says so with the time left and offers to try now.
 */
export function ConnectWait() {
  const { t } = useLingui();
  const { pausedUntil, waitingUntil, heldReads } = useGovernor();
  const until = pausedUntil ?? waitingUntil;
  const seconds = useCountdown(until);
  if (until === null || seconds <= 0) return null;
  return (
    <p role="status" className="text-sm text-warning">
      {pausedUntil !== null
        ? t`The service asked to wait (rate limit): the key is checked in ${seconds} s.`
        : t`This address used its request budget for the minute: the key is checked in ${seconds} s.`}{' '}
      {heldReads > 0 ? (
        <button type="button" className="text-accent underline" onClick={() => tryHeldReadsNow()}>
          {t`Try now`}
        </button>
      ) : null}
    </p>
  );
}
