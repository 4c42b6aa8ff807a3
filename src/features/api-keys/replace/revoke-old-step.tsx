import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { switchSessionKey } from '@/api/identity/connect';
import { useWritePermission } from '@/api/identity/use-identity';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { deleteOf, holdDelete } from '@/components/write/undo-window/undoable';
import { useHeldDelete } from '@/components/write/undo-window/use-holds';
import { useUndoWords } from '@/components/write/undo-window/undo-words';
import { KeyErrorNotice } from '../components/key-error-notice';
import { useRevokeApiKey } from '../mutations';
import type { ApiKey } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

/**
 * Revokes the old key. When the console itself uses it, the console first switches to the new key
 * (checked in the step before), so the revoke does not sign it out. Like every revoke, it is held
 * in the undo window first (Preferences): the step shows the countdown with Undo, and moves on
 * once the revoke was sent.
 */
export function RevokeOldStep({
  oldKey,
  newKey,
  token,
  oldIsSession,
  onRevoked,
}: {
  oldKey: ApiKey;
  newKey: ApiKey;
  token: string;
  oldIsSession: boolean;
  onRevoked: () => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const queryClient = useQueryClient();
  const mutation = useRevokeApiKey();
  const [switchError, setSwitchError] = useState<unknown>(null);
  const sending = useRef(false);
  const target = `/api-keys/${oldKey.id}`;
  const held = useHeldDelete(target);
  const undoWords = useUndoWords();

  async function revoke() {
    if (sending.current || held || !canWrite) return;
    sending.current = true;
    setSwitchError(null);
    try {
      if (oldIsSession) {
        try {
          await switchSessionKey(queryClient, token);
        } catch (error) {
          setSwitchError(error);
          return;
        }
      }
      const send = async () => {
        await mutation.mutateAsync({ id: oldKey.id, ownKey: false });
        onRevoked();
      };
      // In the undo window the revoke is sent when it ends (the countdown shows below); Undo sends nothing.
      if (holdDelete(deleteOf(target, oldKey.name), send)) return;
      await send();
    } catch {
      /* shown below from mutation.error */
    } finally {
      sending.current = false;
    }
  }

  const oldName = oldKey.name;
  const newName = newKey.name;
  const oldPrefix = shown(oldKey.prefix, 'word');
  const newPrefix = shown(newKey.prefix, 'word');
  return (
    <section aria-labelledby="revoke-title" className="flex max-w-xl flex-col gap-3">
      <h2 id="revoke-title" className="text-base font-semibold">
        {t`Revoke the old key`}
      </h2>
      <p className="text-sm">
        <Trans>
          <strong>
            <UserText>{oldName}</UserText>
          </strong>{' '}
          (<code>{oldPrefix}</code>) stops working at once for everything still using it.
        </Trans>{' '}
        {undoWords}{' '}
        <Trans>
          <strong>
            <UserText>{newName}</UserText>
          </strong>{' '}
          (<code>{newPrefix}</code>) stays.
        </Trans>
      </p>
      {oldIsSession ? (
        <Notice tone="info" title={t`This console is using the old key`}>
          {t`The console switches to the new key first, then revokes the old one, so you stay signed in.`}
        </Notice>
      ) : null}
      {switchError ? <KeyErrorNotice error={switchError} action="revoke" /> : null}
      {mutation.error ? <KeyErrorNotice error={mutation.error} action="revoke" /> : null}
      <div className="flex items-center justify-end">
        <PendingDelete target={target} name={oldName} />
        <Button
          variant="danger"
          onClick={() => void revoke()}
          disabled={!canWrite || mutation.isPending || held !== undefined}
          disabledReason={canWrite ? t`Revoking…` : reason}
          // The name is isolated on screen; the accessible name keeps it as plain text.
          aria-label={mutation.isPending ? undefined : t`Revoke “${oldName}”`}
        >
          {mutation.isPending ? (
            t`Revoking…`
          ) : (
            <Trans>
              Revoke “<UserText>{oldName}</UserText>”
            </Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
