import { t } from '@lingui/core/macro';
import { formatNumber } from './format';

/**
 * The one wording of a length bound, for every field. Inputs carry no `maxLength`: the browser would
 * cut a paste without a word and the cut text would be sent; the form says this instead and sends
 * nothing.
 */
export function tooLongMessage(max: number, length?: number): string {
  const most = formatNumber(max);
  if (length === undefined) return t`Use at most ${most} characters.`;
  const now = formatNumber(length);
  return t`Use at most ${most} characters (now ${now}).`;
}

/** The message when `text` is longer than `max`, else undefined. */
export function lengthError(text: string, max: number): string | undefined {
  return text.length > max ? tooLongMessage(max, text.length) : undefined;
}

/** For zod's `z.maxLength(max, atMost(max))`: the same words, with the length that was typed. */
export function atMost(max: number) {
  return {
    error: (issue: { input?: unknown }) =>
      tooLongMessage(max, typeof issue.input === 'string' ? issue.input.length : undefined),
  };
}
