import { t } from '@lingui/core/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { regionColumn } from '@/components/table/region-column';
import type { Region } from '@/components/pickers/region-select';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate, formatNumber } from '@/lib/format';
import type { Vpc } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { SelectRowCell, SelectShownRowsHeader } from '@/components/table/row-selection';

const column = createColumnHelper<Vpc>();

// A function, so the headers are read in the language chosen when the table is drawn.
export const vpcColumns = (regions: readonly Region[]): TableColumn<Vpc>[] => [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <SelectShownRowsHeader
        ids={table.getRowModel().rows.map((row) => row.id)}
        label={t`Select all shown VPCs`}
      />
    ),
    cell: ({ row }) => <SelectRowCell id={row.original.id} name={row.original.name} />,
    meta: { width: '2.5rem' },
  }),
  column.accessor('name', {
    header: t`Name`,
    sortingFn: 'text',
    cell: ({ row }) => (
      <>
        <Link
          to="/vpcs/$vpcId"
          params={{ vpcId: row.original.id }}
          title={row.original.name}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          <UserText>{row.original.name}</UserText>
        </Link>
        <PendingDelete target={`/vpcs/${row.original.id}`} name={row.original.name} />
      </>
    ),
  }),
  regionColumn(regions),
  column.accessor('ipRange', {
    header: t`IP range`,
    sortingFn: 'text',
    cell: ({ getValue }) => <CopyText value={getValue<string>()} label={t`IP range`} />,
    // Left out below 1024 px (the VPC's page shows it): beside the side navigation at 768 px, with the
    // selection column and Members, it left the name 78 px (~60 px on a phone at 390 px).
    meta: { width: '10rem', hideBelow: 'lg' },
  }),
  column.accessor((vpc) => vpc.instanceIds.length, {
    id: 'members',
    header: t`Members`,
    cell: ({ getValue }) => formatNumber(getValue<number>()),
    meta: { align: 'right', width: '8rem', filterText: () => '' },
  }),
  column.accessor('createdAt', {
    header: t`Created`,
    cell: ({ getValue }) => formatDate(getValue<string>()),
    meta: { filterText: (row) => formatDate(row.createdAt), width: '8.5rem', hideBelow: 'lg' },
  }),
  column.accessor('id', {
    header: t`ID`,
    enableSorting: false,
    cell: ({ getValue }) => <CopyText value={getValue<string>()} label={t`VPC ID`} />,
    meta: { width: '13rem', hideBelow: 'xl' },
  }),
];
