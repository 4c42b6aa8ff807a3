import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';
import type * as RadixDialog from '@radix-ui/react-dialog';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  locked?: boolean;
  className?: string;
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
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = focusOrigin(document.activeElement);
  }, [open]);
  useEffect(preloadDialogWhenIdle, []);
  const loaded = useLazyPart(radixDialog, open);
  if (!loaded) return null;
  return <loaded.RadixDialogView {...props} returnTo={returnTo} />;
}

/**
 * Where the focus goes back to. A dialog opened from a menu entry (a row's "Destroy…") was opened
 * from an element that is gone once the menu closes: the menu's button takes the focus back.
 */
function focusOrigin(active: HTMLElement): HTMLElement {
  const trigger = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (trigger && document.getElementById(trigger)) || active;
}

type CloseProps = ComponentProps<typeof RadixDialog.Close>;
/** Radix's Close, given by the loaded dialog to what it renders. */
export const DialogCloseContext = createContext<{ Close: ComponentType<CloseProps> } | null>(null);

/** Closes the dialog it is in (`asChild` puts the behaviour on its one child, as Radix's Close). */
export function DialogClose(props: CloseProps) {
  const parts = useContext(DialogCloseContext);
  return parts ? <parts.Close {...props} /> : null;
}
