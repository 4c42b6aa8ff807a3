import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { RegionName } from '@/components/pickers/region-name';
import { CopyText } from '@/components/ui/copy-text';
import { formatNumber } from '@/lib/format';
import { formatGb } from '../format';
import type { BackupServer } from '../queries';

const column = createColumnHelper<BackupServer>();

function Usage({ server }: { server: BackupServer }) {
  const { t } = useLingui();
  const percent =
    server.capacityGb > 0
      ? Math.min(100, Math.round((server.usedGb / server.capacityGb) * 100))
      : 0;
  const tone = percent >= 90 ? 'bg-danger' : percent >= 75 ? 'bg-warning' : 'bg-accent';
  const shownPercent = formatNumber(percent);
  const used = formatGb(server.usedGb);
  const capacity = formatGb(server.capacityGb);
  return (
    // The bar keeps a fixed length (5rem), so 40 % and 90 % look different at any width; on a
    // narrow screen the figures wrap under the bar and its percentage rather than squeezing it.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs tabular-nums">
      <div
        className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-surface-2"
        aria-hidden="true"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="whitespace-nowrap">{t`${shownPercent}%`}</span>
      <span className="whitespace-nowrap text-muted">{t`${used} of ${capacity}`}</span>
    </div>
  );
}

/** The backup servers table's columns and its CSV columns, in the chosen language. */
export function useBackupServerColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const columns: TableColumn<BackupServer>[] = [
      // Our own short names ("backup-ewr-01"): kept on one line rather than broken at the hyphen.
      column.accessor('name', {
        header: t`Name`,
        cell: ({ getValue }) => <span className="font-medium whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor('regionId', {
        header: t`Region`,
        cell: ({ getValue }) => <RegionName regionId={getValue<string>()} />,
        meta: { hideBelow: 'sm' },
      }),
      column.display({
        id: 'usage',
        header: t`Used`,
        cell: ({ row }) => <Usage server={row.original} />,
      }),
      column.accessor('backupCount', {
        header: t`Backups`,
        meta: { align: 'right' },
        cell: ({ row }) => <BackupCountLink server={row.original} />,
      }),
      column.accessor('id', {
        header: t`ID`,
        cell: ({ getValue }) => <CopyText value={getValue()} label={t`backup server ID`} />,
        meta: { hideBelow: 'lg' },
      }),
    ];
    // The Used column shows used of capacity; the CSV keeps the two figures apart.
    const csv = csvColumns(columns, [
      { column: 'id' },
      { column: 'name' },
      { column: 'regionId' },
      { header: t`Capacity (GB)`, value: (s) => s.capacityGb },
      { header: t`Used (GB)`, value: (s) => s.usedGb },
      { column: 'backupCount' },
    ]);
    return { columns, csv };
  }, [t]);
}

function BackupCountLink({ server }: { server: BackupServer }) {
  const { backupCount, name } = server;
  const count = formatNumber(backupCount);
  return (
    <Link
      to="/backups"
      search={{ q: server.id }}
      className="text-accent underline-offset-2 hover:underline"
      aria-label={plural(backupCount, {
        one: `# backup on ${name}`,
        other: `# backups on ${name}`,
      })}
    >
      {count}
    </Link>
  );
}
