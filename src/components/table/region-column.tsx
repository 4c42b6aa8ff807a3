/**
 * The Region column of the whole-set tables: shown by catalogue name (RegionName), filtered by name
 * or ID, so typing what the row shows ("Frankfurt") finds it as well as "fra".
 */
import { t } from '@lingui/core/macro';
import type { TableColumn } from './column-meta';
import { RegionName } from '@/components/pickers/region-name';
import type { Region } from '@/components/pickers/region-select';

export function regionColumn<Row extends { regionId: string }>(
  regions: readonly Region[],
): TableColumn<Row> {
  return {
    id: 'regionId',
    accessorFn: (row) => row.regionId,
    header: t`Region`,
    sortingFn: 'text',
    cell: ({ row }) => <RegionName regionId={row.original.regionId} />,
    meta: {
      width: '6.5rem',
      hideBelow: 'sm',
      filterText: (row) =>
        `${row.regionId} ${regions.find((region) => region.id === row.regionId)?.name ?? ''}`,
    },
  };
}
