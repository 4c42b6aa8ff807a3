/**
 * What each checked panel reads, one entry per panel (docs/drift.md "Add a read-schema"). The
 * panel's query selects with `selectReads(entry)`; the compatibility report compares the same
 * entries with the live document. Only the fields a panel uses, with the type it needs: an enum
 * is a string (an unknown value is shown as sent), a field the panel shows as absent when it is
 * missing or null is `nullish()`.
 */
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { sampledList, type PanelReads } from './read-check';

const text = z.string();
const count = z.number();

/** A page of a paginated list (`{ items, total, limit, offset }`) with the row fields its table reads. */
const page = (row: z.ZodObject) => z.object({ items: sampledList(row), total: count, limit: count, offset: count });

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
  schema: z.object({ balanceCents: count, currency: text, monthToDateSpendCents: count, projectedMonthSpendCents: count, lowBalanceThresholdCents: count }),
};

export const walletSpendReads: PanelReads = {
  id: 'wallet.spend',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the spend chart`,
  schema: z.object({
    currency: text,
    months: z.array(z.object({ month: text, totalCents: count, byService: z.object({ compute: count, storage: count, network: count, backups: count }) })),
  }),
};

export const walletRunwayReads: PanelReads = {
  id: 'wallet.runway',
  operation: 'GET /wallet/summary',
  page: '/wallet',
  pageLabel: WALLET,
  panel: msg`the runway (when the balance runs out)`,
  schema: z.object({ balanceCents: count, currency: text, monthToDateSpendCents: count, months: z.array(z.object({ totalCents: count })) }),
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
  schema: page(z.object({ id: text, subject: text, status: text, createdAt: text, updatedAt: text, messageCount: count })),
};

const volumeRow = z.object({ id: text, name: text, sizeGb: count, regionId: text, instanceId: text.nullish(), createdAt: text });

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
  schema: page(z.object({ id: text, type: text, category: text, amountCents: count, currency: text, description: text, createdAt: text })),
};

export const backupListReads: PanelReads = {
  id: 'backups.list',
  operation: 'GET /backups',
  page: '/backups',
  pageLabel: msg`Backups`,
  panel: msg`the backup table`,
  schema: page(z.object({ id: text, instanceName: text, type: text, status: text, sizeGb: count, createdAt: text })),
};

export const backupServerListReads: PanelReads = {
  id: 'backups.servers',
  operation: 'GET /backups/servers',
  page: '/backups/servers',
  pageLabel: msg`Backup servers`,
  panel: msg`the backup server table`,
  schema: page(z.object({ id: text, name: text, regionId: text, capacityGb: count, usedGb: count, backupCount: count })),
};

export const monitoredServerListReads: PanelReads = {
  id: 'monitoring.list',
  operation: 'GET /monitoring/servers',
  page: '/monitoring',
  pageLabel: msg`Monitoring`,
  panel: msg`the monitored server table`,
  schema: page(z.object({ id: text, name: text, status: text, regionId: text, cpuPercent: count.nullish(), memoryPercent: count.nullish(), diskPercent: count.nullish(), checkedAt: text })),
};

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
];
