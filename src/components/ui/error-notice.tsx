import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Notice } from './notice';

/**
 * A failure as every page shows one: a title, what happened in words (`children`), then the status
 * and code the service gave ("403 read_only_key"), so a person can quote it. `actions` (a retry)
 * go last. For a write that words its refusal its own way (a key refused, the deploy or payment
 * limit); ErrorView shows any other error in the same block.
 */
export function ErrorNotice({
  title,
  code,
  children,
  actions,
  className,
}: {
  title: ReactNode;
  code: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Notice tone="danger" title={title} className={className}>
      {children}
      <p className="mt-1 text-xs text-muted">
        {t`Code:`} <code>{code}</code>
      </p>
      {actions}
    </Notice>
  );
}
