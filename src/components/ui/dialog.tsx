import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Modal dialog over Radix: traps and restores focus, labelled by its title. `locked` refuses
 * Escape and outside clicks (for show-once secrets that must be confirmed first).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  locked = false,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  locked?: boolean;
  className?: string;
}) {
  // Our dialogs open from many places, not a Radix Trigger, so Radix cannot know where focus came
  // from; remember it as the dialog opens and give it back on close.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onEscapeKeyDown={locked ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={locked ? (event) => event.preventDefault() : undefined}
          onInteractOutside={locked ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current;
            if (target?.isConnected) target.focus();
            else document.getElementById('main')?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(560px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-lg border border-border bg-surface p-5 text-fg shadow-xl',
            className,
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
