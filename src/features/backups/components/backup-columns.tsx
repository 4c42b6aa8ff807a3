import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { InstanceLink } from '@/components/table/instance-link';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDateTime } from '@/lib/format';
import { formatGb, STATUS_LABEL, STATUS_TONE, TYPE_LABEL } from '../format';
import type { Backup } from '../queries';

const column = createColumnHelper<Backup>();

export const backupColumns: TableColumn<Backup>[] = [
  column.accessor('createdAt', {
    header: 'Taken',
    cell: ({ row }) => (
      <Link to="/backups/$backupId" params={{ backupId: row.original.id }} className="font-medium whitespace-nowrap text-accent underline-offset-2 hover:underline">
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  }),
  column.accessor('instanceName', {
    header: 'Instance',
    cell: ({ row }) => <InstanceLink instanceId={row.original.instanceId} name={row.original.instanceName} />,
  }),
  // Left out below 1024 px (it is on the backup's page), so the instance has room on a phone and
  // beside the side navigation at 768 px.
  column.accessor('type', { header: 'Type', cell: ({ row }) => <EnumLabel labels={TYPE_LABEL} value={row.original.type} />, meta: { hideBelow: 'lg' } }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusBadge label={<EnumLabel labels={STATUS_LABEL} value={row.original.status} />} tone={STATUS_TONE[row.original.status]} />,
    meta: { hideBelow: 'sm' },
  }),
  column.accessor('sizeGb', { header: 'Size', cell: ({ getValue }) => formatGb(getValue()), meta: { align: 'right' } }),
  column.accessor('serverId', { header: 'Backup server', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>, meta: { hideBelow: 'lg' } }),
  column.accessor('id', { header: 'ID', cell: ({ getValue }) => <CopyText value={getValue()} label="backup ID" />, meta: { hideBelow: 'xl' } }),
];

export const backupCsvColumns = csvColumns(backupColumns, [
  { column: 'id' },
  { column: 'createdAt' },
  { header: 'Instance ID', value: (b) => b.instanceId },
  { column: 'instanceName' },
  { column: 'type' },
  { column: 'status' },
  { column: 'sizeGb', header: 'Size (GB)' },
  { column: 'serverId' },
]);
