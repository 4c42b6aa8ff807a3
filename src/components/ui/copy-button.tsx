import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Click-to-copy for IDs and IP addresses. */
export function CopyText({ value, label, className }: { value: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  if (!value) return <span className={className}>—</span>;
  return (
    <button
      type="button"
      className={cn('group inline-flex max-w-full items-center gap-1 rounded font-mono text-xs hover:bg-surface-2', className)}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}
      aria-label={`Copy ${label ?? value}`}
    >
      <span className="truncate">{value}</span>
      <span aria-hidden="true" className="text-muted">
        {copied ? '✓' : '⧉'}
      </span>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
