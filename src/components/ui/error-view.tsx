import { describeError } from '@/api/describe-error';
import { Button } from './button';
import { Notice } from './notice';

/** Every error view says what happened in words, shows the status and code, and offers retry. */
export function ErrorView({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  const { title, detail, code } = describeError(error);
  return (
    <Notice tone="danger" title={title} className={className}>
      <p>{detail}</p>
      <p className="mt-1 text-xs text-muted">
        Code: <code>{code}</code>
      </p>
      {onRetry ? (
        <Button size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Notice>
  );
}
