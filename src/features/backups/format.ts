import { formatNumber } from '@/lib/format';

/** 1536.5 -> "1.5 TB", 12.34 -> "12.3 GB". */
export function formatGb(gb: number): string {
  if (gb >= 1000) return `${(gb / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} TB`;
  return `${gb.toLocaleString('en-US', { maximumFractionDigits: 1 })} GB`;
}

export const TYPE_LABEL = { auto: 'Automatic', manual: 'Manual' } as const;

export const STATUS_TONE = { pending: 'info', completed: 'success', failed: 'danger' } as const;
export const STATUS_LABEL = { pending: 'Pending', completed: 'Completed', failed: 'Failed' } as const;

export function formatCount(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatNumber(value);
}
