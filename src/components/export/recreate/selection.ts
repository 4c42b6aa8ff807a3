/**
 * What "Recreate as script" writes for what the console shows: each resource with what it needs
 * (a volume its server, a VPC its member servers), by name. Plain data, in the page's chunk; the
 * writer itself loads on use.
 */
import type { Instance } from '@/api/queries/instances';
import type { components } from '@/api/schema.gen';
import type { RecreateSelection, RecreateServer } from './data';

type Volume = components['schemas']['Volume'];
type Vpc = components['schemas']['Vpc'];
type Endpoint = components['schemas']['WebhookEndpoint'];

const serverOf = (instance: Instance): RecreateServer => ({ name: instance.name, planId: instance.planId, regionId: instance.regionId, osImageId: instance.osImageId });

function uniqueServers(instances: Array<Instance | undefined>): RecreateServer[] {
  const seen = new Map<string, RecreateServer>();
  for (const instance of instances) if (instance && instance.status !== 'destroyed') seen.set(instance.id, serverOf(instance));
  return [...seen.values()];
}

export const serversSelection = (instances: readonly Instance[]): RecreateSelection => ({ servers: uniqueServers([...instances]) });

export function volumesSelection(volumes: readonly Volume[], byId: Map<string, Instance>): RecreateSelection {
  const server = (volume: Volume) => (volume.instanceId ? byId.get(volume.instanceId) : undefined);
  return {
    servers: uniqueServers(volumes.map(server)),
    volumes: volumes.map((volume) => ({ name: volume.name, sizeGb: volume.sizeGb, regionId: volume.regionId, attachedTo: server(volume)?.name ?? null })),
  };
}

export function vpcsSelection(vpcs: readonly Vpc[], byId: Map<string, Instance>): RecreateSelection {
  const members = (vpc: Vpc) => vpc.instanceIds.map((id) => byId.get(id)).filter((instance): instance is Instance => instance !== undefined);
  return {
    servers: uniqueServers(vpcs.flatMap(members)),
    vpcs: vpcs.map((vpc) => ({ name: vpc.name, regionId: vpc.regionId, ipRange: vpc.ipRange, members: members(vpc).map((instance) => instance.name) })),
  };
}

export const endpointsSelection = (endpoints: readonly Endpoint[]): RecreateSelection => ({
  endpoints: endpoints.map((endpoint) => ({ url: endpoint.url, ...(endpoint.description ? { description: endpoint.description } : {}), events: [...endpoint.events] })),
});
