import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

const triggerClass = 'inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg hover:bg-surface-2';
const itemClass =
  'flex cursor-pointer items-center rounded px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2';
// The keys that open a Radix menu trigger.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A row's action menu: only the actions its status allows. Until it is first opened the row holds
 * a plain button: a Radix menu per row (its providers, listeners and identity subscription) was most
 * of the list's first render on a phone. Pressing it mounts the menu, open, and keeps it mounted.
 */
export function RowMenu({ instance }: { instance: Instance }) {
  // null: opened by a pointer; a key: opened by that key.
  const [openedBy, setOpenedBy] = useState<string | null | undefined>();
  if (openedBy !== undefined) return <OpenedRowMenu instance={instance} openKey={openedBy} />;
  return (
    <button
      type="button"
      aria-label={`Actions for ${instance.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      onPointerDown={(event) => {
        // As Radix's trigger: the primary button without Ctrl opens; the menu takes the focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpenedBy(null);
      }}
      // A click without a pointer press (assistive technology) opens it too.
      onClick={() => setOpenedBy(null)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpenedBy(event.key);
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}

function OpenedRowMenu({ instance, openKey }: { instance: Instance; openKey: string | null }) {
  const [open, setOpen] = useState(openKey === null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { run, busyId } = useContext(RowActionContext);
  const { canWrite, reason } = useWritePermission();
  const actions = allowedActions(instance.status);
  const busy = busyId === instance.id;
  useEffect(() => {
    if (openKey === null || !trigger.current) return;
    // Opened from the keyboard: the key is handed to Radix's trigger, now mounted and listening,
    // so the menu opens with its first action focused, as a Radix menu opened by a key does.
    trigger.current.focus();
    trigger.current.dispatchEvent(new globalThis.KeyboardEvent('keydown', { key: openKey, bubbles: true, cancelable: true }));
  }, [openKey]);
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger ref={trigger} aria-label={`Actions for ${instance.name}`} className={triggerClass}>
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
