/**
 * What "Recreate as script" writes for what the console shows: each resource with what it needs
 * (a volume its server, a VPC its member servers), by name. Plain data, in the page's chunk; the
 * writer itself loads on use.
 */
import type { Instance } from '@/api/queries/instances';
import type { components } from '@/api/schema.gen';
import type {
  RecreateAlertPolicy,
  RecreateReservedIp,
  RecreateSelection,
  RecreateServer,
} from './data';

type Volume = components['schemas']['Volume'];
type Vpc = components['schemas']['Vpc'];
type Endpoint = components['schemas']['WebhookEndpoint'];
type ReservedIp = components['schemas']['ReservedIp'];
type AlertPolicy = components['schemas']['AlertPolicy'];

const serverOf = (instance: Instance): RecreateServer => ({
  name: instance.name,
  planId: instance.planId,
  regionId: instance.regionId,
  osImageId: instance.osImageId,
});

function uniqueServers(instances: Array<Instance | undefined>): RecreateServer[] {
  const seen = new Map<string, RecreateServer>();
  for (const instance of instances)
    if (instance && instance.status !== 'destroyed') seen.set(instance.id, serverOf(instance));
  return [...seen.values()];
}

/** The servers' own reserved IPs and alert policies come along when given (those of other servers do not). */
export function serversSelection(
  instances: readonly Instance[],
  related: { reservedIps?: readonly ReservedIp[]; alertPolicies?: readonly AlertPolicy[] } = {},
): RecreateSelection {
  const byId = new Map(instances.map((instance) => [instance.id, instance]));
  const mine = (instanceId: string | null) => instanceId !== null && byId.has(instanceId);
  const reservedIps =
    reservedIpsSelection(
      (related.reservedIps ?? []).filter((ip) => mine(ip.instanceId)),
      byId,
    ).reservedIps ?? [];
  const alertPolicies =
    alertPoliciesSelection(
      (related.alertPolicies ?? []).filter((policy) => mine(policy.instanceId)),
      byId,
    ).alertPolicies ?? [];
  return {
    servers: uniqueServers([...instances]),
    ...(reservedIps.length > 0 ? { reservedIps } : {}),
    ...(alertPolicies.length > 0 ? { alertPolicies } : {}),
  };
}

/** Reserved IPs with the servers they are assigned to; one whose server is not known stays unassigned in its region. */
export function reservedIpsSelection(
  ips: readonly ReservedIp[],
  byId: Map<string, Instance>,
): RecreateSelection {
  const server = (ip: ReservedIp) => (ip.instanceId ? byId.get(ip.instanceId) : undefined);
  const live = (ip: ReservedIp) => {
    const instance = server(ip);
    return instance && instance.status !== 'destroyed' ? instance : undefined;
  };
  return {
    servers: uniqueServers(ips.map(live)),
    reservedIps: ips.map((ip): RecreateReservedIp => ({
      regionId: ip.regionId,
      assignedTo: live(ip)?.name ?? null,
    })),
  };
}

/** Alert policies with the server each watches (by name), or for all servers (null). */
export function alertPoliciesSelection(
  policies: readonly AlertPolicy[],
  byId: Map<string, Instance>,
): RecreateSelection {
  const server = (policy: AlertPolicy) => {
    const instance = policy.instanceId ? byId.get(policy.instanceId) : undefined;
    return instance && instance.status !== 'destroyed' ? instance : undefined;
  };
  return {
    servers: uniqueServers(policies.map(server)),
    alertPolicies: policies
      // A policy on a server that is gone or unknown cannot be pointed anywhere: left out rather than widened to all.
      .filter((policy) => policy.instanceId === null || server(policy) !== undefined)
      .map((policy): RecreateAlertPolicy => ({
        name: policy.name,
        metric: policy.metric,
        thresholdPercent: policy.thresholdPercent,
        durationMinutes: policy.durationMinutes,
        instance: server(policy)?.name ?? null,
        enabled: policy.enabled,
      })),
  };
}

export function volumesSelection(
  volumes: readonly Volume[],
  byId: Map<string, Instance>,
): RecreateSelection {
  const server = (volume: Volume) => (volume.instanceId ? byId.get(volume.instanceId) : undefined);
  return {
    servers: uniqueServers(volumes.map(server)),
    volumes: volumes.map((volume) => ({
      name: volume.name,
      sizeGb: volume.sizeGb,
      regionId: volume.regionId,
      attachedTo: server(volume)?.name ?? null,
    })),
  };
}

export function vpcsSelection(
  vpcs: readonly Vpc[],
  byId: Map<string, Instance>,
): RecreateSelection {
  const members = (vpc: Vpc) =>
    vpc.instanceIds
      .map((id) => byId.get(id))
      .filter((instance): instance is Instance => instance !== undefined);
  return {
    servers: uniqueServers(vpcs.flatMap(members)),
    vpcs: vpcs.map((vpc) => ({
      name: vpc.name,
      regionId: vpc.regionId,
      ipRange: vpc.ipRange,
      members: members(vpc).map((instance) => instance.name),
    })),
  };
}

export const endpointsSelection = (endpoints: readonly Endpoint[]): RecreateSelection => ({
  endpoints: endpoints.map((endpoint) => ({
    url: endpoint.url,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    events: [...endpoint.events],
  })),
});
