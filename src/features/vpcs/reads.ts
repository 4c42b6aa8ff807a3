// What the VPC pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { instancePicker, regionPicker } from '@/api/reads/pickers';
import { sampledList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { Vpc } from './queries';

const text = z.string();

const vpcRow = z.object({
  id: text,
  name: text,
  regionId: text,
  ipRange: text,
  instanceIds: z.array(text),
  createdAt: text,
});

const vpcListReads: PanelReads = {
  id: 'vpcs.list',
  operation: 'GET /vpcs',
  page: '/vpcs',
  pageLabel: msg`VPCs`,
  panel: msg`the VPC table`,
  schema: z.object({ items: sampledList(vpcRow) }),
};

const vpcDetailReads: PanelReads = {
  id: 'vpcs.detail',
  operation: 'GET /vpcs/{id}',
  page: '/vpcs/$id',
  pageLabel: msg`VPC`,
  panel: msg`the VPC's fields and members`,
  schema: vpcRow,
};

const regionPickerReads = regionPicker('/vpcs', msg`VPCs`, msg`the region picker`);
const instancePickerReads = instancePicker('/vpcs/$id', msg`VPC`);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  vpcListReads,
  vpcDetailReads,
  regionPickerReads,
  instancePickerReads,
];

export const selectVpcList = selectReads<unknown>(vpcListReads);
export const selectVpcDetail = selectReads<Vpc>(vpcDetailReads);
/** The create dialog's region picker (`RegionSelect`'s `check`). */
export const selectRegionPicker = selectReads<unknown>(regionPickerReads);
/** The add-member dialog's instance picker (`InstanceSelect`'s `check`). */
export const selectInstancePicker = selectReads<unknown>(instancePickerReads);
