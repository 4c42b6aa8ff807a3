import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, theServiceSaid } from '@/lib/wording/describe-error';
import { ErrorNotice } from '@/components/ui/error-notice';
import { formatNumber } from '@/lib/format';

/** The service refused the deploy at its limit of 10 per minute; nothing was created or billed. */
export function DeployLimitNotice({ error, waitSeconds }: { error: unknown; waitSeconds: number }) {
  const { t } = useLingui();
  const { code } = describeError(error);
  const said = theServiceSaid(error);
  const seconds = formatNumber(waitSeconds);
  return (
    <ErrorNotice title={t`Deploy limit reached`} code={code}>
      <p>
        <Trans>
          The service accepts at most 10 deploys per minute, and refused this one. Nothing was
          created and nothing was billed.
        </Trans>
      </p>
      {said ? <p className="mt-1">{said}</p> : null}
      <p className="mt-1">
        {waitSeconds > 0 ? (
          <Trans>
            You can deploy again in <strong data-testid="deploy-retry-after">{seconds}</strong> s
            (Retry-After).
          </Trans>
        ) : (
          t`You can deploy again now.`
        )}
      </p>
    </ErrorNotice>
  );
}
