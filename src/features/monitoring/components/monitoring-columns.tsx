import { createColumnHelper } from '@tanstack/react-table';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { InstanceLink } from '@/components/table/instance-link';
import { RegionName } from '@/components/pickers/region-name';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatRelative } from '@/lib/format';
import type { MonitoredServer } from '../queries';
import { STATUS_LABEL, STATUS_TONE } from '../status';
import { shown } from '@/lib/presentation';

const column = createColumnHelper<MonitoredServer>();

function Percent({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <span className="text-muted">—</span>;
  const rounded = Math.round(value);
  const tone = rounded >= 90 ? 'bg-danger' : rounded >= 75 ? 'bg-warning' : 'bg-success';
  return (
    <span className="inline-flex items-center justify-end gap-2" title={`${label} ${rounded}%`}>
      <span aria-hidden="true" className="hidden h-1.5 w-12 overflow-hidden rounded-full bg-surface-2 xl:inline-block">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${rounded}%` }} />
      </span>
      {rounded}%
    </span>
  );
}

export const monitoringColumns: TableColumn<MonitoredServer>[] = [
  column.accessor('name', { header: 'Server', cell: ({ row }) => <InstanceLink instanceId={row.original.instanceId} name={row.original.name} /> }),
  column.accessor('status', { header: 'Status', cell: ({ row }) => <StatusBadge label={<EnumLabel labels={STATUS_LABEL} value={row.original.status} />} tone={STATUS_TONE[row.original.status]} /> }),
  column.accessor('regionId', { header: 'Region', cell: ({ getValue }) => <RegionName regionId={getValue<string>()} />, meta: { hideBelow: 'md' } }),
  column.accessor('ipAddress', { header: 'IP address', cell: ({ getValue }) => <CopyText value={getValue()} label="IP address" />, meta: { hideBelow: 'lg' } }),
  column.accessor('cpuPercent', { header: 'CPU', cell: ({ row }) => <Percent value={row.original.cpuPercent} label="CPU" />, meta: { align: 'right' } }),
  column.accessor('memoryPercent', { header: 'Memory', cell: ({ row }) => <Percent value={row.original.memoryPercent} label="Memory" />, meta: { align: 'right', hideBelow: 'sm' } }),
  column.accessor('diskPercent', { header: 'Disk', cell: ({ row }) => <Percent value={row.original.diskPercent} label="Disk" />, meta: { align: 'right', hideBelow: 'sm' } }),
  column.accessor('checkedAt', {
    header: 'Checked',
    cell: ({ row }) => <time dateTime={row.original.checkedAt}>{formatRelative(row.original.checkedAt)}</time>,
    meta: { hideBelow: 'lg' },
  }),
];

export const monitoringCsvColumns = csvColumns(monitoringColumns, [
  { header: 'ID', value: (s) => s.id },
  { header: 'Instance ID', value: (s) => s.instanceId },
  { column: 'name', header: 'Name' },
  { column: 'status' },
  { column: 'regionId' },
  { column: 'ipAddress', value: (s) => shown(s.ipAddress, 'ip') },
  { column: 'cpuPercent', header: 'CPU %' },
  { column: 'memoryPercent', header: 'Memory %' },
  { column: 'diskPercent', header: 'Disk %' },
  { column: 'checkedAt' },
]);
