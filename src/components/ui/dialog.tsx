import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyPart, useLazyPart } from '@/lib/code-loading/lazy-part';
import type * as RadixDialog from '@radix-ui/react-dialog';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  locked?: boolean;
  className?: string;
  /**
   * What takes the focus as the dialog opens (Radix's default, the first tabbable element, when
   * this is absent or gives null). A confirmation without fields gives its Cancel, the safe choice.
   */
  initialFocus?: () => HTMLElement | null | undefined;
}

// Radix's dialog (focus scope, scroll lock, dismissable layer: ~14 kB gzip) is code no page's
// first view runs: it loads on first open, or ahead when the browser is idle after the first view.
const radixDialog = lazyPart(() => import('./dialog-radix'));

/** Fetches the dialogs' Radix code when the browser is idle after the first view (once). */
export const preloadDialogWhenIdle = () => radixDialog.loadWhenIdle();

/**
 * Modal dialog over Radix: traps and restores focus, labelled by its title. `locked` refuses
 * Escape and outside clicks (for show-once secrets that must be confirmed first). Renders nothing
 * until first opened; the Radix part is in dialog-radix.tsx.
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  // Our dialogs open from many places, not a Radix Trigger, so Radix cannot know where focus came
  // from; remember it as the dialog opens (before its code may still be loading) and give it back
  // on close.
  const returnTo = useRef<HTMLElement[]>([]);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = [
      ...(active instanceof HTMLElement && active !== document.body ? focusOrigins(active) : []),
      ...justClosed,
    ];
    return () => {
      justClosed = returnTo.current;
      window.setTimeout(() => (justClosed = []), 0);
    };
  }, [open]);
  useEffect(preloadDialogWhenIdle, []);
  const loaded = useLazyPart(radixDialog, open);
  if (!loaded) return null;
  return <loaded.RadixDialogView {...props} returnTo={returnTo} />;
}

/**
 * Where the focus goes back to when a dialog closes, best first; the first one still on the page
 * and enabled takes it (dialog-radix.tsx), else the main region. A dialog opened from a menu entry
 * (a row's "Destroy…") goes back to the menu's button, as the entry is gone once the menu closes.
 */
function focusOrigins(active: HTMLElement): HTMLElement[] {
  const trigger = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = trigger ? document.getElementById(trigger) : null;
  return menuButton ? [menuButton] : [active];
}

// Where the dialog that has just closed would have given the focus back. A dialog that opens as
// another closes (the create-key form, then the token shown once) was opened from the form's
// controls, gone by the time it closes: then it goes back where the form came from. Kept for the
// commit the first one closes in.
let justClosed: HTMLElement[] = [];

type CloseProps = ComponentProps<typeof RadixDialog.Close>;
/** Radix's Close, given by the loaded dialog to what it renders. */
export const DialogCloseContext = createContext<{ Close: ComponentType<CloseProps> } | null>(null);

/** Closes the dialog it is in (`asChild` puts the behaviour on its one child, as Radix's Close). */
export function DialogClose(props: CloseProps) {
  const parts = useContext(DialogCloseContext);
  return parts ? <parts.Close {...props} /> : null;
}
