import { t } from '@lingui/core/macro';
import { formatNumber, formatOneDecimal } from '@/lib/format';

/** 1536.5 -> "1.5 TB", 12.34 -> "12.3 GB". */
export function formatGb(gb: number): string {
  if (gb >= 1000) return `${formatOneDecimal(gb / 1000)} TB`;
  return `${formatOneDecimal(gb)} GB`;
}

/** The backup types in words, in the chosen language (read when drawn). */
export function typeLabels() {
  return { auto: t`Automatic`, manual: t`Manual` } as const;
}

export const STATUS_TONE = { pending: 'info', completed: 'success', failed: 'danger' } as const;

/** The backup statuses in words, in the chosen language (read when drawn). */
export function statusLabels() {
  return { pending: t`Pending`, completed: t`Completed`, failed: t`Failed` } as const;
}

export function formatCount(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatNumber(value);
}
