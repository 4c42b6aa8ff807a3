import { t } from '@lingui/core/macro';
import '@/lib/zod-csp';
import { z } from 'zod/mini';
import { atMost } from '@/lib/length-limit';
import { ALERT_METRICS } from './metrics';

/** The contract's AlertPolicyCreate.name bound. */
export const NAME_MAX = 80;

/** The words of a bounded whole number; functions, so they are read in the language of the moment. */
interface Bounds {
  range: () => string;
  least: () => string;
  most: () => string;
}

// Digits only, so what is read is a whole number (one past 2^53 is past the largest bound too).
const wholeNumber = (min: number, max: number, words: Bounds) =>
  z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: words.range }),
          z.regex(/^\d+$/, { error: words.range }),
        ),
      z.transform(Number),
    ),
    z.number().check(z.minimum(min, { error: words.least }), z.maximum(max, { error: words.most })),
  );

const PERCENT = { min: 1, max: 100 };
const MINUTES = { min: 1, max: 1440 };

// The bounds are written as numbers without grouping ("1440"), as the form's hints write them.
const percentWords: Bounds = {
  range: () => {
    const { min, max } = PERCENT;
    return t`Enter a whole number from ${min} to ${max} %.`;
  },
  least: () => {
    const { min } = PERCENT;
    return t`At least ${min} %.`;
  },
  most: () => {
    const { max } = PERCENT;
    return t`At most ${max} %.`;
  },
};

const minuteWords: Bounds = {
  range: () => {
    const { min, max } = MINUTES;
    return t`Enter a whole number from ${min} to ${max} minutes.`;
  },
  least: () => {
    const { min } = MINUTES;
    return t`At least ${min} minutes.`;
  },
  most: () => {
    const { max } = MINUTES;
    return t`At most ${max} minutes.`;
  },
};

/** The policy form as typed (numbers as text); parsing gives the contract's fields. */
export const policyFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => t`Enter a name.` }),
      z.maxLength(NAME_MAX, atMost(NAME_MAX)),
    ),
  metric: z.enum(ALERT_METRICS, { error: () => t`Choose CPU, memory or disk.` }),
  thresholdPercent: wholeNumber(PERCENT.min, PERCENT.max, percentWords),
  durationMinutes: wholeNumber(MINUTES.min, MINUTES.max, minuteWords),
  instanceId: z.pipe(
    z.string(),
    z.transform((value) => (value === '' ? null : value)),
  ),
  enabled: z.boolean(),
});

export type PolicyFormInput = z.input<typeof policyFormSchema>;
export type PolicyFormOutput = z.output<typeof policyFormSchema>;
export type PolicyFormErrors = Partial<Record<keyof PolicyFormInput, string>>;

export function parsePolicyForm(
  values: PolicyFormInput,
): { ok: true; value: PolicyFormOutput } | { ok: false; errors: PolicyFormErrors } {
  const result = policyFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: PolicyFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PolicyFormInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
