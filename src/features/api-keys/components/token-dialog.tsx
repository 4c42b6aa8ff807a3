import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { downloadToken } from '../download-token';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';
import { SecretHiddenNote, useSecretOnScreen } from '@/components/ui/secret-on-screen';

export interface ShownToken {
  token: string;
  name: string;
  prefix: string;
}

/**
 * Shows a new token once. Locked until the person confirms they stored it; on Done the parent sets
 * its state to null, which unmounts the token from the page.
 */
export function TokenDialog({ secret, onDone }: { secret: ShownToken | null; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={() => undefined}
      locked
      title={t`Copy the new key now`}
      description={t`This is the only time the key is shown. The service stores it hashed and cannot show it again.`}
    >
      {secret ? <TokenBody secret={secret} onDone={onDone} /> : null}
    </Dialog>
  );
}

function TokenBody({ secret, onDone }: { secret: ShownToken; onDone: () => void }) {
  const { t } = useLingui();
  const [stored, setStored] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const tokenId = useId();
  const noteId = useId();
  // Presentation mode: the field holds the mask until asked; Copy and Download give the real key.
  const onScreen = useSecretOnScreen(secret.token);
  // Only the key's name and prefix enter a message; the token itself never does.
  const name = secret.name;
  const prefix = shown(secret.prefix, 'word');
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret.token);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <Trans>
          Key{' '}
          <strong>
            <UserText>{name}</UserText>
          </strong>{' '}
          (<code>{prefix}</code>)
        </Trans>
      </p>
      <div>
        <label htmlFor={tokenId} className="text-sm font-medium">
          {t`API key`}
        </label>
        <textarea
          id={tokenId}
          readOnly
          rows={2}
          spellCheck={false}
          autoComplete="off"
          className="mt-1 w-full resize-none rounded-md border border-border bg-surface-2 px-3 py-2 font-mono text-sm wrap-anywhere text-fg"
          value={onScreen.value}
          aria-describedby={onScreen.hidden ? noteId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          onCopy={onScreen.onCopy}
        />
        <SecretHiddenNote id={noteId} shown={onScreen} />
      </div>
      <div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copy()}>{t`Copy key`}</Button>
          <Button
            onClick={() => downloadToken(secret.token, secret.name)}
          >{t`Download as .txt`}</Button>
        </div>
        {/* Its own line with its height kept while empty: beside the buttons it wrapped onto a new
            line on a phone when it appeared, and the dialog grew by it. */}
        <p className="mt-1.5 min-h-5 text-sm text-muted" aria-live="polite">
          {copied === 'copied'
            ? t`Copied to the clipboard.`
            : copied === 'failed'
              ? t`Copying was refused; select the key and copy it by hand.`
              : ''}
        </p>
      </div>
      <Notice tone="warning" title={t`It cannot be shown again`}>
        {t`Store it in your password manager or secret store before closing. If it is lost, revoke the key and create a new one.`}
      </Notice>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={stored}
          onChange={(event) => setStored(event.target.checked)}
        />
        {t`I have stored this key`}
      </label>
      <div className="flex justify-end">
        <Button
          variant="primary"
          disabled={!stored}
          disabledReason={t`Tick “I have stored this key” first.`}
          onClick={onDone}
        >
          {t`Done`}
        </Button>
      </div>
    </div>
  );
}
