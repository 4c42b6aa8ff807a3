import { t } from '@lingui/core/macro';

// Apart from the form's schema (schema.ts), so the policy table shows them without loading zod.
export const ALERT_METRICS = ['cpu', 'memory', 'disk'] as const;

/** The metrics in words, in the current language (call it while rendering). CPU is the same in every language. */
export function metricLabels(): Record<(typeof ALERT_METRICS)[number], string> {
  return { cpu: 'CPU', memory: t`Memory`, disk: t`Disk` };
}
