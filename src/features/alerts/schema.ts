import '@/lib/zod-csp';
import { z } from 'zod';
import { atMost } from '@/lib/length-limit';
import { ALERT_METRICS } from './metrics';

/** The contract's AlertPolicyCreate.name bound. */
export const NAME_MAX = 80;

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter a whole number from ${min} to ${max} ${unit}.`)
    .regex(/^\d+$/, `Enter a whole number from ${min} to ${max} ${unit}.`)
    .transform(Number)
    .pipe(z.number().int().min(min, `At least ${min} ${unit}.`).max(max, `At most ${max} ${unit}.`));

/** The policy form as typed (numbers as text); parsing gives the contract's fields. */
export const policyFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(NAME_MAX, atMost(NAME_MAX)),
  metric: z.enum(ALERT_METRICS, 'Choose CPU, memory or disk.'),
  thresholdPercent: wholeNumber(1, 100, '%'),
  durationMinutes: wholeNumber(1, 1440, 'minutes'),
  instanceId: z.string().transform((value) => (value === '' ? null : value)),
  enabled: z.boolean(),
});

export type PolicyFormInput = z.input<typeof policyFormSchema>;
export type PolicyFormOutput = z.output<typeof policyFormSchema>;
export type PolicyFormErrors = Partial<Record<keyof PolicyFormInput, string>>;

export function parsePolicyForm(values: PolicyFormInput): { ok: true; value: PolicyFormOutput } | { ok: false; errors: PolicyFormErrors } {
  const result = policyFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: PolicyFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PolicyFormInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
