// What the volumes page reads, checked where it reads it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { volumeListReads } from '@/api/reads/panels';

export const selectVolumeList = selectReads<unknown>(volumeListReads);
