import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'info' | 'warning' | 'danger' | 'success';
const TONES: Record<Tone, string> = {
  info: 'border-info/40 text-info',
  warning: 'border-warning/50 text-warning',
  danger: 'border-danger/50 text-danger',
  success: 'border-success/50 text-success',
};

/** A boxed message. `role` is status for polite news and alert for failures. */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  role,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: 'status' | 'alert';
}) {
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cn('rounded-md border bg-surface px-3 py-2 text-sm', TONES[tone], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className="text-fg">{children}</div> : null}
    </div>
  );
}
