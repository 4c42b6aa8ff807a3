import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A labelled button that copies a longer text (payloads, snippets) and says whether it worked.
 * `masked`: what is on screen is presentation mode's masked copy of `text`; the first press then
 * says that the real text will be copied, the second copies it.
 */
export function CopyButton({
  text,
  label,
  masked = false,
}: {
  text: string;
  label: string;
  masked?: boolean;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'confirm' | 'copied' | 'failed'>('idle');
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        onClick={() => {
          if (masked && state !== 'confirm') return setState('confirm');
          void navigator.clipboard?.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
        onBlur={() => setState((now) => (now === 'confirm' ? 'idle' : now))}
      >
        {masked && state === 'confirm' ? t`Copy the real values` : label}
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === 'copied'
          ? t`Copied`
          : state === 'failed'
            ? t`Copying failed; select the text instead`
            : state === 'confirm'
              ? t`Hidden while presenting: this copies the real values. Press again to copy.`
              : ''}
      </span>
    </span>
  );
}
