/**
 * What each checked panel reads, one entry per panel (docs/drift.md "Add a read-schema"). The
 * panel's query selects with `selectReads(entry)`; the compatibility report compares the same
 * entries with the live document. Only the fields a panel uses, with the type it needs: an enum
 * is a string (an unknown value is shown as sent), a field the panel shows as absent when it is
 * missing or null is `nullish()`.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { sampledList, type PanelReads } from './read-check';

const text = z.string();
const count = z.number();

/** A page of a paginated list (`{ items, total, limit, offset }`) with the row fields its table reads. */
const page = (row: z.ZodObject) =>
  z.object({ items: sampledList(row), total: count, limit: count, offset: count });

const WALLET = msg`Wallet`;
const INSTANCES = msg`Instances`;
const INSTANCE = msg`Instance`;
const TICKETS = msg`Tickets`;
const VOLUMES = msg`Volumes`;
const VOLUME = msg`Volume`;

export const walletCardsReads: PanelReads = {
  id: 'wallet.cards',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the balance and spend figures`,
  schema: z.object({
    balanceCents: count,
    currency: text,
    monthToDateSpendCents: count,
    projectedMonthSpendCents: count,
    lowBalanceThresholdCents: count,
  }),
};

export const walletSpendReads: PanelReads = {
  id: 'wallet.spend',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the spend chart`,
  schema: z.object({
    currency: text,
    months: z.array(
      z.object({
        month: text,
        totalCents: count,
        byService: z.object({ compute: count, storage: count, network: count, backups: count }),
      }),
    ),
  }),
};

export const walletRunwayReads: PanelReads = {
  id: 'wallet.runway',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the runway (when the balance runs out)`,
  schema: z.object({
    balanceCents: count,
    currency: text,
    monthToDateSpendCents: count,
    months: z.array(z.object({ totalCents: count })),
  }),
};

const instanceRow = z.object({
  id: text,
  name: text,
  status: text,
  planId: text,
  regionId: text,
  ipAddress: text.nullish(),
  createdAt: text,
});

export const instanceListReads: PanelReads = {
  id: 'instances.list',
  operation: 'GET /instances',
  page: '/instances',
  pageLabel: INSTANCES,
  panel: msg`the instance table`,
  schema: z.object({ items: sampledList(instanceRow) }),
};

export const instanceDetailReads: PanelReads = {
  id: 'instances.detail',
  operation: 'GET /instances/{id}',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's fields`,
  schema: instanceRow.extend({ osImageId: text }),
};

export const ticketListReads: PanelReads = {
  id: 'tickets.list',
  operation: 'GET /tickets',
  page: '/tickets',
  pageLabel: TICKETS,
  panel: msg`the ticket table`,
  schema: page(
    z.object({
      id: text,
      subject: text,
      status: text,
      createdAt: text,
      updatedAt: text,
      messageCount: count,
    }),
  ),
};

const volumeRow = z.object({
  id: text,
  name: text,
  sizeGb: count,
  regionId: text,
  instanceId: text.nullish(),
  createdAt: text,
});

export const volumeListReads: PanelReads = {
  id: 'volumes.list',
  operation: 'GET /volumes',
  page: '/volumes',
  pageLabel: VOLUMES,
  panel: msg`the volume table`,
  schema: z.object({ items: sampledList(volumeRow) }),
};

export const volumeDetailReads: PanelReads = {
  id: 'volumes.detail',
  operation: 'GET /volumes/{id}',
  page: '/volumes/$id',
  pageLabel: VOLUME,
  panel: msg`the volume's fields`,
  schema: volumeRow,
};

export const transactionListReads: PanelReads = {
  id: 'wallet.transactions',
  operation: 'GET /wallet/transactions',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the transactions table`,
  schema: page(
    z.object({
      id: text,
      type: text,
      category: text,
      amountCents: count,
      currency: text,
      description: text,
      createdAt: text,
    }),
  ),
};

export const backupListReads: PanelReads = {
  id: 'backups.list',
  operation: 'GET /backups',
  page: '/backups',
  pageLabel: msg`Backups`,
  panel: msg`the backup table`,
  schema: page(
    z.object({
      id: text,
      instanceName: text,
      type: text,
      status: text,
      sizeGb: count,
      createdAt: text,
    }),
  ),
};

export const backupServerListReads: PanelReads = {
  id: 'backups.servers',
  operation: 'GET /backups/servers',
  page: '/backups/servers',
  pageLabel: msg`Backup servers`,
  panel: msg`the backup server table`,
  schema: page(
    z.object({
      id: text,
      name: text,
      regionId: text,
      capacityGb: count,
      usedGb: count,
      backupCount: count,
    }),
  ),
};

export const monitoredServerListReads: PanelReads = {
  id: 'monitoring.list',
  operation: 'GET /monitoring/servers',
  page: '/monitoring',
  pageLabel: msg`Monitoring`,
  panel: msg`the monitored server table`,
  schema: page(
    z.object({
      id: text,
      name: text,
      status: text,
      regionId: text,
      cpuPercent: count.nullish(),
      memoryPercent: count.nullish(),
      diskPercent: count.nullish(),
      checkedAt: text,
    }),
  ),
};

const reservedIpRow = z.object({
  id: text,
  ipAddress: text,
  regionId: text,
  instanceId: text.nullish(),
  createdAt: text,
});

export const reservedIpListReads: PanelReads = {
  id: 'reserved-ips.list',
  operation: 'GET /reserved-ips',
  page: '/reserved-ips',
  pageLabel: msg`Reserved IPs`,
  panel: msg`the reserved IP table`,
  schema: z.object({ items: sampledList(reservedIpRow) }),
};

export const reservedIpDetailReads: PanelReads = {
  id: 'reserved-ips.detail',
  operation: 'GET /reserved-ips/{id}',
  page: '/reserved-ips/$id',
  pageLabel: msg`Reserved IP`,
  panel: msg`the reserved IP's fields`,
  schema: reservedIpRow,
};

const vpcRow = z.object({
  id: text,
  name: text,
  regionId: text,
  ipRange: text,
  instanceIds: z.array(text),
  createdAt: text,
});

export const vpcListReads: PanelReads = {
  id: 'vpcs.list',
  operation: 'GET /vpcs',
  page: '/vpcs',
  pageLabel: msg`VPCs`,
  panel: msg`the VPC table`,
  schema: z.object({ items: sampledList(vpcRow) }),
};

export const vpcDetailReads: PanelReads = {
  id: 'vpcs.detail',
  operation: 'GET /vpcs/{id}',
  page: '/vpcs/$id',
  pageLabel: msg`VPC`,
  panel: msg`the VPC's fields and members`,
  schema: vpcRow,
};

export const backupDetailReads: PanelReads = {
  id: 'backups.detail',
  operation: 'GET /backups/{id}',
  page: '/backups/$id',
  pageLabel: msg`Backup`,
  panel: msg`the backup's fields`,
  schema: z.object({
    id: text,
    instanceId: text,
    instanceName: text,
    serverId: text,
    type: text,
    status: text,
    sizeGb: count,
    createdAt: text,
  }),
};

export const ticketDetailReads: PanelReads = {
  id: 'tickets.detail',
  operation: 'GET /tickets/{id}',
  page: '/tickets/$id',
  pageLabel: msg`Ticket`,
  panel: msg`the ticket's fields`,
  schema: z.object({
    id: text,
    subject: text,
    status: text,
    instanceId: text.nullish(),
    createdAt: text,
  }),
};

export const ticketConversationReads: PanelReads = {
  id: 'tickets.conversation',
  operation: 'GET /tickets/{id}',
  page: '/tickets/$id',
  pageLabel: msg`Ticket`,
  panel: msg`the conversation`,
  schema: z.object({
    messages: z.array(z.object({ id: text, author: text, body: text, createdAt: text })),
  }),
};

const endpointRow = z.object({
  id: text,
  url: text,
  description: text.nullish(),
  events: z.array(text),
  status: text,
  consecutiveFailures: count,
  disabledAt: text.nullish(),
  reenableAfter: text.nullish(),
  lastDelivery: z.object({ ok: z.boolean(), at: text, responseStatus: count.nullish() }).nullish(),
  createdAt: text,
});

export const endpointListReads: PanelReads = {
  id: 'webhooks.list',
  operation: 'GET /webhooks/endpoints',
  page: '/webhooks',
  pageLabel: msg`Webhooks`,
  panel: msg`the endpoint table`,
  schema: z.object({ items: sampledList(endpointRow) }),
};

export const endpointDetailReads: PanelReads = {
  id: 'webhooks.detail',
  operation: 'GET /webhooks/endpoints/{id}',
  page: '/webhooks/$id',
  pageLabel: msg`Webhook endpoint`,
  panel: msg`the endpoint's fields`,
  schema: endpointRow,
};

/** A server's VPCs and reserved IPs, among its related resources (read from the whole lists). */
export const instanceVpcsReads: PanelReads = {
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

export const instanceReservedIpsReads: PanelReads = {
  id: 'instances.reserved-ips',
  operation: 'GET /reserved-ips',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's reserved IPs`,
  schema: z.object({
    items: sampledList(z.object({ id: text, ipAddress: text, instanceId: text.nullish() })),
  }),
};

export const instanceVolumesReads: PanelReads = {
  id: 'instances.volumes',
  operation: 'GET /volumes',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's volumes`,
  schema: z.object({
    items: sampledList(
      z.object({ id: text, name: text, sizeGb: count, instanceId: text.nullish() }),
    ),
  }),
};

export const instanceBackupsReads: PanelReads = {
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

export const instanceTicketsReads: PanelReads = {
  id: 'instances.tickets',
  operation: 'GET /tickets',
  page: '/instances/$id',
  pageLabel: INSTANCE,
  panel: msg`the instance's tickets`,
  schema: z.object({
    items: sampledList(
      z.object({ id: text, subject: text, status: text, instanceId: text.nullish() }),
    ),
  }),
};

/** The key table of the API keys page (the shared key list is the answer's items: api/queries/api-keys.ts). */
export const apiKeyListReads: PanelReads = {
  id: 'api-keys.list',
  operation: 'GET /api-keys',
  page: '/api-keys',
  pageLabel: msg`API keys`,
  panel: msg`the key table`,
  schema: z.object({
    items: sampledList(
      z.object({
        id: text,
        name: text,
        prefix: text,
        scope: text,
        createdAt: text,
        expiresAt: text.nullish(),
        lastUsedAt: text.nullish(),
      }),
    ),
  }),
};

/**
 * The region catalogue as the forms' region pickers read it: one entry per page with such a form
 * (create a volume, a VPC, reserve an address, deploy), so the report names each.
 */
const regionRow = z.object({ id: text, name: text, available: z.boolean() });
const regionPicker = (
  page: string,
  pageLabel: MessageDescriptor,
  panel: MessageDescriptor,
): PanelReads => ({
  id: `pickers.regions${page.replaceAll('/', '.')}`,
  operation: 'GET /catalog/regions',
  page,
  pageLabel,
  panel,
  schema: z.object({ items: z.array(regionRow) }),
});

export const regionPickerReads = regionPicker('/volumes', VOLUMES, msg`the region picker`);
export const REGION_PICKER_READS: readonly PanelReads[] = [
  regionPickerReads,
  regionPicker('/vpcs', msg`VPCs`, msg`the region picker`),
  regionPicker('/reserved-ips', msg`Reserved IPs`, msg`the region picker`),
  regionPicker('/instances/deploy', msg`Deploy`, msg`the region choice`),
];

/**
 * The instance list as the instance pickers read it (attach a volume, assign a reserved IP, add a
 * VPC member: on those resources' pages), one entry per page.
 */
const instancePicker = (page: string, pageLabel: MessageDescriptor): PanelReads => ({
  id: `pickers.instances${page.replaceAll('/', '.')}`,
  operation: 'GET /instances',
  page,
  pageLabel,
  panel: msg`the instance picker`,
  schema: z.object({
    items: sampledList(z.object({ id: text, name: text, status: text, regionId: text })),
  }),
});

export const INSTANCE_PICKER_READS: readonly PanelReads[] = [
  instancePicker('/volumes/$id', VOLUME),
  instancePicker('/reserved-ips/$id', msg`Reserved IP`),
  instancePicker('/vpcs/$id', msg`VPC`),
];

/** Every checked panel, for the compatibility report. */
export const PANEL_READS: readonly PanelReads[] = [
  walletCardsReads,
  walletSpendReads,
  walletRunwayReads,
  instanceListReads,
  instanceDetailReads,
  ticketListReads,
  volumeListReads,
  volumeDetailReads,
  transactionListReads,
  backupListReads,
  backupServerListReads,
  monitoredServerListReads,
  reservedIpListReads,
  reservedIpDetailReads,
  vpcListReads,
  vpcDetailReads,
  backupDetailReads,
  ticketDetailReads,
  ticketConversationReads,
  endpointListReads,
  endpointDetailReads,
  instanceVpcsReads,
  instanceReservedIpsReads,
  instanceVolumesReads,
  instanceBackupsReads,
  instanceTicketsReads,
  apiKeyListReads,
  ...REGION_PICKER_READS,
  ...INSTANCE_PICKER_READS,
];
