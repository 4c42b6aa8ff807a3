import { useLingui } from '@lingui/react/macro';
import { serversSelection } from '@/components/export/recreate/selection';
import { RecreateScriptButton } from '@/components/export/recreate/recreate-button';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { useRef, useState } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/api/identity/use-identity';
import { useInstanceAction, instanceActionCall } from '../mutations';
import { actionDone, actionLabels, allowedActions, type InstanceAction } from '../status';
import { instanceStatusInSentence } from '@/lib/wording/instance-status';
import type { Instance } from '../types';
import { isolate } from '@/lib/isolate';
import { useKeepFocus } from '@/lib/hooks/use-keep-focus';
import { DestroyDialog } from './lazy-destroy-dialog';

/** The detail page's actions: only those the status allows, disabled with the reason for a read key. */
export function InstanceActions({ instance }: { instance: Instance }) {
  const { t } = useLingui();
  const labels = actionLabels();
  const { canWrite, reason } = useWritePermission();
  const action = useInstanceAction();
  const [destroyOpen, setDestroyOpen] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const sending = useRef(false);
  const actions = allowedActions(instance.status);
  // An action in progress disables every button, the pressed one too: the focus stays on the group.
  const group = useRef<HTMLDivElement>(null);
  useKeepFocus(group);

  const run = (name: Exclude<InstanceAction, 'destroy'>) => {
    if (sending.current || !canWrite) return;
    sending.current = true;
    setDone(undefined);
    action.mutate(
      { id: instance.id, action: name },
      {
        onSuccess: (result) => setDone(actionDone(isolate(result.name), name, result.status)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const pendingLabel = (name: Exclude<InstanceAction, 'destroy'>) => {
    switch (name) {
      case 'start':
        return t`Start…`;
      case 'stop':
        return t`Stop…`;
      case 'reboot':
        return t`Reboot…`;
    }
  };
  const showRequestLabel = (name: Exclude<InstanceAction, 'destroy'>) => {
    switch (name) {
      case 'start':
        return t`Show the start request`;
      case 'stop':
        return t`Show the stop request`;
      case 'reboot':
        return t`Show the reboot request`;
    }
  };
  const destroyedMessage = (name: string) => {
    const shown = isolate(name);
    return t`${shown} destroyed.`;
  };

  if (actions.length === 0) {
    const status = instanceStatusInSentence(instance.status);
    return <p className="text-sm text-muted">{t`No actions: the instance is ${status}.`}</p>;
  }

  return (
    // Under the heading on a phone, from the start as the page reads; beside it from 640 px, at its end.
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <PendingDelete target={`/instances/${instance.id}`} name={instance.name} />
      <RecreateScriptButton read={() => serversSelection([instance])} />
      <div
        ref={group}
        tabIndex={-1}
        className="flex flex-wrap gap-2 sm:justify-end"
        role="group"
        aria-label={t`Instance actions`}
      >
        {actions.map((name) =>
          name === 'destroy' ? (
            <Button
              key={name}
              variant="danger"
              disabled={!canWrite || action.isPending}
              disabledReason={reason}
              onClick={() => setDestroyOpen(true)}
            >
              {t`Destroy…`}
            </Button>
          ) : (
            <Button
              key={name}
              disabled={!canWrite || action.isPending}
              disabledReason={canWrite ? t`Another action is in progress.` : reason}
              onClick={() => run(name)}
            >
              {action.isPending && action.variables?.action === name
                ? pendingLabel(name)
                : labels[name]}
            </Button>
          ),
        )}
      </div>
      <p role="status" className="text-xs text-muted">
        {done}
      </p>
      {action.error ? <ErrorView error={action.error} className="max-w-md" /> : null}
      {/* These actions send on click, so their requests are offered beside them (destroy's is in its dialog). */}
      {actions
        .filter((name) => name !== 'destroy')
        .map((name) => (
          <ShowRequest
            key={name}
            call={instanceActionCall(instance.id, name)}
            label={showRequestLabel(name)}
            className="text-xs"
          />
        ))}
      <DestroyDialog
        instance={instance}
        open={destroyOpen}
        onOpenChange={setDestroyOpen}
        onDestroyed={(result) => setDone(destroyedMessage(result.name))}
      />
    </div>
  );
}
