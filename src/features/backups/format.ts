import { formatNumber, formatOneDecimal } from '@/lib/format';

/** 1536.5 -> "1.5 TB", 12.34 -> "12.3 GB". */
export function formatGb(gb: number): string {
  if (gb >= 1000) return `${formatOneDecimal(gb / 1000)} TB`;
  return `${formatOneDecimal(gb)} GB`;
}

export const TYPE_LABEL = { auto: 'Automatic', manual: 'Manual' } as const;

export const STATUS_TONE = { pending: 'info', completed: 'success', failed: 'danger' } as const;
export const STATUS_LABEL = { pending: 'Pending', completed: 'Completed', failed: 'Failed' } as const;

export function formatCount(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatNumber(value);
}
