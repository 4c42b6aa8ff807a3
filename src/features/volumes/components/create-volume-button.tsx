import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import { lazyWhenOpen } from '@/lib/code-loading/lazy-part';

// The form (create-volume-dialog.tsx) loads when first opened, or ahead when the browser is idle.
const CreateVolumeDialog = lazyWhenOpen(() =>
  import('./create-volume-dialog').then((module) => module.CreateVolumeDialog),
);

export function CreateVolumeButton() {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setOpen(true)}
      >
        {t`Create volume`}
      </Button>
      <CreateVolumeDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
