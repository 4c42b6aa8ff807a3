// What the volumes page reads, checked where it reads it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { volumeDetailReads, volumeListReads } from '@/api/reads/panels';
import type { Volume } from './queries';

export const selectVolumeList = selectReads<unknown>(volumeListReads);
export const selectVolumeDetail = selectReads<Volume>(volumeDetailReads);
