import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { SecretHiddenNote, useSecretOnScreen } from '@/components/ui/secret-on-screen';
import { shown, usePresenting } from '@/lib/presentation/presentation';

/**
 * The signing secret, shown once. Locked until the user confirms it is stored; the secret exists
 * only in the caller's state for as long as this dialog is open, and leaves the DOM on close. In
 * presentation mode the field and the endpoint's host are masked (SecretField).
 */
export function SecretDialog({
  secret,
  url: endpointUrl,
  onDone,
}: {
  secret: string | null;
  url: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [stored, setStored] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // Drawn again when presentation mode is switched, so the host is masked or shown as the mode says.
  usePresenting();
  const url = shown(endpointUrl, 'url');
  const close = () => {
    setStored(false);
    setCopied(null);
    onDone();
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => (open ? undefined : stored && close())}
      locked
      title={t`Store the signing secret`}
      description={t`The endpoint ${url} was added. Its secret signs every delivery; it is shown now and never again.`}
    >
      {secret !== null ? (
        <div className="flex flex-col gap-3">
          <SecretField secret={secret} />
          <div className="flex items-center gap-2">
            <Button
              onClick={() => {
                navigator.clipboard?.writeText(secret).then(
                  () => setCopied('yes'),
                  () => setCopied('failed'),
                );
              }}
            >
              <Trans>Copy secret</Trans>
            </Button>
            <span role="status" className="text-sm text-muted">
              {copied === 'yes'
                ? t`Copied to the clipboard.`
                : copied === 'failed'
                  ? t`Copying failed; select the text and copy it.`
                  : ''}
            </span>
          </div>
          <Notice tone="warning">
            <Trans>
              Keep it where your receiver reads its configuration. If it is lost, delete the
              endpoint and add it again for a new secret.
            </Trans>
          </Notice>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={stored} onChange={(e) => setStored(e.target.checked)} />
            <Trans>I have stored the secret</Trans>
          </label>
          <div className="flex justify-end">
            <Button
              variant="primary"
              disabled={!stored}
              disabledReason={t`Confirm that you have stored the secret first.`}
              onClick={close}
            >
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Its own component, so a secret shown on screen while presenting is hidden again for the next one. */
function SecretField({ secret }: { secret: string }) {
  const onScreen = useSecretOnScreen(secret);
  const noteId = useId();
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium">
        <Trans>Signing secret</Trans>
        <input
          readOnly
          value={onScreen.value}
          aria-describedby={onScreen.hidden ? noteId : undefined}
          className="w-full rounded-md border border-border bg-surface-2 px-3 py-2 font-mono text-sm"
          onFocus={(e) => e.target.select()}
          onCopy={onScreen.onCopy}
        />
      </label>
      <SecretHiddenNote id={noteId} shown={onScreen} />
    </>
  );
}
