// What the monitoring page reads, checked where it reads it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { paginatedList, selectReads, type PanelReads } from '@/api/reads/read-check';

const text = z.string();
const count = z.number();

const monitoredServerListReads: PanelReads = {
  id: 'monitoring.list',
  operation: 'GET /monitoring/servers',
  page: '/monitoring',
  pageLabel: msg`Monitoring`,
  panel: msg`the monitored server table`,
  schema: paginatedList(
    z.object({
      id: text,
      name: text,
      status: text,
      regionId: text,
      cpuPercent: z.nullish(count),
      memoryPercent: z.nullish(count),
      diskPercent: z.nullish(count),
      checkedAt: text,
    }),
  ),
};

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [monitoredServerListReads];

export const selectMonitoredServerList = selectReads<unknown>(monitoredServerListReads);
