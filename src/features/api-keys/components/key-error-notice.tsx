import { ErrorNotice } from '@/components/ui/error-notice';
import { describeKeyError } from '../key-errors';

/** A refused create or revoke, in words, with its status and code. */
export function KeyErrorNotice({
  error,
  action,
  className,
}: {
  error: unknown;
  action: 'create' | 'revoke';
  className?: string;
}) {
  const { title, detail, code } = describeKeyError(error, action);
  return (
    <ErrorNotice title={title} code={code} className={className}>
      <p>{detail}</p>
    </ErrorNotice>
  );
}
