import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { Notice } from './notice';
import { useErrorDescription } from './use-error-description';

/**
 * Every error view says what happened in words, shows the status and code, and offers retry. Code
 * that failed to load after a deploy is not retried in place (the browser may keep the failed
 * import); a reload fetches the new version.
 *
 * The same block as ErrorNotice (error-notice.tsx), written out here because this one is in the
 * first load, where rendering it through ErrorNotice costs 47 bytes gzip over the budget.
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
  const description = useErrorDescription(error);
  if (!description) return null;
  const { title, detail, code } = description.text;
  const retry = description.reload ? () => window.location.reload() : onRetry;
  return (
    <Notice tone="danger" title={title} className={className}>
      <p>{detail}</p>
      <p className="mt-1 text-xs text-muted">
        {t`Code:`} <code>{code}</code>
      </p>
      {retry ? (
        <Button size="sm" className="mt-2" onClick={retry}>
          {description.reload ? t`Reload the console` : t`Try again`}
        </Button>
      ) : null}
    </Notice>
  );
}
