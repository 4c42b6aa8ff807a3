// What the region pickers read of the catalogue, checked where they read it (docs/drift.md). The
// forms hand the check to the picker (`RegionSelect`'s `check`): the picker is shared code in the
// `shared` chunk, which must not bring zod to every page's first view.
import { selectReads } from './read-check';
import { INSTANCE_PICKER_READS, REGION_PICKER_READS, regionPickerReads } from './panels';

export const selectRegionPicker = selectReads<unknown>(regionPickerReads);
/** The deploy form's region choice. */
export const selectDeployRegions = selectReads<unknown>(
  REGION_PICKER_READS.find((reads) => reads.page === '/instances/deploy')!,
);
/** The instance pickers' (`InstanceSelect`'s `check`). */
export const selectInstancePicker = selectReads<unknown>(INSTANCE_PICKER_READS[0]!);
