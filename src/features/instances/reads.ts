// What the instance pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { regionPicker } from '@/api/reads/pickers';
import { sampledList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { components } from '@/api/schema.gen';
import type { Instance } from './types';

const text = z.string();
const count = z.number();

const INSTANCE = msg`Instance`;

const instanceRow = z.object({
  id: text,
  name: text,
  status: text,
  planId: text,
  regionId: text,
  ipAddress: z.nullish(text),
  createdAt: text,
});

const instanceListReads: PanelReads = {
  id: 'instances.list',
  operation: 'GET /instances',
  page: '/instances',
  pageLabel: msg`Instances`,
  panel: msg`the instance table`,
  schema: z.object({ items: sampledList(instanceRow) }),
};

const instanceDetailReads: PanelReads = {
  id: 'instances.detail',
  operation: 'GET /instances/{id}',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's fields`,
  schema: z.extend(instanceRow, { osImageId: text }),
};

/** A server's VPCs and reserved IPs, among its related resources (read from the whole lists). */
const instanceVpcsReads: PanelReads = {
  id: 'instances.vpcs',
  operation: 'GET /vpcs',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's VPCs`,
  schema: z.object({
    items: sampledList(
      z.object({ id: text, name: text, ipRange: text, instanceIds: z.array(text) }),
    ),
  }),
};

const instanceReservedIpsReads: PanelReads = {
  id: 'instances.reserved-ips',
  operation: 'GET /reserved-ips',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's reserved IPs`,
  schema: z.object({
    items: sampledList(z.object({ id: text, ipAddress: text, instanceId: z.nullish(text) })),
  }),
};

const instanceVolumesReads: PanelReads = {
  id: 'instances.volumes',
  operation: 'GET /volumes',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's volumes`,
  schema: z.object({
    items: sampledList(
      z.object({ id: text, name: text, sizeGb: count, instanceId: z.nullish(text) }),
    ),
  }),
};

const instanceBackupsReads: PanelReads = {
  id: 'instances.backups',
  operation: 'GET /backups',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's backups`,
  schema: z.object({
    items: sampledList(
      z.object({
        id: text,
        instanceId: text,
        type: text,
        status: text,
        sizeGb: count,
        createdAt: text,
      }),
    ),
  }),
};

const instanceTicketsReads: PanelReads = {
  id: 'instances.tickets',
  operation: 'GET /tickets',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's tickets`,
  schema: z.object({
    items: sampledList(
      z.object({ id: text, subject: text, status: text, instanceId: z.nullish(text) }),
    ),
  }),
};

const DEPLOY = msg`Deploy`;
const deployRegionsReads = regionPicker('/instances/deploy', DEPLOY, msg`the region choice`);

/** The deploy form's plan choice: each plan's figures and prices, and where it is offered. */
const deployPlansReads: PanelReads = {
  id: 'instances.deploy-plans',
  operation: 'GET /catalog/plans',
  page: '/instances/deploy',
  pageLabel: DEPLOY,
  panel: msg`the plan choice`,
  schema: z.object({
    items: z.array(
      z.object({
        id: text,
        name: text,
        vcpus: count,
        memoryMb: count,
        diskGb: count,
        priceHourlyCents: count,
        priceMonthlyCents: count,
        regionIds: z.array(text),
      }),
    ),
  }),
};

/** The deploy form's image choice: an image's name, and the disk it needs (none: it fits every plan). */
const deployImagesReads: PanelReads = {
  id: 'instances.deploy-images',
  operation: 'GET /catalog/os-images',
  page: '/instances/deploy',
  pageLabel: DEPLOY,
  panel: msg`the image choice`,
  schema: z.object({
    items: z.array(z.object({ id: text, name: text, minDiskGb: z.optional(count) })),
  }),
};

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  instanceListReads,
  instanceDetailReads,
  instanceVpcsReads,
  instanceReservedIpsReads,
  instanceVolumesReads,
  instanceBackupsReads,
  instanceTicketsReads,
  deployRegionsReads,
  deployPlansReads,
  deployImagesReads,
];

export const selectInstanceList =
  selectReads<components['schemas']['InstanceList']>(instanceListReads);
export const selectInstanceDetail = selectReads<Instance>(instanceDetailReads);
export const selectRelatedVpcs = selectReads<unknown>(instanceVpcsReads);
export const selectRelatedReservedIps = selectReads<unknown>(instanceReservedIpsReads);
export const selectRelatedVolumes = selectReads<unknown>(instanceVolumesReads);
export const selectRelatedBackups = selectReads<unknown>(instanceBackupsReads);
export const selectRelatedTickets = selectReads<unknown>(instanceTicketsReads);
/** The deploy form's region choice. */
export const selectDeployRegions = selectReads<unknown>(deployRegionsReads);
/** The deploy form's plan choice. */
export const selectDeployPlans = selectReads<unknown>(deployPlansReads);
/** The deploy form's image choice. */
export const selectDeployImages = selectReads<unknown>(deployImagesReads);
