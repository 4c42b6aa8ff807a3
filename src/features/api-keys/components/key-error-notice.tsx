import { Notice } from '@/components/ui/notice';
import { describeKeyError } from '../key-errors';

/** A refused create or revoke, in words, with its status and code. */
export function KeyErrorNotice({ error, action, className }: { error: unknown; action: 'create' | 'revoke'; className?: string }) {
  const { title, detail, code } = describeKeyError(error, action);
  return (
    <Notice tone="danger" title={title} className={className}>
      <p>{detail}</p>
      <p className="mt-1 text-xs text-muted">
        Code: <code>{code}</code>
      </p>
    </Notice>
  );
}
