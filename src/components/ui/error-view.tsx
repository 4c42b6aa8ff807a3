import { Button } from './button';
import { ErrorNotice } from './error-notice';
import { useErrorDescription } from './use-error-description';

/**
 * Every error view says what happened in words, shows the status and code, and offers retry. Code
 * that failed to load after a deploy is not retried in place (the browser may keep the failed
 * import); a reload fetches the new version.
 */
export function ErrorView({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  const description = useErrorDescription(error);
  if (!description) return null;
  const { title, detail, code } = description.text;
  return (
    <ErrorNotice
      title={title}
      code={code}
      className={className}
      actions={
        description.reload ? (
          <Button size="sm" className="mt-2" onClick={() => window.location.reload()}>
            Reload the console
          </Button>
        ) : onRetry ? (
          <Button size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        ) : null
      }
    >
      <p>{detail}</p>
    </ErrorNotice>
  );
}
