import type { CsvColumn } from '@/lib/csv';
import type { Transaction } from '../queries';

/** Amounts signed and in currency units, so a spreadsheet can sum the column. */
export const transactionCsvColumns: CsvColumn<Transaction>[] = [
  { header: 'Date', value: (tx) => tx.createdAt },
  { header: 'ID', value: (tx) => tx.id },
  { header: 'Type', value: (tx) => tx.type },
  { header: 'Category', value: (tx) => tx.category },
  { header: 'Amount', value: (tx) => ((tx.type === 'credit' ? 1 : -1) * tx.amountCents) / 100 },
  { header: 'Currency', value: (tx) => tx.currency },
  { header: 'Description', value: (tx) => tx.description },
  { header: 'Instance', value: (tx) => tx.instanceId ?? '' },
];
