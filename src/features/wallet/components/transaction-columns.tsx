import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { cn } from '@/lib/cn';
import { formatCents, formatDateTime } from '@/lib/format';
import type { Transaction } from '../queries';

/** A transaction's category in words, in the chosen language. */
export function categoryLabels(): Record<Transaction['category'], string> {
  return {
    topup: t`Top-up`,
    usage: t`Usage`,
    refund: t`Refund`,
    adjustment: t`Adjustment`,
  };
}

function typeLabels(): Record<Transaction['type'], string> {
  return {
    credit: t({ message: 'Credit', context: 'transaction type' }),
    debit: t({ message: 'Debit', context: 'transaction type' }),
  };
}

const column = createColumnHelper<Transaction>();

/** The transactions table's columns and its CSV columns, in the chosen language. */
export function useTransactionColumns() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const categories = categoryLabels();
    const types = typeLabels();
    const columns: TableColumn<Transaction>[] = [
      // Date and time on two lines, and long descriptions broken anywhere, so the amount fits at 390px.
      column.accessor('createdAt', {
        header: t`Date`,
        cell: (info) => {
          // The date ends at its year (or is 2026-03-10), in every date format the preferences offer.
          const text = formatDateTime(info.getValue());
          const [, day = text, time = ''] = /^(\d{4}-\d{2}-\d{2}|.*\d{4}),? (.*)$/.exec(text) ?? [];
          return (
            <span className="whitespace-nowrap">
              {day}
              <span className="block text-xs text-muted sm:ms-1 sm:inline sm:text-sm sm:text-fg">
                {time}
              </span>
            </span>
          );
        },
      }),
      column.accessor('description', {
        header: t`Description`,
        cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span>,
      }),
      column.accessor('amountCents', {
        header: t`Amount`,
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
      column.accessor('category', {
        header: t`Category`,
        cell: ({ row }) => <EnumLabel labels={categories} value={row.original.category} />,
        meta: { hideBelow: 'sm' },
      }),
      column.accessor('type', {
        header: t`Type`,
        cell: ({ row }) => <EnumLabel labels={types} value={row.original.type} />,
        meta: { hideBelow: 'md' },
      }),
      column.accessor('instanceId', {
        header: t`Instance`,
        meta: { hideBelow: 'lg' },
        cell: (info) => {
          const id = info.row.original.instanceId;
          return id ? (
            <CopyText value={id} label={t`instance ID`} />
          ) : (
            <span className="text-muted">—</span>
          );
        },
      }),
    ];
    const csv = csvColumns(columns, [
      { column: 'createdAt' },
      { header: t`ID`, value: (tx) => tx.id },
      { column: 'type' },
      { column: 'category' },
      // Signed and in currency units, so a spreadsheet can sum the column.
      {
        column: 'amountCents',
        value: (tx) => ((tx.type === 'credit' ? 1 : -1) * tx.amountCents) / 100,
      },
      { header: t`Currency`, value: (tx) => tx.currency },
      { column: 'description' },
      { column: 'instanceId' },
    ]);
    return { columns, csv };
    // Built again when the language changes (i18n's locale), so headers and labels follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.locale]);
}
