// What the region pickers read of the catalogue, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { REGION_PICKER_READS, regionPickerReads } from '@/api/reads/panels';

export const selectRegionPicker = selectReads<unknown>(regionPickerReads);
/** The deploy form's region choice. */
export const selectDeployRegions = selectReads<unknown>(REGION_PICKER_READS.find((reads) => reads.page === '/instances/deploy')!);
