import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Method } from '@/lib/openapi/operation-index';

const METHOD_TONES: Partial<Record<Method, string>> = {
  get: 'border-info/50 text-info',
  post: 'border-success/50 text-success',
  put: 'border-warning/50 text-warning',
  patch: 'border-warning/50 text-warning',
  delete: 'border-danger/50 text-danger',
};

/** GET, POST…: a fixed width, so the paths beside it line up. */
export function MethodBadge({ method }: { method: Method }) {
  return (
    <span
      className={cn(
        'inline-block w-14 shrink-0 rounded border bg-surface px-1 text-center font-mono text-xs font-semibold',
        METHOD_TONES[method] ?? 'border-border text-muted',
      )}
    >
      {method.toUpperCase()}
    </span>
  );
}

const TAG_TONES = {
  info: 'border-info/50 text-info',
  warning: 'border-warning/50 text-warning',
  muted: 'border-border text-muted',
} as const;

export function Tag({
  tone,
  children,
  title,
}: {
  tone: keyof typeof TAG_TONES;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn('inline-block rounded-full border px-2 text-xs leading-5', TAG_TONES[tone])}
    >
      {children}
    </span>
  );
}
