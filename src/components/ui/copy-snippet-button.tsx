import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A labelled button that copies a longer text (payloads, snippets) and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {label}
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Copying failed; select the text instead'
            : ''}
      </span>
    </span>
  );
}
