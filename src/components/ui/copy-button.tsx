import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * Click-to-copy for IDs and IP addresses. A value cut short by its column is whole in the tooltip
 * (`title`), so never pass a secret (an API key's token) here.
 */
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
      title={value}
    >
      <span className="truncate">{value}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 shrink-0 fill-none stroke-current text-muted">
        {copied ? (
          <path d="M3 8.5l3 3 7-7" strokeWidth="1.8" />
        ) : (
          <>
            <rect x="5" y="5" width="8" height="8" rx="1.5" strokeWidth="1.4" />
            <path d="M3 10.5V4a1 1 0 0 1 1-1h6.5" strokeWidth="1.4" />
          </>
        )}
      </svg>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
