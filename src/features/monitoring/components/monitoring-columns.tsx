import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { InstanceLink } from '@/components/table/instance-link';
import { RegionName } from '@/components/pickers/region-name';
import { StatusBadge } from '@/components/table/status-badge';
import { CopyText } from '@/components/ui/copy-text';
import { EnumLabel } from '@/components/ui/enum-label';
import { formatNumber, formatRelative } from '@/lib/format';
import type { MonitoredServer } from '../queries';
import { statusLabels, STATUS_TONE } from '../status';
import { shown } from '@/lib/presentation/presentation';

const column = createColumnHelper<MonitoredServer>();

function Percent({ value, label }: { value: number | null; label: string }) {
  const { t } = useLingui();
  if (value === null) return <span className="text-muted">—</span>;
  const rounded = Math.round(value);
  const percent = formatNumber(rounded);
  const tone = rounded >= 90 ? 'bg-danger' : rounded >= 75 ? 'bg-warning' : 'bg-success';
  return (
    <span className="inline-flex items-center justify-end gap-2" title={t`${label} ${percent}%`}>
      <span
        aria-hidden="true"
        className="hidden h-1.5 w-12 overflow-hidden rounded-full bg-surface-2 xl:inline-block"
      >
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${rounded}%` }} />
      </span>
      {t`${percent}%`}
    </span>
  );
}

/** The monitoring table's columns and its CSV columns, in the chosen language. */
export function useMonitoringColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const statuses = statusLabels();
    const cpu = t`CPU`;
    const memory = t`Memory`;
    const disk = t`Disk`;
    const columns: TableColumn<MonitoredServer>[] = [
      column.accessor('name', {
        header: t`Server`,
        cell: ({ row }) => (
          <InstanceLink instanceId={row.original.instanceId} name={row.original.name} />
        ),
      }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => (
          <StatusBadge
            label={<EnumLabel labels={statuses} value={row.original.status} />}
            tone={STATUS_TONE[row.original.status]}
          />
        ),
      }),
      column.accessor('regionId', {
        header: t`Region`,
        cell: ({ getValue }) => <RegionName regionId={getValue<string>()} />,
        meta: { hideBelow: 'md' },
      }),
      column.accessor('ipAddress', {
        header: t`IP address`,
        cell: ({ getValue }) => <CopyText value={getValue()} label={t`IP address`} />,
        meta: { hideBelow: 'lg' },
      }),
      column.accessor('cpuPercent', {
        header: cpu,
        cell: ({ row }) => <Percent value={row.original.cpuPercent} label={cpu} />,
        meta: { align: 'right' },
      }),
      column.accessor('memoryPercent', {
        header: memory,
        cell: ({ row }) => <Percent value={row.original.memoryPercent} label={memory} />,
        meta: { align: 'right', hideBelow: 'sm' },
      }),
      column.accessor('diskPercent', {
        header: disk,
        cell: ({ row }) => <Percent value={row.original.diskPercent} label={disk} />,
        meta: { align: 'right', hideBelow: 'sm' },
      }),
      column.accessor('checkedAt', {
        header: t`Checked`,
        cell: ({ row }) => (
          <time dateTime={row.original.checkedAt}>{formatRelative(row.original.checkedAt)}</time>
        ),
        meta: { hideBelow: 'lg' },
      }),
    ];
    const csv = csvColumns(columns, [
      { header: t`ID`, value: (s) => s.id },
      { header: t`Instance ID`, value: (s) => s.instanceId },
      { column: 'name', header: t`Name` },
      { column: 'status' },
      { column: 'regionId' },
      { column: 'ipAddress', value: (s) => shown(s.ipAddress, 'ip') },
      { column: 'cpuPercent', header: t`CPU %` },
      { column: 'memoryPercent', header: t`Memory %` },
      { column: 'diskPercent', header: t`Disk %` },
      { column: 'checkedAt' },
    ]);
    return { columns, csv };
  }, [t]);
}
