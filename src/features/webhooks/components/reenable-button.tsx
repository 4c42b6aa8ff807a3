import { useLingui } from '@lingui/react/macro';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { formatDuration } from '@/lib/format';
import { useReenableWait } from '../countdown';
import { enableEndpointCall, useEnableEndpoint } from '../mutations';
import type { Endpoint } from '../queries';

/** Re-enable an auto-disabled endpoint; blocked with a live countdown during the hour after the disable. */
export function ReenableButton({
  endpoint,
  writeReason,
}: {
  endpoint: Endpoint;
  writeReason: string | undefined;
}) {
  const { t } = useLingui();
  const wait = useReenableWait(endpoint.reenableAfter);
  const enable = useEnableEndpoint(endpoint.id);
  const countdown = formatDuration(wait);
  const waitReason = wait > 0 ? t`Re-enabling is possible in ${countdown}` : undefined;
  const reason = writeReason ?? waitReason;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="primary"
        disabled={reason !== undefined || enable.isPending}
        disabledReason={reason}
        onClick={() => !enable.isPending && enable.mutate()}
      >
        {enable.isPending ? t`Re-enabling…` : t`Re-enable`}
      </Button>
      {waitReason ? (
        <p className="text-xs text-muted">
          {t`Re-enabling is possible in ${countdown} (the service blocks it for an hour after an auto-disable).`}
        </p>
      ) : null}
      {enable.error ? <ErrorView error={enable.error} /> : null}
      <ShowRequest call={enableEndpointCall(endpoint.id)} label={t`Show the enable request`} />
    </div>
  );
}
