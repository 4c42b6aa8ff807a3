import { t } from '@lingui/core/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { InstanceLink } from '@/components/table/instance-link';
import { regionColumn } from '@/components/table/region-column';
import type { Region } from '@/components/pickers/region-select';
import type { Instance } from '@/api/queries/instances';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate, formatNumber } from '@/lib/format';
import type { Volume } from '../queries';
import { SelectRowCell, SelectShownRowsHeader } from '@/components/table/row-selection';
import { UserText } from '@/components/ui/user-text';

const column = createColumnHelper<Volume>();

export function volumeColumns(
  instances: Map<string, Instance>,
  regions: readonly Region[],
): TableColumn<Volume>[] {
  // The words a filter finds an unattached volume by.
  const unattached = t({
    message: 'not attached detached',
    comment:
      'Filter words (not shown) that find a volume attached to no instance: the shown "Not attached" and its synonyms, lower case, separated by spaces.',
  });
  const nameOf = (volume: Volume) =>
    volume.instanceId ? (instances.get(volume.instanceId)?.name ?? volume.instanceId) : '';
  return [
    column.display({
      id: 'select',
      header: ({ table }) => (
        <SelectShownRowsHeader
          ids={table.getRowModel().rows.map((row) => row.id)}
          label={t`Select all shown volumes`}
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
            to="/volumes/$volumeId"
            params={{ volumeId: row.original.id }}
            title={row.original.name}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            <UserText>{row.original.name}</UserText>
          </Link>
          <PendingDelete target={`/volumes/${row.original.id}`} name={row.original.name} />
        </>
      ),
    }),
    column.accessor('sizeGb', {
      header: t`Size`,
      cell: ({ getValue }) => `${formatNumber(getValue<number>())} GB`,
      meta: { align: 'right', width: '6rem' },
    }),
    regionColumn(regions),
    column.accessor(nameOf, {
      id: 'instance',
      header: t`Attached to`,
      sortingFn: 'text',
      cell: ({ row }) =>
        row.original.instanceId ? (
          <InstanceLink
            instanceId={row.original.instanceId}
            name={instances.get(row.original.instanceId)?.name}
          />
        ) : (
          <span className="text-muted">{t`Not attached`}</span>
        ),
      // Left out below 1024 px (the volume's page names it): at 13rem it left the name no room at 390 px
      // and 62 px at 768 px (where the side navigation leaves the table 510 px).
      meta: {
        width: '13rem',
        hideBelow: 'lg',
        filterText: (volume) => `${nameOf(volume)} ${volume.instanceId ?? unattached}`,
      },
    }),
    column.accessor('createdAt', {
      header: t`Created`,
      cell: ({ getValue }) => formatDate(getValue<string>()),
      meta: { filterText: (row) => formatDate(row.createdAt), width: '8.5rem', hideBelow: 'lg' },
    }),
    column.accessor('id', {
      header: t`ID`,
      enableSorting: false,
      cell: ({ getValue }) => <CopyText value={getValue<string>()} label={t`volume ID`} />,
      meta: { width: '13rem', hideBelow: 'xl' },
    }),
  ];
}
