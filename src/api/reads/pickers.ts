// What the shared pickers read, one entry per page with such a form (docs/drift.md). The picker is
// shared code in the `shared` chunk, which must not bring zod to every page's first view: each form
// declares its entry in its feature's reads.ts and hands the check to the picker (`RegionSelect`'s
// and `InstanceSelect`'s `check`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { sampledList, type PanelReads } from './read-check';

const text = z.string();
const regionRow = z.object({ id: text, name: text, available: z.boolean() });

/** The region catalogue as a form's region picker reads it (create a volume, a VPC, reserve an address, deploy). */
export const regionPicker = (
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

/** The instance list as an instance picker reads it (attach a volume, assign a reserved IP, add a VPC member). */
export const instancePicker = (page: string, pageLabel: MessageDescriptor): PanelReads => ({
  id: `pickers.instances${page.replaceAll('/', '.')}`,
  operation: 'GET /instances',
  page,
  pageLabel,
  panel: msg`the instance picker`,
  schema: z.object({
    items: sampledList(z.object({ id: text, name: text, status: text, regionId: text })),
  }),
});

/**
 * The instance list as a form's optional instance choice reads it (a ticket's related instance,
 * an alert policy's instance): an instance's ID, name and status, not its region.
 */
export const instanceChoice = (
  page: string,
  pageLabel: MessageDescriptor,
  panel: MessageDescriptor,
): PanelReads => ({
  id: `pickers.instance-choice${page.replaceAll('/', '.')}`,
  operation: 'GET /instances',
  page,
  pageLabel,
  panel,
  schema: z.object({ items: sampledList(z.object({ id: text, name: text, status: text })) }),
});
