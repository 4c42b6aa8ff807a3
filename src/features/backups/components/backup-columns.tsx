import { useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { InstanceLink } from '@/components/table/instance-link';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatDateTime } from '@/lib/format';
import { formatGb, STATUS_TONE, statusLabels, typeLabels } from '../format';
import type { Backup } from '../queries';

const column = createColumnHelper<Backup>();

/** The backups table's columns and its CSV columns, in the chosen language. */
export function useBackupColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const types = typeLabels();
    const statuses = statusLabels();
    const columns: TableColumn<Backup>[] = [
      column.accessor('createdAt', {
        header: t`Taken`,
        cell: ({ row }) => (
          <>
            <Link
              to="/backups/$backupId"
              params={{ backupId: row.original.id }}
              className="font-medium whitespace-nowrap text-accent underline-offset-2 hover:underline"
            >
              {formatDateTime(row.original.createdAt)}
            </Link>
            <PendingDelete
              target={`/backups/${row.original.id}`}
              name={formatDateTime(row.original.createdAt)}
            />
          </>
        ),
      }),
      column.accessor('instanceName', {
        header: t`Instance`,
        cell: ({ row }) => (
          <InstanceLink instanceId={row.original.instanceId} name={row.original.instanceName} />
        ),
      }),
      // Left out below 1024 px (it is on the backup's page), so the instance has room on a phone and
      // beside the side navigation at 768 px.
      column.accessor('type', {
        header: t`Type`,
        cell: ({ row }) => <EnumLabel labels={types} value={row.original.type} />,
        meta: { hideBelow: 'lg' },
      }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => (
          <StatusBadge
            label={<EnumLabel labels={statuses} value={row.original.status} />}
            tone={STATUS_TONE[row.original.status]}
          />
        ),
        meta: { hideBelow: 'sm' },
      }),
      column.accessor('sizeGb', {
        header: t`Size`,
        cell: ({ getValue }) => formatGb(getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('serverId', {
        header: t`Backup server`,
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
        meta: { hideBelow: 'lg' },
      }),
      column.accessor('id', {
        header: t`ID`,
        cell: ({ getValue }) => <CopyText value={getValue()} label={t`backup ID`} />,
        meta: { hideBelow: 'xl' },
      }),
    ];
    const csv = csvColumns(columns, [
      { column: 'id' },
      { column: 'createdAt' },
      { header: t`Instance ID`, value: (b) => b.instanceId },
      { column: 'instanceName' },
      { column: 'type' },
      { column: 'status' },
      { column: 'sizeGb', header: t`Size (GB)` },
      { column: 'serverId' },
    ]);
    return { columns, csv };
  }, [t]);
}
