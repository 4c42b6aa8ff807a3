import { useRef, useState } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { useWritePermission } from '@/api/use-identity';
import { useInstanceAction, instanceActionCall } from '../mutations';
import { ACTION_DONE, ACTION_LABELS, allowedActions, type InstanceAction } from '../status';
import type { Instance } from '../types';
import { isolate } from '@/lib/isolate';
import { useKeepFocus } from '@/lib/use-keep-focus';
import { DestroyDialog } from './lazy-destroy-dialog';

/** The detail page's actions: only those the status allows, disabled with the reason for a read key. */
export function InstanceActions({ instance }: { instance: Instance }) {
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
        onSuccess: (result) => setDone(`${isolate(result.name)} ${ACTION_DONE[name]}; it is now ${result.status}.`),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (actions.length === 0) {
    return <p className="text-sm text-muted">No actions: the instance is {instance.status}.</p>;
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div ref={group} tabIndex={-1} className="flex flex-wrap justify-end gap-2" role="group" aria-label="Instance actions">
        {actions.map((name) =>
          name === 'destroy' ? (
            <Button key={name} variant="danger" disabled={!canWrite || action.isPending} disabledReason={reason} onClick={() => setDestroyOpen(true)}>
              Destroy…
            </Button>
          ) : (
            <Button
              key={name}
              disabled={!canWrite || action.isPending}
              disabledReason={canWrite ? 'Another action is in progress.' : reason}
              onClick={() => run(name)}
            >
              {action.isPending && action.variables?.action === name ? `${ACTION_LABELS[name]}…` : ACTION_LABELS[name]}
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
          <ShowRequest key={name} call={instanceActionCall(instance.id, name)} label={`Show the ${ACTION_LABELS[name].toLowerCase()} request`} className="text-xs" />
        ))}
      <DestroyDialog instance={instance} open={destroyOpen} onOpenChange={setDestroyOpen} onDestroyed={(result) => setDone(`${isolate(result.name)} destroyed.`)} />
    </div>
  );
}
