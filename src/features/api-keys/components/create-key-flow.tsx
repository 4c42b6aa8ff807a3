import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/api/use-identity';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';
import { TokenDialog, type ShownToken } from './token-dialog';

// The form and its schema (zod, ~23 kB gzip) load when the form is first opened, or ahead when the
// browser is idle after the first view.
const createKeyDialog = lazyPart(() => import('./create-key-dialog'));

/** The create button, its form and the show-once dialog. The token lives in this state only. */
export function CreateKeyFlow() {
  const { canWrite, reason } = useWritePermission();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownToken | null>(null);
  const form = useLazyPart(createKeyDialog, creating);
  useEffect(() => createKeyDialog.loadWhenIdle(), []);
  return (
    <>
      <Button variant="primary" disabled={!canWrite} disabledReason={reason} onClick={() => setCreating(true)}>
        Create key
      </Button>
      {form ? (
        <form.CreateKeyDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      ) : null}
      {/* Setting null on Done unmounts the token from the page. */}
      <TokenDialog secret={secret} onDone={() => setSecret(null)} />
    </>
  );
}
