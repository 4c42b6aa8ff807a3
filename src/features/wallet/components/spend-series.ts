import type { MonthSpend } from '../queries';

/** The services the spend is split by, in stacking order, each with its chart colour. */
export const SPEND_SERIES = [
  { key: 'compute', label: 'Compute', color: 'var(--chart-1)' },
  { key: 'storage', label: 'Storage', color: 'var(--chart-2)' },
  { key: 'network', label: 'Network', color: 'var(--chart-3)' },
  { key: 'backups', label: 'Backups', color: 'var(--chart-4)' },
] as const satisfies ReadonlyArray<{ key: keyof MonthSpend['byService']; label: string; color: string }>;

export type SpendRow = { month: string; totalCents: number } & MonthSpend['byService'];

export function toSpendRows(months: MonthSpend[]): SpendRow[] {
  return months.map((month) => ({ month: month.month, totalCents: month.totalCents, ...month.byService }));
}
