/**
 * Column options the shared tables read from `meta` of a TanStack column definition:
 *
 *   columnHelper.accessor('sizeGb', { header: 'Size', meta: { align: 'right', hideBelow: 'md', width: '7rem' } })
 *
 * - `hideBelow`: low-priority columns are left out on narrow screens (below 640 / 768 / 1024 / 1280 px).
 *   From 768 px the side navigation takes 258 px, so the table's box is 510 px at 768 and 766 px at
 *   1024: `xl` is for columns that fit only beside a 1022 px box (1280 px and wider).
 * - `align`: numbers right-aligned.
 * - `width`: fixed width for the whole-set table (fixed layout, so virtual rows do not jump).
 * - `filterText`: what the whole-set filter matches for this column (default: the accessor value).
 */
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
    align?: 'left' | 'right';
    width?: string;
    filterText?: (row: TData) => string;
  }
}

/** Column definitions of any value type (TanStack's value generic is invariant). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<Row> = ColumnDef<Row, any>;

export function cellClass(meta: { align?: 'left' | 'right' } | undefined, extra?: string): string {
  return cn(
    'px-3 py-2 align-middle',
    meta?.align === 'right' ? 'text-end tabular-nums whitespace-nowrap' : 'text-start',
    extra,
  );
}

export const headerCellClass =
  'px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap';
