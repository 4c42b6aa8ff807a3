import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { ErrorNotice } from './error-notice';
import { isChunkLoadError } from '@/lib/code-loading/chunk-load';
import { describeError } from '@/lib/wording/describe-error';

/**
 * Every error view says what happened in words, shows the status and code, and offers retry. Code
 * that failed to load after a deploy is not retried in place (the browser may keep the failed
 * import); a reload fetches the new version.
 */
export function ErrorView({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const { title, detail, code } = describeError(error);
  const reload = isChunkLoadError(error);
  const retry = reload ? () => window.location.reload() : onRetry;
  return (
    <ErrorNotice
      title={title}
      code={code}
      className={className}
      actions={
        retry ? (
          <Button size="sm" className="mt-2" onClick={retry}>
            {reload ? t`Reload the console` : t`Try again`}
          </Button>
        ) : null
      }
    >
      <p>{detail}</p>
    </ErrorNotice>
  );
}
