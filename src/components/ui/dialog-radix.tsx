import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseContext, type DialogProps } from './dialog';

const parts = { Close: RadixDialog.Close };

/**
 * The Radix side of `Dialog` (dialog.tsx), in a chunk of its own that loads when a dialog is first
 * opened or fetched ahead (src/lib/code-loading/lazy-part.ts). It hands Radix's Close to `DialogClose`.
 */
export function RadixDialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  locked = false,
  className,
  initialFocus,
  returnTo,
}: DialogProps & { returnTo: RefObject<HTMLElement[]> }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onEscapeKeyDown={locked ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={locked ? (event) => event.preventDefault() : undefined}
          onInteractOutside={locked ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A control that is gone, or disabled by what the dialog did (Close ticket), cannot take
            // the focus: the next place that can, else the page's main region.
            const target = returnTo.current.find(
              (element) => element.isConnected && !element.matches(':disabled'),
            );
            (target ?? document.getElementById('main'))?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(560px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-lg border border-border bg-surface p-5 text-fg shadow-xl',
            className,
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">
              {typeof title === 'string' ? title : t`Dialog`}
            </RadixDialog.Description>
          )}
          <DialogCloseContext.Provider value={parts}>
            <div className="mt-4">{children}</div>
          </DialogCloseContext.Provider>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
