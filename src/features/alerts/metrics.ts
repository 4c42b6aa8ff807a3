// Apart from the form's schema (schema.ts), so the policy table shows them without loading zod.
export const ALERT_METRICS = ['cpu', 'memory', 'disk'] as const;
export const METRIC_LABELS = { cpu: 'CPU', memory: 'Memory', disk: 'Disk' } as const;
