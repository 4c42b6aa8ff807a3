import { SPEC_CEILING } from './classes';
import type { IgnoredReason } from './evidence';

/**
 * Short phrases for the meter: "service's figures ignored: <phrase>". Only the meter's rare states
 * (budget-meter-wait.tsx, a chunk of its own) use them, so they load with it.
 */
export const IGNORED_PHRASES: Readonly<Record<IgnoredReason, string>> = {
  'limit-unreadable': 'limit unreadable',
  'limit-above-ceiling': `limit above ${SPEC_CEILING}/min`,
  'remaining-unreadable': 'remaining unreadable',
  'remaining-above-limit': 'remaining above limit',
  'reset-unreadable': 'reset unreadable',
  'reset-beyond-window': 'reset beyond one minute',
  'clock-far': "service's clock far from this browser's",
  'wait-unreadable': 'Retry-After unreadable',
  'wait-beyond-window': 'Retry-After beyond one minute',
};
