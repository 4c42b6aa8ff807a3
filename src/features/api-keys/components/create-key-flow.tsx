import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/identity/use-identity';
import { lazyWhenOpen } from '@/lib/code-loading/lazy-part';
import { TokenDialog, type ShownToken } from './token-dialog';

// The form and its schema (zod, ~23 kB gzip) load when the form is first opened, or ahead when the
// browser is idle after the first view.
const CreateKeyDialog = lazyWhenOpen(() =>
  import('./create-key-dialog').then((module) => module.CreateKeyDialog),
);

/** The create button, its form and the show-once dialog. The token lives in this state only. */
export function CreateKeyFlow() {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownToken | null>(null);
  return (
    <>
      <Button
        variant="primary"
        disabled={!canWrite}
        disabledReason={reason}
        onClick={() => setCreating(true)}
      >
        {t`Create key`}
      </Button>
      <CreateKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      {/* Setting null on Done unmounts the token from the page. */}
      <TokenDialog secret={secret} onDone={() => setSecret(null)} />
    </>
  );
}
