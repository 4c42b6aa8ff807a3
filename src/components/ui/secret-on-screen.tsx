import { useLingui } from '@lingui/react/macro';
import { useState, type ClipboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { mask, usePresenting } from '@/lib/presentation/presentation';

/**
 * A secret shown once (a new API key, a webhook's signing secret) as its field shows it. In
 * presentation mode the field holds the mask, not the secret (so neither the screen nor the DOM has
 * it), until the person asks to show it on this screen; copying from the masked field still copies
 * the real secret, as the dialog's Copy button does, so the one chance to store it is not lost.
 */
export function useSecretOnScreen(secret: string) {
  const presenting = usePresenting();
  const [revealed, setRevealed] = useState(false);
  const hidden = presenting && !revealed;
  return {
    hidden,
    value: hidden ? mask(secret, 'word') : secret,
    reveal: () => setRevealed(true),
    onCopy: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (!hidden) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', secret);
    },
  };
}

/** Says the field is masked while presenting, and offers to show the secret on this screen. */
export function SecretHiddenNote({
  id,
  shown,
}: {
  id: string;
  shown: ReturnType<typeof useSecretOnScreen>;
}) {
  const { t } = useLingui();
  if (!shown.hidden) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <p id={id}>{t`Hidden while presenting: copying it still copies the real value.`}</p>
      <Button size="sm" onClick={shown.reveal}>
        {t`Show it on this screen`}
      </Button>
    </div>
  );
}
