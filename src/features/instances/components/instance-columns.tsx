import { Trans, useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/components/table/column-meta';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate, formatMemory, formatNumber } from '@/lib/format';
import { findById } from '../catalog';
import type { Instance, Plan, Region } from '../types';
import { InstanceStatusBadge } from './instance-status';
import { RowMenu } from './row-menu';
import { SelectRowCell, SelectShownRowsHeader } from '@/components/table/row-selection';
import { UserText } from '@/components/ui/user-text';

const column = createColumnHelper<Instance>();

/** Columns of the instances table; stable while the catalogue is, so the filter index is kept. */
export function useInstanceColumns(
  plans: readonly Plan[],
  regions: readonly Region[],
): TableColumn<Instance>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <SelectShownRowsHeader
            ids={table.getRowModel().rows.map((row) => row.id)}
            label={t`Select all shown instances`}
          />
        ),
        cell: ({ row }) => <SelectRowCell id={row.original.id} name={row.original.name} />,
        meta: { width: '2.5rem' },
      }),
      column.accessor('name', {
        header: t`Name`,
        cell: ({ row }) => (
          <>
            <Link
              to="/instances/$instanceId"
              params={{ instanceId: row.original.id }}
              title={row.original.name}
              className="font-medium text-accent hover:underline"
            >
              <UserText>{row.original.name}</UserText>
            </Link>
            <PendingDelete target={`/instances/${row.original.id}`} name={row.original.name} />
          </>
        ),
        // Fixed layout gives leftover width to auto columns, hidden ones included (Chrome); 100% keeps it here.
        meta: { width: '100%', filterText: (row) => `${row.name} ${row.id}` },
      }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ getValue }) => <InstanceStatusBadge status={getValue()} />,
        // "Provisioning" with its dot needs 8.5rem with the cell's padding; on a phone 31vw (121 px at
        // 390 px, as before) leaves the name its 136 px, and a cut status is whole in its title.
        meta: { width: 'min(8.5rem, 31vw)' },
      }),
      column.accessor('ipAddress', {
        header: t`IP`,
        cell: ({ getValue }) =>
          getValue() ? (
            <CopyText value={getValue()} label={t`IP address`} />
          ) : (
            <span className="text-muted">—</span>
          ),
        // A whole IPv4 address ("255.255.255.255") and the copy icon need 150 px with the padding.
        meta: { width: '10rem', hideBelow: 'sm' },
      }),
      column.accessor('planId', {
        header: t`Plan`,
        cell: ({ getValue }) => {
          const plan = findById(plans, getValue());
          if (!plan) return getValue();
          const vcpus = formatNumber(plan.vcpus);
          const memory = formatMemory(plan.memoryMb);
          return <span title={plan.name}>{t`${vcpus} vCPU · ${memory}`}</span>;
        },
        meta: {
          width: '9rem',
          hideBelow: 'lg',
          filterText: (row) => `${row.planId} ${findById(plans, row.planId)?.name ?? ''}`,
        },
      }),
      column.accessor('regionId', {
        header: t`Region`,
        cell: ({ getValue }) => findById(regions, getValue())?.name ?? getValue(),
        meta: {
          width: '6.5rem',
          hideBelow: 'lg',
          filterText: (row) => `${row.regionId} ${findById(regions, row.regionId)?.name ?? ''}`,
        },
      }),
      column.accessor((row) => row.createdAt ?? '', {
        id: 'createdAt',
        header: t`Created`,
        cell: ({ getValue }) => formatDate(getValue() || null),
        meta: { width: '8rem', hideBelow: 'xl', filterText: () => '' },
      }),
      column.display({
        id: 'actions',
        header: () => (
          <span className="sr-only">
            <Trans>Actions</Trans>
          </span>
        ),
        cell: ({ row }) => <RowMenu instance={row.original} />,
        meta: { width: '3.75rem', align: 'right' },
      }),
    ],
    [plans, regions, t],
  );
}
