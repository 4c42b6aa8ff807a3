import { lazyWhenOpen } from '@/lib/code-loading/lazy-part';

/** The destroy dialog (destroy-dialog.tsx), loaded when first opened: the list and the detail page. */
export const DestroyDialog = lazyWhenOpen(() =>
  import('./destroy-dialog').then((module) => module.DestroyDialog),
);
