import { createColumnHelper } from '@tanstack/react-table';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { cn } from '@/lib/cn';
import { formatCents, formatDateTime } from '@/lib/format';
import type { Transaction } from '../queries';

export const CATEGORY_LABEL: Record<Transaction['category'], string> = {
  topup: 'Top-up',
  usage: 'Usage',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

const TYPE_LABEL: Record<Transaction['type'], string> = { credit: 'Credit', debit: 'Debit' };

const column = createColumnHelper<Transaction>();

export const transactionColumns: TableColumn<Transaction>[] = [
  // Date and time on two lines, and long descriptions broken anywhere, so the amount fits at 390px.
  column.accessor('createdAt', {
    header: 'Date',
    cell: (info) => {
      // The date ends at its year (or is 2026-03-10), in every date format the preferences offer.
      const text = formatDateTime(info.getValue());
      const [, day = text, time = ''] = /^(\d{4}-\d{2}-\d{2}|.*\d{4}),? (.*)$/.exec(text) ?? [];
      return (
        <span className="whitespace-nowrap">
          {day}
          <span className="block text-xs text-muted sm:ms-1 sm:inline sm:text-sm sm:text-fg">{time}</span>
        </span>
      );
    },
  }),
  column.accessor('description', { header: 'Description', cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span> }),
  column.accessor('amountCents', {
    header: 'Amount',
    meta: { align: 'right' },
    // The sign is written out, not only coloured.
    cell: ({ row }) => {
      const credit = row.original.type === 'credit';
      // A type this console does not know gets no sign rather than a guessed one.
      const sign = credit ? '+' : row.original.type === 'debit' ? '−' : '';
      return (
        <span className={cn('whitespace-nowrap', credit ? 'text-success' : 'text-fg')}>
          {sign}
          {formatCents(row.original.amountCents, row.original.currency)}
        </span>
      );
    },
  }),
  column.accessor('category', { header: 'Category', cell: ({ row }) => <EnumLabel labels={CATEGORY_LABEL} value={row.original.category} />, meta: { hideBelow: 'sm' } }),
  column.accessor('type', {
    header: 'Type',
    cell: ({ row }) => <EnumLabel labels={TYPE_LABEL} value={row.original.type} />,
    meta: { hideBelow: 'md' },
  }),
  column.accessor('instanceId', {
    header: 'Instance',
    meta: { hideBelow: 'lg' },
    cell: (info) => {
      const id = info.row.original.instanceId;
      return id ? <CopyText value={id} label="instance ID" /> : <span className="text-muted">—</span>;
    },
  }),
];

export const transactionCsvColumns = csvColumns(transactionColumns, [
  { column: 'createdAt' },
  { header: 'ID', value: (tx) => tx.id },
  { column: 'type' },
  { column: 'category' },
  // Signed and in currency units, so a spreadsheet can sum the column.
  { column: 'amountCents', value: (tx) => ((tx.type === 'credit' ? 1 : -1) * tx.amountCents) / 100 },
  { header: 'Currency', value: (tx) => tx.currency },
  { column: 'description' },
  { column: 'instanceId' },
]);
