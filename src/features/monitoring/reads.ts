// What the monitoring page reads, checked where it reads it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { monitoredServerListReads } from '@/api/reads/panels';

export const selectMonitoredServerList = selectReads<unknown>(monitoredServerListReads);
