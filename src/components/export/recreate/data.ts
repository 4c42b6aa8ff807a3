/**
 * The one description of a selection both script writers use (write-bash.ts, write-python.ts),
 * and the way it is embedded in a script: as JSON, never spliced into code.
 */
import { planRecreate } from './plan';
import { CREATE_RULES, ruleWords, type RecreateKind } from './rules';
import { ESCAPED_RANGES } from './shown';

/**
 * `was`, on an item the script renames (plan.ts): its name in the selection, under which the
 * script also finds it on the account, so a second run or a hand-made copy is not created twice.
 */
export interface RecreateServer {
  name: string;
  planId: string;
  regionId: string;
  osImageId: string;
  was?: string;
}
export interface RecreateVpc {
  name: string;
  was?: string;
  regionId: string;
  ipRange: string;
  /** Its members, by server name (servers of the selection or already on the account). */
  members: string[];
}
export interface RecreateVolume {
  name: string;
  was?: string;
  sizeGb: number;
  regionId: string;
  /** The server it is attached to, by name. */
  attachedTo: string | null;
}
export interface RecreateEndpoint {
  url: string;
  description?: string;
  events: string[];
}
/** A reserved IP: assigned to a server (by name), or unassigned in a region (counted, not named). */
export interface RecreateReservedIp {
  regionId: string;
  assignedTo: string | null;
}
export interface RecreateAlertPolicy {
  name: string;
  was?: string;
  metric: 'cpu' | 'memory' | 'disk';
  thresholdPercent: number;
  durationMinutes: number;
  /** The server it watches, by name; null for all. */
  instance: string | null;
  enabled: boolean;
}

export interface RecreateSelection {
  servers?: RecreateServer[];
  vpcs?: RecreateVpc[];
  volumes?: RecreateVolume[];
  reservedIps?: RecreateReservedIp[];
  alertPolicies?: RecreateAlertPolicy[];
  endpoints?: RecreateEndpoint[];
}

/** What the script says before its first write, in English (scripts speak English only). */
export interface RecreateNotice {
  what: string;
  label: string;
  field: string;
  /** The value sent in place of the selection's; absent when the item is left out. */
  to?: string;
  why: string;
}

export interface RecreateData extends Required<RecreateSelection> {
  apiUrl: string;
  changed: RecreateNotice[];
  leftOut: RecreateNotice[];
  /** The create rules the script checks every body against before its first write. */
  rules: typeof CREATE_RULES;
  /** The code points it prints as escapes (shown.ts). */
  escapes: typeof ESCAPED_RANGES;
  /** Each kind in the script's words. */
  what: Record<RecreateKind, string>;
}

const WHAT: Record<RecreateKind, string> = {
  servers: 'server',
  vpcs: 'VPC',
  volumes: 'volume',
  reservedIps: 'reserved IP in',
  alertPolicies: 'alert policy',
  endpoints: 'webhook endpoint',
};

/** The selection as the script sends it (plan.ts), what it changes and leaves out, the console's API address. */
export function recreateData(selection: RecreateSelection, apiUrl: string): RecreateData {
  const plan = planRecreate(selection);
  return {
    apiUrl,
    ...plan.selection,
    changed: plan.changes.map((change) => ({
      what: WHAT[change.kind],
      label: change.label,
      field: change.field,
      to: change.to,
      why: ruleWords(change.kind, change.field, change.found),
    })),
    leftOut: plan.leftOut.map((row) => ({
      what: WHAT[row.kind],
      label: row.label,
      field: row.field,
      why:
        row.found.rule === 'serverLeftOut'
          ? 'its server is left out'
          : ruleWords(row.kind, row.field, row.found),
    })),
    rules: CREATE_RULES,
    escapes: ESCAPED_RANGES,
    what: WHAT,
  };
}

/**
 * JSON text of `value` in printable ASCII without an apostrophe: every other character (and
 * `'`) is a \u escape, so the text is safe verbatim inside a bash single-quoted word and a Python
 * raw string, whatever the names hold.
 */
export const embedJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[^\x20-\x26\x28-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
