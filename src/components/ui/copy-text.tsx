import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { mask, usePresenting, type MaskKind } from '@/lib/presentation/presentation';

/**
 * Click-to-copy for IDs and IP addresses. A value cut short by its column is whole in the tooltip
 * (`title`), so never pass a secret (an API key's token) here. In presentation mode what is shown
 * (text, tooltip, label) is masked (`mask`: free text by default, so an IP or e-mail in it goes); a
 * masked value is copied only on a second press, after the button has said it copies the real value.
 */
export function CopyText({
  value,
  label,
  className,
  mask: kind = 'text',
}: {
  value: string;
  label?: string;
  className?: string;
  mask?: MaskKind;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'confirm' | 'copied'>('idle');
  const presenting = usePresenting();
  if (!value) return <span className={className}>—</span>;
  const display = presenting ? mask(value, kind) : value;
  const masked = display !== value;
  const name =
    label === undefined
      ? display
      : presenting
        ? mask(label, 'text').replace(value, display)
        : label;
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(() => {
      setState('copied');
      window.setTimeout(() => setState('idle'), 1500);
    });
  return (
    <button
      type="button"
      className={cn(
        'group inline-flex max-w-full items-center gap-1 rounded font-mono text-xs hover:bg-surface-2',
        className,
      )}
      onClick={() => {
        if (!masked || state === 'confirm') return copy();
        setState('confirm');
        window.setTimeout(() => setState((now) => (now === 'confirm' ? 'idle' : now)), 5000);
      }}
      onBlur={() => setState((now) => (now === 'confirm' ? 'idle' : now))}
      aria-label={masked ? t`Copy the real ${name}, hidden while presenting` : t`Copy ${name}`}
      title={masked ? t`Hidden while presenting: press twice to copy the real value` : value}
    >
      <span className="truncate">{display}</span>
      {state === 'confirm' ? (
        <span className="font-sans text-warning">{t`Copies the real value: press again`}</span>
      ) : null}
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="h-3.5 w-3.5 shrink-0 fill-none stroke-current text-muted"
      >
        {state === 'copied' ? (
          <path d="M3 8.5l3 3 7-7" strokeWidth="1.8" />
        ) : (
          <>
            <rect x="5" y="5" width="8" height="8" rx="1.5" strokeWidth="1.4" />
            <path d="M3 10.5V4a1 1 0 0 1 1-1h6.5" strokeWidth="1.4" />
          </>
        )}
      </svg>
      <span className="sr-only" aria-live="polite">
        {state === 'copied'
          ? t`Copied`
          : state === 'confirm'
            ? t`This copies the real value, not the masked one. Press again to copy it.`
            : ''}
      </span>
    </button>
  );
}
