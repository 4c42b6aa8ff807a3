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

/**
 * An instance's status inside a line ("web-1 (fra, running)"); one the console does not know is
 * named as the service sends it.
 */
export function instanceStatusWord(status: string): string {
  switch (status) {
    case 'provisioning':
      return t({ message: 'provisioning', context: 'instance status in a sentence' });
    case 'running':
      return t({ message: 'running', context: 'instance status in a sentence' });
    case 'stopped':
      return t({ message: 'stopped', context: 'instance status in a sentence' });
    case 'error':
      return t({ message: 'error', context: 'instance status in a sentence' });
    case 'destroyed':
      return t({ message: 'destroyed', context: 'instance status in a sentence' });
    default:
      return status;
  }
}

export function formatCount(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatNumber(value);
}
