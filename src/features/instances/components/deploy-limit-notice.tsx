import { describeError } from '@/api/describe-error';
import { Notice } from '@/components/ui/notice';

/** The service refused the deploy at its limit of 10 per minute; nothing was created or billed. */
export function DeployLimitNotice({ error, waitSeconds }: { error: unknown; waitSeconds: number }) {
  const { code } = describeError(error);
  return (
    <Notice tone="danger" title="Deploy limit reached">
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
      <p className="mt-1 text-xs text-muted">
        Code: <code>{code}</code>
      </p>
    </Notice>
  );
}
