import { enumParam, wholeSetSearchSchema } from '@/lib/url-search/search';
import type { SearchInput } from '@/lib/url-search/params';

export const VOLUME_SORTS = ['name', 'sizeGb', 'regionId', 'instance', 'createdAt'] as const;

/** /volumes: q (filter words), sort (column, `-column` descending), attached (attached | detached). */
export const volumesSearchSchema = wholeSetSearchSchema(VOLUME_SORTS, {
  attached: enumParam(['attached', 'detached']),
});
export type VolumesSearchInput = SearchInput<typeof volumesSearchSchema>;
