/**
 * The service's create rules for what a recreate script sends (the contract's request bodies:
 * DeployRequest, VpcCreate, VolumeCreate, AlertPolicyInput, WebhookEndpointInput, and the
 * reserve-IP body), field by field. The console checks a selection against them before it writes a
 * script (plan.ts), and the script checks its embedded bodies against the same table before its
 * first write: a name set in the web console may break them, and a refusal half-way through would
 * leave half a selection created. rules.test.ts holds the table to the contract.
 */

export interface FieldRule {
  minLength?: number;
  maxLength?: number;
  /** A regular expression both jq (Oniguruma) and Python read the same way. */
  pattern?: string;
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  /** The body may leave it out (an empty value is left out). */
  optional?: boolean;
}

export type RecreateKind =
  'servers' | 'vpcs' | 'volumes' | 'reservedIps' | 'alertPolicies' | 'endpoints';

const SERVER_NAME = '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$';
const VOLUME_NAME = '^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$';

export const CREATE_RULES: Record<RecreateKind, Record<string, FieldRule>> = {
  servers: {
    name: { minLength: 1, maxLength: 63, pattern: SERVER_NAME },
    planId: { minLength: 1 },
    regionId: { minLength: 1 },
    osImageId: { minLength: 1 },
  },
  vpcs: {
    name: { minLength: 1, maxLength: 63 },
    regionId: { minLength: 1 },
    ipRange: { pattern: '^[0-9]{1,3}(\\.[0-9]{1,3}){3}/[0-9]{1,2}$' },
  },
  volumes: {
    name: { minLength: 1, maxLength: 63, pattern: VOLUME_NAME },
    sizeGb: { integer: true, minimum: 1, maximum: 16384 },
    regionId: { minLength: 1 },
  },
  reservedIps: { regionId: { minLength: 1 } },
  alertPolicies: {
    name: { minLength: 1, maxLength: 80 },
    thresholdPercent: { integer: true, minimum: 1, maximum: 100 },
    durationMinutes: { integer: true, minimum: 1, maximum: 1440 },
  },
  endpoints: {
    // HTTPS only: the service refuses any other scheme (spec section 6).
    url: { maxLength: 2048, pattern: '^https://' },
    description: { maxLength: 200, optional: true },
    events: { minItems: 1 },
  },
};

/** Why a value breaks its rule, or null when it keeps it. */
export type RuleBreak =
  | { rule: 'missing' }
  | { rule: 'tooShort'; limit: number }
  | { rule: 'tooLong'; limit: number }
  | { rule: 'pattern' }
  | { rule: 'notWhole' }
  | { rule: 'tooSmall'; limit: number }
  | { rule: 'tooLarge'; limit: number }
  | { rule: 'tooFew'; limit: number };

/** Length as the contract counts it: in characters (code points), not UTF-16 units. */
export const characters = (text: string): number => [...text].length;

export function ruleBreak(rule: FieldRule, value: unknown): RuleBreak | null {
  if (value === undefined || value === null || value === '')
    return rule.optional ? null : { rule: 'missing' };
  if (typeof value === 'string') {
    const length = characters(value);
    if (rule.minLength !== undefined && length < rule.minLength)
      return { rule: 'tooShort', limit: rule.minLength };
    if (rule.maxLength !== undefined && length > rule.maxLength)
      return { rule: 'tooLong', limit: rule.maxLength };
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value))
      return { rule: 'pattern' };
    return null;
  }
  if (typeof value === 'number') {
    if (rule.integer && !Number.isInteger(value)) return { rule: 'notWhole' };
    if (rule.minimum !== undefined && value < rule.minimum)
      return { rule: 'tooSmall', limit: rule.minimum };
    if (rule.maximum !== undefined && value > rule.maximum)
      return { rule: 'tooLarge', limit: rule.maximum };
    return null;
  }
  if (Array.isArray(value) && rule.minItems !== undefined && value.length < rule.minItems)
    return { rule: 'tooFew', limit: rule.minItems };
  return null;
}

/** The break in English, as the scripts print it (they speak English only). */
export function ruleWords(kind: RecreateKind, field: string, found: RuleBreak): string {
  switch (found.rule) {
    case 'missing':
      return `${field} is empty`;
    case 'tooShort':
      return `${field} needs at least ${found.limit} character(s)`;
    case 'tooLong':
      return `${field} takes at most ${found.limit} characters`;
    case 'pattern':
      if (field === 'name' && kind === 'servers')
        return 'name takes letters, digits, dots and hyphens only, starting and ending with a letter or digit';
      if (field === 'name' && kind === 'volumes')
        return 'name takes letters, digits, dots, hyphens and underscores only, starting and ending with a letter or digit';
      if (field === 'url') return 'url must start with https://';
      return `${field} is not in the form the service takes`;
    case 'notWhole':
      return `${field} must be a whole number`;
    case 'tooSmall':
      return `${field} must be at least ${found.limit}`;
    case 'tooLarge':
      return `${field} must be at most ${found.limit}`;
    case 'tooFew':
      return `${field} needs at least ${found.limit}`;
  }
}
