import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import { useWritePermission } from '@/api/identity/use-identity';
import { DropdownMenu, MenuItem, MenuNote } from '@/components/ui/dropdown-menu';
import { actionLabels, allowedActions, type InstanceAction } from '../status';
import { instanceStatusInSentence } from '@/lib/wording/instance-status';
import type { Instance } from '../types';

/** The list page's handler for a row action (destroy opens the name-typing dialog). */
export const RowActionContext = createContext<{
  run: (instance: Instance, action: InstanceAction) => void;
  busyId: string | undefined;
}>({
  run: () => undefined,
  busyId: undefined,
});

const triggerClass =
  'inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg hover:bg-surface-2';

/** A row's action menu: only the actions its status allows. */
export function RowMenu({ instance }: { instance: Instance }) {
  const { t } = useLingui();
  const name = instance.name;
  return (
    <DropdownMenu
      label={t`Actions for ${name}`}
      face={<span aria-hidden="true">⋯</span>}
      triggerClassName={triggerClass}
    >
      <RowMenuEntries instance={instance} />
    </DropdownMenu>
  );
}

// Rendered only while the menu is open, so a row subscribes to the identity only then.
function RowMenuEntries({ instance }: { instance: Instance }) {
  const { t } = useLingui();
  const { run, busyId } = useContext(RowActionContext);
  const labels = actionLabels();
  const status = instanceStatusInSentence(instance.status);
  const { canWrite, reason } = useWritePermission();
  const actions = allowedActions(instance.status);
  const busy = busyId === instance.id;
  return (
    <>
      {actions.length === 0 ? <MenuItem disabled>{t`No actions while ${status}`}</MenuItem> : null}
      {!canWrite && actions.length > 0 ? <MenuNote>{reason}</MenuNote> : null}
      {actions.map((action) => (
        <MenuItem
          key={action}
          disabled={!canWrite || busy}
          danger={action === 'destroy'}
          onSelect={() => run(instance, action)}
        >
          {action === 'destroy' ? t`Destroy…` : labels[action]}
        </MenuItem>
      ))}
    </>
  );
}
