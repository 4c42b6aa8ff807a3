/**
 * "Recreate as script": a dialog with the script (bash or Python) that recreates a selection on
 * another account, to copy or download. The panel and the writers load when it first opens. The
 * script holds no key: it reads CLOUD_API_KEY, and the address from CLOUD_API_URL, by default the
 * one this console uses. It sends nothing, so a read key may use it.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { getSession } from '@/api/session/session';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import type { RecreateSelection } from './data';

const RecreatePanel = lazy(() =>
  import('./recreate-panel').then((module) => ({ default: module.RecreatePanel })),
);

const apiUrl = () =>
  new URL(getSession()?.baseUrl ?? '/api/v1', window.location.origin).href.replace(/\/$/, '');

/** The dialog for `selection` while it is not null. */
export function RecreateScriptDialog({
  selection,
  onClose,
}: {
  selection: RecreateSelection | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={selection !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Recreate as script`}
      description={t`A script that creates these resources, and what they need, on another account.`}
      className="max-w-3xl"
    >
      {selection ? (
        <Suspense fallback={<p className="text-xs text-muted">{t`Loading…`}</p>}>
          <RecreatePanel selection={selection} apiUrl={apiUrl()} />
        </Suspense>
      ) : null}
      {/* A phone has no Escape key: the dialog says how to leave it. */}
      <div className="mt-4 flex justify-end">
        <DialogClose asChild>
          <Button size="sm" variant="ghost">
            {t`Close`}
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}

/**
 * `servers`: the read of the server list the selection takes its servers from (a volume's, a VPC's
 * members). Until it has answered the button waits: a script written before would recreate the
 * volume or VPC without its servers and say nothing of them.
 */
export function RecreateScriptButton({
  read,
  size,
  servers,
}: {
  read: () => RecreateSelection;
  size?: 'sm' | 'md';
  servers?: { isPending: boolean; error: unknown };
}) {
  const { t } = useLingui();
  const [selection, setSelection] = useState<RecreateSelection | null>(null);
  const waiting = servers?.isPending
    ? t`Reading the servers it needs…`
    : servers?.error
      ? t`The servers it needs could not be read.`
      : undefined;
  return (
    <>
      <Button
        size={size}
        disabled={waiting !== undefined}
        disabledReason={waiting}
        onClick={() => setSelection(read())}
      >
        {t`Recreate as script`}
      </Button>
      <RecreateScriptDialog selection={selection} onClose={() => setSelection(null)} />
    </>
  );
}
