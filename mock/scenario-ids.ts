// The scenarios the mock can start from, by name (what each sets up is in scenarios.ts).
export const SCENARIO_IDS = [
  'healthy',
  'low-balance',
  'failing-webhook',
  'busy-office',
  'fleet',
  'empty',
  'troubled-network',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const isScenarioId = (value: unknown): value is ScenarioId =>
  (SCENARIO_IDS as readonly unknown[]).includes(value);
