import { createContext, useContext } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useWritePermission } from '@/api/use-identity';
import { cn } from '@/lib/cn';
import { ACTION_LABELS, allowedActions, type InstanceAction } from '../status';
import type { Instance } from '../types';

/** The list page's handler for a row action (destroy opens the name-typing dialog). */
export const RowActionContext = createContext<{ run: (instance: Instance, action: InstanceAction) => void; busyId: string | undefined }>({
  run: () => undefined,
  busyId: undefined,
});

const itemClass =
  'flex cursor-pointer items-center rounded px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2';

/** A row's action menu: only the actions its status allows. */
export function RowMenu({ instance }: { instance: Instance }) {
  const { run, busyId } = useContext(RowActionContext);
  const { canWrite, reason } = useWritePermission();
  const actions = allowedActions(instance.status);
  const busy = busyId === instance.id;
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={`Actions for ${instance.name}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg hover:bg-surface-2"
      >
        <span aria-hidden="true">⋯</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-lg">
          {actions.length === 0 ? (
            <Menu.Item disabled className={itemClass}>
              No actions while {instance.status}
            </Menu.Item>
          ) : null}
          {!canWrite && actions.length > 0 ? <Menu.Label className="max-w-60 px-2.5 py-1.5 text-xs text-muted">{reason}</Menu.Label> : null}
          {actions.map((action) => (
            <Menu.Item
              key={action}
              disabled={!canWrite || busy}
              onSelect={() => run(instance, action)}
              className={cn(itemClass, action === 'destroy' && 'text-danger')}
            >
              {action === 'destroy' ? 'Destroy…' : ACTION_LABELS[action]}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
