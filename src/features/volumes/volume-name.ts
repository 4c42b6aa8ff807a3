import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { lengthError } from '@/lib/length-limit';

/** The contract's rules for a volume name and size (VolumeCreate), checked before sending. */
export const VOLUME_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;
export const MAX_VOLUME_GB = 16384;

export function volumeNameError(name: string): string | undefined {
  if (!name) return t`Enter a name.`;
  const tooLong = lengthError(name, 63);
  if (tooLong) return tooLong;
  if (!VOLUME_NAME.test(name))
    return t`Letters, digits, dots, dashes and underscores; start and end with a letter or digit.`;
  return undefined;
}

export function volumeSizeError(raw: string, minimum = 1): string | undefined {
  const size = Number(raw);
  if (!raw || !Number.isInteger(size)) return t`Enter a whole number of GB.`;
  if (size < minimum) {
    const current = formatNumber(minimum - 1);
    return minimum > 1 ? t`Volumes only grow: enter more than ${current} GB.` : t`At least 1 GB.`;
  }
  const most = formatNumber(MAX_VOLUME_GB);
  if (size > MAX_VOLUME_GB) return t`At most ${most} GB.`;
  return undefined;
}
