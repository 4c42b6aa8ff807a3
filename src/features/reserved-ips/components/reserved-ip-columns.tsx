import { t } from '@lingui/core/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { regionColumn } from '@/components/table/region-column';
import type { Region } from '@/components/pickers/region-select';
import { InstanceLink } from '@/components/table/instance-link';
import type { Instance } from '@/api/queries/instances';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate } from '@/lib/format';
import { ipSortKey, type ReservedIp } from '../queries';
import { shown } from '@/lib/presentation/presentation';

const column = createColumnHelper<ReservedIp>();

/** The copy button's name for an address ("Copy address 203.0.113.7"). */
function addressLabel(address: string): string {
  return t`address ${address}`;
}

export function reservedIpColumns(
  instances: Map<string, Instance>,
  regions: readonly Region[],
): TableColumn<ReservedIp>[] {
  // The word a filter finds an address assigned to no instance by.
  const unassigned = t({
    message: 'unassigned',
    comment:
      'Filter word (not shown) that finds a reserved IP assigned to no instance: the shown "Unassigned", lower case.',
  });
  const nameOf = (ip: ReservedIp) =>
    ip.instanceId ? (instances.get(ip.instanceId)?.name ?? ip.instanceId) : '';
  return [
    column.accessor('ipAddress', {
      header: t`Address`,
      sortingFn: (a, b) => ipSortKey(a.original.ipAddress) - ipSortKey(b.original.ipAddress),
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Link
            to="/reserved-ips/$reservedIpId"
            params={{ reservedIpId: row.original.id }}
            className="font-mono font-medium text-accent underline-offset-2 hover:underline"
          >
            {shown(row.original.ipAddress, 'ip')}
          </Link>
          <CopyText
            value={row.original.ipAddress}
            label={addressLabel(row.original.ipAddress)}
            className="[&>span:first-child]:sr-only"
          />
          <PendingDelete
            target={`/reserved-ips/${row.original.id}`}
            name={shown(row.original.ipAddress, 'ip')}
          />
        </span>
      ),
      meta: { width: '11rem' },
    }),
    regionColumn(regions),
    column.accessor(nameOf, {
      id: 'instance',
      header: t`Assigned to`,
      sortingFn: 'text',
      cell: ({ row }) =>
        row.original.instanceId ? (
          <InstanceLink
            instanceId={row.original.instanceId}
            name={instances.get(row.original.instanceId)?.name}
          />
        ) : (
          <span className="text-muted">{t`Unassigned`}</span>
        ),
      meta: { filterText: (ip) => `${nameOf(ip)} ${ip.instanceId ?? unassigned}` },
    }),
    column.accessor('createdAt', {
      header: t`Reserved`,
      cell: ({ getValue }) => formatDate(getValue<string>()),
      meta: { filterText: (row) => formatDate(row.createdAt), width: '8.5rem', hideBelow: 'md' },
    }),
    column.accessor('id', {
      header: t`ID`,
      enableSorting: false,
      cell: ({ getValue }) => <CopyText value={getValue<string>()} label={t`reserved IP ID`} />,
      meta: { width: '13rem', hideBelow: 'lg' },
    }),
  ];
}
