import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MenuPartsContext } from './dropdown-menu';

export interface MenuParts {
  Item: typeof Menu.Item;
  Label: typeof Menu.Label;
}
const parts: MenuParts = { Item: Menu.Item, Label: Menu.Label };

/**
 * The Radix side of `DropdownMenu` (dropdown-menu.tsx), in a chunk of its own that loads when a
 * menu is first opened or fetched ahead (src/lib/code-loading/lazy-part.ts). Mounted open by a pointer, or
 * closed with the key that opened it handed to the trigger.
 */
export function OpenedMenu({
  label,
  face,
  triggerClassName,
  openKey,
  children,
}: {
  label: string;
  face: ReactNode;
  triggerClassName: string;
  openKey: string | null;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(openKey === null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openKey === null || !trigger.current) return;
    // Opened from the keyboard: the key is handed to Radix's trigger, now mounted and listening,
    // so the menu opens with its first entry focused, as a Radix menu opened by a key does.
    trigger.current.focus();
    trigger.current.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: openKey, bubbles: true, cancelable: true }),
    );
  }, [openKey]);
  // Not modal: a modal Radix menu marked the rest of the page aria-hidden while its links and
  // buttons stayed focusable (axe: aria-hidden-focus) and locked the page's scrolling. The keys
  // are Radix's either way: arrows move, Escape closes and gives the focus back, a press outside
  // closes it.
  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger ref={trigger} aria-label={label} className={triggerClassName}>
        {face}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
        >
          <MenuPartsContext.Provider value={parts}>{children}</MenuPartsContext.Provider>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
