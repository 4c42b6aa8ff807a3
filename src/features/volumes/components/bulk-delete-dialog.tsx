import { plural } from '@lingui/core/macro';
import { useWaitingReason } from '@/components/write/undo-window/undo-words';
import { useLingui } from '@lingui/react/macro';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { useWritePermission } from '@/api/identity/use-identity';
import { deleteVolumeCall } from '../mutations';
import type { Volume } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { formatNumber } from '@/lib/format';

/** Confirms deleting several volumes; attached ones lose their data for good, so the word is typed. */
export function BulkDeleteDialog({
  volumes,
  open,
  onOpenChange,
  onConfirm,
}: {
  volumes: readonly Volume[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const attached = volumes.filter((volume) => volume.instanceId !== null).length;
  const count = volumes.length;
  const requests = formatNumber(count);
  // The word typed to confirm, in the chosen language.
  const word = t({ message: 'delete', context: 'word typed to confirm' });
  const confirm = useTypeToConfirm(word, t`Type ${word} to confirm.`, {
    needed: attached > 0,
    word: true,
  });
  const waiting = useWaitingReason(
    volumes.map((volume) => ({ target: `/volumes/${volume.id}`, name: volume.name })),
  );
  const blocked = canWrite ? (waiting ?? confirm.blockedReason) : reason;
  const close = confirm.closing(onOpenChange);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={plural(count, { one: 'Delete # volume?', other: 'Delete # volumes?' })}
      description={
        attached > 0
          ? plural(attached, {
              one: '# of them is attached: the data is lost for good and the instance loses the disk while running. One request is sent per volume, one after another.',
              other:
                '# of them are attached: the data is lost for good and the instance loses the disk while running. One request is sent per volume, one after another.',
            })
          : t`The volumes and their data are deleted for good. One request is sent per volume, one after another.`
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked) return;
          close(false);
          onConfirm();
        }}
      >
        <ul
          aria-label={t`Volumes to delete`}
          className="max-h-48 overflow-y-auto rounded-md border border-border px-3 py-2 text-sm"
        >
          {volumes.map((volume) => (
            <li key={volume.id}>
              <UserText className="font-medium">{volume.name}</UserText>
              {volume.instanceId ? (
                <span className="text-warning">
                  {' '}
                  · {t({ message: 'attached', context: 'volume' })}
                </span>
              ) : (
                <span className="text-muted">
                  {' '}
                  · {t({ message: 'not attached', context: 'volume' })}
                </span>
              )}
            </li>
          ))}
        </ul>
        {attached > 0 ? <TypeToConfirm {...confirm.field} /> : null}
        {volumes[0] ? (
          <ShowRequest
            call={deleteVolumeCall(volumes[0].id)}
            note={
              count > 1
                ? t`This is the first of ${requests} requests; each of the others names its own volume.`
                : undefined
            }
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button>{t`Cancel`}</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            disabled={Boolean(blocked)}
            disabledReason={blocked}
            showReason={waiting !== undefined}
          >
            {plural(count, { one: 'Delete volume', other: 'Delete volumes' })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
