import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { signOut } from '@/api/session/sign-out';
import { useWritePermission } from '@/api/identity/use-identity';
import { holdDelete, deleteOf } from '@/components/write/undo-window/undoable';
import { useUndoWords, useWaitingReason } from '@/components/write/undo-window/undo-words';
import { useRevokeApiKey, revokeApiKeyCall } from '../mutations';
import type { ApiKey } from '../queries';
import { ShowRequest } from '@/components/request/show-request';
import { KeyErrorNotice } from './key-error-notice';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';
import { scopeName } from '../scope-words';

/** Confirms a revoke. Revoking the key of this session signs the console out, as it says beforehand. */
export function RevokeKeyDialog({
  apiKey,
  ownKey,
  onClose,
}: {
  apiKey: ApiKey | null;
  ownKey: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const mutation = useRevokeApiKey();
  const queryClient = useQueryClient();
  const router = useRouter();
  const sending = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const undoWords = useUndoWords();
  const waiting = useWaitingReason(
    apiKey ? [{ target: `/api-keys/${apiKey.id}`, name: apiKey.name }] : [],
  );

  async function revoke() {
    if (!apiKey || sending.current || !canWrite || waiting) return;
    const id = apiKey.id;
    const send = async () => {
      await mutation.mutateAsync({ id, ownKey });
      if (!ownKey) return;
      signOut(queryClient, 'revoked_self');
      await router.navigate({ to: '/connect', search: { reason: 'revoked_self' } });
    };
    // In the undo window, the dialog closes; the revoke (and the sign-out for this session's own key) follows it.
    if (holdDelete(deleteOf(`/api-keys/${id}`, apiKey.name), send, close)) return;
    sending.current = true;
    try {
      await send();
      if (ownKey) return;
      mutation.reset();
      onClose();
    } catch {
      /* shown below from mutation.error */
    } finally {
      sending.current = false;
    }
  }

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  const name = apiKey?.name ?? '';
  const prefix = apiKey ? shown(apiKey.prefix, 'word') : '';
  const scope = apiKey ? scopeName(apiKey.scope) : '';
  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={
        apiKey ? (
          <Trans>
            Revoke “<UserText>{name}</UserText>”?
          </Trans>
        ) : (
          t`Revoke key`
        )
      }
      // Opens on Cancel, the safe choice, not on "Show the request" that comes before it.
      initialFocus={() => cancel.current}
    >
      {apiKey ? (
        <div className="flex flex-col gap-3 text-sm">
          <p>
            <Trans>
              Key <code>{prefix}</code> ({scope}) stops working at once, for everything that uses
              it.
            </Trans>{' '}
            {undoWords}
          </p>
          {ownKey ? (
            <Notice tone="warning" title={t`This is the key this console is using`}>
              {t`Revoking it signs this console out straight away. You will need another key to connect again.`}
            </Notice>
          ) : null}
          {mutation.error ? <KeyErrorNotice error={mutation.error} action="revoke" /> : null}
          <ShowRequest call={revokeApiKeyCall(apiKey.id)} />
          <div className="flex justify-end gap-2">
            <Button ref={cancel} onClick={close} disabled={mutation.isPending}>
              {t`Cancel`}
            </Button>
            <Button
              variant="danger"
              onClick={() => void revoke()}
              disabled={!canWrite || mutation.isPending || waiting !== undefined}
              disabledReason={!canWrite ? reason : mutation.isPending ? t`Revoking…` : waiting}
              showReason={waiting !== undefined}
            >
              {mutation.isPending ? t`Revoking…` : ownKey ? t`Revoke and sign out` : t`Revoke key`}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
