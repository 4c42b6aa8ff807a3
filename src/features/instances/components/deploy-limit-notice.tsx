import { describeError } from '@/api/describe-error';
import { ErrorNotice } from '@/components/ui/error-notice';

/** The service refused the deploy at its limit of 10 per minute; nothing was created or billed. */
export function DeployLimitNotice({ error, waitSeconds }: { error: unknown; waitSeconds: number }) {
  const { code } = describeError(error);
  return (
    <ErrorNotice title="Deploy limit reached" code={code}>
      <p>
        The service accepts at most 10 deploys per minute, and refused this one. Nothing was created and nothing was billed.
      </p>
      <p className="mt-1">
        {waitSeconds > 0 ? (
          <>
            You can deploy again in <strong data-testid="deploy-retry-after">{waitSeconds}</strong> s (Retry-After).
          </>
        ) : (
          'You can deploy again now.'
        )}
      </p>
    </ErrorNotice>
  );
}
