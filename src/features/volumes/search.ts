import type * as z from 'zod/mini';
import { enumParam, wholeSetSearchSchema } from '@/components/table/search';

export const VOLUME_SORTS = ['name', 'sizeGb', 'regionId', 'instance', 'createdAt'] as const;

/** /volumes: q (filter words), sort (column, `-column` descending), attached (attached | detached). */
export const volumesSearchSchema = wholeSetSearchSchema(VOLUME_SORTS, { attached: enumParam(['attached', 'detached']) });
export type VolumesSearch = z.infer<typeof volumesSearchSchema>;
export type VolumesSearchInput = z.input<typeof volumesSearchSchema>;
