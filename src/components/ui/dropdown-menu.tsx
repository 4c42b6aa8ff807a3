import {
  createContext,
  useContext,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { lazyPart, useLazyPart } from '@/lib/code-loading/lazy-part';
import type { MenuParts } from './dropdown-menu-radix';

// Radix's menu with floating-ui (~17 kB gzip) runs only once a menu is opened: it loads on the
// first press, or ahead when a trigger is pointed at or focused, or the browser is idle after the
// first view.
const radixMenu = lazyPart(() => import('./dropdown-menu-radix'));

// The keys that open a Radix menu trigger.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export interface DropdownMenuProps {
  /** The trigger's accessible name. */
  label: string;
  /** What the trigger shows (an icon marked aria-hidden). */
  face: ReactNode;
  triggerClassName: string;
  /** The menu's entries (MenuItem, MenuNote): rendered only while the menu is open. */
  children: ReactNode;
}

/**
 * A menu button. Until it is first pressed it is a plain button: a Radix menu per row (providers,
 * listeners, and the entries' own hooks) was most of a list's first render on a phone, and its code
 * is not needed to show a page. Pressing it mounts the Radix menu, open, and keeps it mounted; a key
 * that opened it is handed over, so the first entry is focused as with a Radix trigger.
 */
export function DropdownMenu({ label, face, triggerClassName, children }: DropdownMenuProps) {
  // undefined: never opened; null: opened by a pointer; a key: opened by that key.
  const [openedBy, setOpenedBy] = useState<string | null | undefined>();
  useEffect(() => radixMenu.loadWhenIdle(), []);
  const loaded = useLazyPart(radixMenu, openedBy !== undefined);
  if (loaded && openedBy !== undefined) {
    return (
      <loaded.OpenedMenu
        label={label}
        face={face}
        triggerClassName={triggerClassName}
        openKey={openedBy}
      >
        {children}
      </loaded.OpenedMenu>
    );
  }
  const open = (by: string | null) => {
    void radixMenu.load();
    setOpenedBy(by);
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClassName}
      onPointerEnter={() => void radixMenu.load()}
      onFocus={() => void radixMenu.load()}
      onPointerDown={(event) => {
        // As Radix's trigger: the primary button without Ctrl opens; the menu takes the focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open(null);
      }}
      // A click without a pointer press (assistive technology) opens it too.
      onClick={() => open(null)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open(event.key);
      }}
    >
      {face}
    </button>
  );
}

/** Radix's menu parts, given by the loaded menu to its entries. */
export const MenuPartsContext = createContext<MenuParts | null>(null);

const itemClass =
  'flex cursor-pointer items-center rounded px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2';

/** One action of a DropdownMenu; `danger` for a destructive one. */
export function MenuItem({
  children,
  disabled = false,
  danger = false,
  onSelect,
}: {
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  onSelect?: () => void;
}) {
  const parts = useContext(MenuPartsContext);
  if (!parts) return null;
  return (
    <parts.Item
      disabled={disabled}
      onSelect={onSelect}
      className={danger ? `${itemClass} text-danger` : itemClass}
    >
      {children}
    </parts.Item>
  );
}

/** A line of text in a DropdownMenu (why its actions are disabled). */
export function MenuNote({ children }: { children: ReactNode }) {
  const parts = useContext(MenuPartsContext);
  if (!parts) return null;
  return (
    <parts.Label className="max-w-60 px-2.5 py-1.5 text-xs text-muted">{children}</parts.Label>
  );
}
