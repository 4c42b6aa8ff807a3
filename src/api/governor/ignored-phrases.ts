import { t } from '@lingui/core/macro';
import { SPEC_CEILING } from './classes';
import type { IgnoredReason } from './evidence';

/**
 * Short phrases for the meter: "service's figures ignored: <phrase>". Only the meter's rare states
 * (budget-meter-wait.tsx, a chunk of its own) use them, so they load with it. Each is read in the
 * language chosen when it is read (a getter), so the meter's code reads them as plain strings.
 */
export const IGNORED_PHRASES: Readonly<Record<IgnoredReason, string>> = {
  get 'limit-unreadable'() {
    return t`limit unreadable`;
  },
  get 'limit-above-ceiling'() {
    const ceiling = SPEC_CEILING;
    return t`limit above ${ceiling}/min`;
  },
  get 'remaining-unreadable'() {
    return t`remaining unreadable`;
  },
  get 'remaining-above-limit'() {
    return t`remaining above limit`;
  },
  get 'reset-unreadable'() {
    return t`reset unreadable`;
  },
  get 'reset-beyond-window'() {
    return t`reset beyond one minute`;
  },
  get 'clock-far'() {
    return t`service's clock far from this browser's`;
  },
  get 'wait-unreadable'() {
    return t`Retry-After unreadable`;
  },
  get 'wait-beyond-window'() {
    return t`Retry-After beyond one minute`;
  },
};
