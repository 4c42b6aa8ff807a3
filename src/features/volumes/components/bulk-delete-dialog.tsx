import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { TypeToConfirm, useTypeToConfirm } from '@/components/write/type-to-confirm';
import { useWritePermission } from '@/api/use-identity';
import { deleteVolumeCall } from '../mutations';
import type { Volume } from '../queries';
import { UserText } from '@/components/ui/user-text';

const WORD = 'delete';

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
  const { canWrite, reason } = useWritePermission();
  const attached = volumes.filter((volume) => volume.instanceId !== null).length;
  const confirm = useTypeToConfirm(WORD, `Type ${WORD} to confirm.`, { needed: attached > 0, word: true });
  const blocked = canWrite ? confirm.blockedReason : reason;
  const close = confirm.closing(onOpenChange);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Delete ${volumes.length} ${volumes.length === 1 ? 'volume' : 'volumes'}?`}
      description={
        attached > 0
          ? `${attached} of them ${attached === 1 ? 'is' : 'are'} attached: the data is lost for good and the instance loses the disk while running. One request is sent per volume, one after another.`
          : 'The volumes and their data are deleted for good. One request is sent per volume, one after another.'
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
          aria-label="Volumes to delete"
          className="max-h-48 overflow-y-auto rounded-md border border-border px-3 py-2 text-sm"
        >
          {volumes.map((volume) => (
            <li key={volume.id}>
              <UserText className="font-medium">{volume.name}</UserText>
              {volume.instanceId ? (
                <span className="text-warning"> · attached</span>
              ) : (
                <span className="text-muted"> · not attached</span>
              )}
            </li>
          ))}
        </ul>
        {attached > 0 ? <TypeToConfirm {...confirm.field} /> : null}
        {volumes[0] ? (
          <ShowRequest
            call={deleteVolumeCall(volumes[0].id)}
            note={volumes.length > 1 ? `This is the first of ${volumes.length} requests; each of the others names its own volume.` : undefined}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            disabled={Boolean(blocked)}
            disabledReason={blocked}
          >
            Delete {volumes.length === 1 ? 'volume' : 'volumes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
