import { t } from '@lingui/core/macro';
import { lengthError } from '@/lib/length-limit';

/** The contract's bounds (TicketCreate, reply body), checked before anything is sent. */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;

export function validateSubject(subject: string): string | undefined {
  const length = subject.trim().length;
  const least = SUBJECT_MIN;
  if (length < least) return t`Write a subject of at least ${least} characters.`;
  if (length > SUBJECT_MAX) return lengthError(subject.trim(), SUBJECT_MAX);
  return undefined;
}

export function validateMessage(message: string): string | undefined {
  if (message.trim().length === 0) return t`Write a message.`;
  if (message.length > MESSAGE_MAX) return lengthError(message, MESSAGE_MAX);
  return undefined;
}
