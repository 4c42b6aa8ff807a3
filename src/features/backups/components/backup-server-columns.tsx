import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { RegionName } from '@/components/pickers/region-name';
import { CopyText } from '@/components/ui/copy-text';
import { formatNumber } from '@/lib/format';
import { formatGb } from '../format';
import type { BackupServer } from '../queries';

const column = createColumnHelper<BackupServer>();

function Usage({ server }: { server: BackupServer }) {
  const percent = server.capacityGb > 0 ? Math.min(100, Math.round((server.usedGb / server.capacityGb) * 100)) : 0;
  const tone = percent >= 90 ? 'bg-danger' : percent >= 75 ? 'bg-warning' : 'bg-accent';
  return (
    // The bar keeps a fixed length (5rem), so 40 % and 90 % look different at any width; on a
    // narrow screen the figures wrap under the bar and its percentage rather than squeezing it.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs tabular-nums">
      <div className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="whitespace-nowrap">{percent}%</span>
      <span className="whitespace-nowrap text-muted">
        {formatGb(server.usedGb)} of {formatGb(server.capacityGb)}
      </span>
    </div>
  );
}

export const backupServerColumns: TableColumn<BackupServer>[] = [
  // Our own short names ("backup-ewr-01"): kept on one line rather than broken at the hyphen.
  column.accessor('name', { header: 'Name', cell: ({ getValue }) => <span className="font-medium whitespace-nowrap">{getValue()}</span> }),
  column.accessor('regionId', { header: 'Region', cell: ({ getValue }) => <RegionName regionId={getValue<string>()} />, meta: { hideBelow: 'sm' } }),
  column.display({ id: 'usage', header: 'Used', cell: ({ row }) => <Usage server={row.original} /> }),
  column.accessor('backupCount', {
    header: 'Backups',
    meta: { align: 'right' },
    cell: ({ row }) => (
      <Link to="/backups" search={{ q: row.original.id }} className="text-accent underline-offset-2 hover:underline" aria-label={`${formatNumber(row.original.backupCount)} backups on ${row.original.name}`}>
        {formatNumber(row.original.backupCount)}
      </Link>
    ),
  }),
  column.accessor('id', { header: 'ID', cell: ({ getValue }) => <CopyText value={getValue()} label="backup server ID" />, meta: { hideBelow: 'lg' } }),
];

// The Used column shows used of capacity; the CSV keeps the two figures apart.
export const backupServerCsvColumns = csvColumns(backupServerColumns, [
  { column: 'id' },
  { column: 'name' },
  { column: 'regionId' },
  { header: 'Capacity (GB)', value: (s) => s.capacityGb },
  { header: 'Used (GB)', value: (s) => s.usedGb },
  { column: 'backupCount' },
]);
