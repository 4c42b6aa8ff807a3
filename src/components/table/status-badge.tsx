/** A status in words with a coloured dot (colour is never the only signal). */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { StatTone } from './stats-cards';

const TONE: Record<StatTone, { dot: string; text: string }> = {
  neutral: { dot: 'bg-muted', text: 'text-fg' },
  success: { dot: 'bg-success', text: 'text-success' },
  warning: { dot: 'bg-warning', text: 'text-warning' },
  danger: { dot: 'bg-danger', text: 'text-danger' },
  info: { dot: 'bg-info', text: 'text-info' },
};

export function StatusBadge({
  label,
  tone = 'neutral',
  className,
}: {
  label: ReactNode;
  tone?: StatTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap',
        TONE[tone].text,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-2 w-2 shrink-0 rounded-full', TONE[tone].dot)} />
      {label}
    </span>
  );
}
