// What the volume pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { instancePicker, regionPicker } from '@/api/reads/pickers';
import { sampledList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { Volume } from './queries';

const text = z.string();
const count = z.number();

const volumeRow = z.object({
  id: text,
  name: text,
  sizeGb: count,
  regionId: text,
  instanceId: z.nullish(text),
  createdAt: text,
});

const volumeListReads: PanelReads = {
  id: 'volumes.list',
  operation: 'GET /volumes',
  page: '/volumes',
  pageLabel: msg`Volumes`,
  panel: msg`the volume table`,
  schema: z.object({ items: sampledList(volumeRow) }),
};

const volumeDetailReads: PanelReads = {
  id: 'volumes.detail',
  operation: 'GET /volumes/{id}',
  page: '/volumes/$id',
  pageLabel: msg`Volume`,
  panel: msg`the volume's fields`,
  schema: volumeRow,
};

const regionPickerReads = regionPicker('/volumes', msg`Volumes`, msg`the region picker`);
const instancePickerReads = instancePicker('/volumes/$id', msg`Volume`);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  volumeListReads,
  volumeDetailReads,
  regionPickerReads,
  instancePickerReads,
];

export const selectVolumeList = selectReads<unknown>(volumeListReads);
export const selectVolumeDetail = selectReads<Volume>(volumeDetailReads);
/** The create dialog's region picker (`RegionSelect`'s `check`). */
export const selectRegionPicker = selectReads<unknown>(regionPickerReads);
/** The attach dialog's instance picker (`InstanceSelect`'s `check`). */
export const selectInstancePicker = selectReads<unknown>(instancePickerReads);
