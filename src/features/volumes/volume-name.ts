import { lengthError } from '@/lib/length-limit';

/** The contract's rules for a volume name and size (VolumeCreate), checked before sending. */
export const VOLUME_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;
export const MAX_VOLUME_GB = 16384;

export function volumeNameError(name: string): string | undefined {
  if (!name) return 'Enter a name.';
  const tooLong = lengthError(name, 63);
  if (tooLong) return tooLong;
  if (!VOLUME_NAME.test(name)) return 'Letters, digits, dots, dashes and underscores; start and end with a letter or digit.';
  return undefined;
}

export function volumeSizeError(raw: string, minimum = 1): string | undefined {
  const size = Number(raw);
  if (!raw || !Number.isInteger(size)) return 'Enter a whole number of GB.';
  if (size < minimum) return minimum > 1 ? `Volumes only grow: enter more than ${minimum - 1} GB.` : 'At least 1 GB.';
  if (size > MAX_VOLUME_GB) return `At most ${MAX_VOLUME_GB.toLocaleString('en-US')} GB.`;
  return undefined;
}
