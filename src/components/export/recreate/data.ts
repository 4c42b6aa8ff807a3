/**
 * The one description of a selection both script writers use (write-bash.ts, write-python.ts),
 * and the way it is embedded in a script: as JSON, never spliced into code.
 */

export interface RecreateServer {
  name: string;
  planId: string;
  regionId: string;
  osImageId: string;
}
export interface RecreateVpc {
  name: string;
  regionId: string;
  ipRange: string;
  /** Its members, by server name (servers of the selection or already on the account). */
  members: string[];
}
export interface RecreateVolume {
  name: string;
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

export type RecreateData = Required<RecreateSelection> & { apiUrl: string };

/** Every list present (empty when not selected), and the console's API address. */
export function recreateData(selection: RecreateSelection, apiUrl: string): RecreateData {
  return {
    apiUrl,
    servers: selection.servers ?? [],
    vpcs: selection.vpcs ?? [],
    volumes: selection.volumes ?? [],
    reservedIps: selection.reservedIps ?? [],
    alertPolicies: selection.alertPolicies ?? [],
    endpoints: selection.endpoints ?? [],
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
