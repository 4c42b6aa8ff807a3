import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MonthSpend } from '../queries';

/** The services the spend is split by, in stacking order, each with its chart colour; labels are messages, read where drawn. */
export const SPEND_SERIES: ReadonlyArray<{
  key: keyof MonthSpend['byService'];
  label: MessageDescriptor;
  color: string;
}> = [
  {
    key: 'compute',
    label: msg({ message: 'Compute', context: 'spend by service' }),
    color: 'var(--chart-1)',
  },
  {
    key: 'storage',
    label: msg({ message: 'Storage', context: 'spend by service' }),
    color: 'var(--chart-2)',
  },
  {
    key: 'network',
    label: msg({ message: 'Network', context: 'spend by service' }),
    color: 'var(--chart-3)',
  },
  {
    key: 'backups',
    label: msg({ message: 'Backups', context: 'spend by service' }),
    color: 'var(--chart-4)',
  },
];

export type SpendRow = { month: string; totalCents: number } & MonthSpend['byService'];

export function toSpendRows(months: MonthSpend[]): SpendRow[] {
  return months.map((month) => ({
    month: month.month,
    totalCents: month.totalCents,
    ...month.byService,
  }));
}
