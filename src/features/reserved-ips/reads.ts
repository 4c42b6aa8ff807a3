// What the reserved IP pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { instancePicker, regionPicker } from '@/api/reads/pickers';
import { sampledList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { ReservedIp } from './queries';

const text = z.string();

const reservedIpRow = z.object({
  id: text,
  ipAddress: text,
  regionId: text,
  instanceId: z.nullish(text),
  createdAt: text,
});

const reservedIpListReads: PanelReads = {
  id: 'reserved-ips.list',
  operation: 'GET /reserved-ips',
  page: '/reserved-ips',
  pageLabel: msg`Reserved IPs`,
  panel: msg`the reserved IP table`,
  schema: z.object({ items: sampledList(reservedIpRow) }),
};

const reservedIpDetailReads: PanelReads = {
  id: 'reserved-ips.detail',
  operation: 'GET /reserved-ips/{id}',
  page: '/reserved-ips/$id',
  pageLabel: msg`Reserved IP`,
  panel: msg`the reserved IP's fields`,
  schema: reservedIpRow,
};

const regionPickerReads = regionPicker('/reserved-ips', msg`Reserved IPs`, msg`the region picker`);
const instancePickerReads = instancePicker('/reserved-ips/$id', msg`Reserved IP`);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  reservedIpListReads,
  reservedIpDetailReads,
  regionPickerReads,
  instancePickerReads,
];

export const selectReservedIpList = selectReads<unknown>(reservedIpListReads);
export const selectReservedIpDetail = selectReads<ReservedIp>(reservedIpDetailReads);
/** The reserve dialog's region picker (`RegionSelect`'s `check`). */
export const selectRegionPicker = selectReads<unknown>(regionPickerReads);
/** The assign dialog's instance picker (`InstanceSelect`'s `check`). */
export const selectInstancePicker = selectReads<unknown>(instancePickerReads);
