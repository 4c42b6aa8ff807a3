import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/column-meta';
import { csvColumns } from '@/components/table/csv-columns';
import { formatDateTime, formatNumber, formatRelative } from '@/lib/format';
import type { Ticket } from '../queries';
import { StatusBadge } from './status-badge';
import { UserText } from '@/components/ui/user-text';

const column = createColumnHelper<Ticket>();

/** The tickets table's columns and its CSV columns, in the chosen language. */
export function useTicketColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const columns: TableColumn<Ticket>[] = [
      column.accessor('subject', {
        header: t`Subject`,
        // Subjects are customer text: rendered as text, wrapped when long.
        cell: ({ row }) => (
          <Link
            to="/tickets/$ticketId"
            params={{ ticketId: row.original.id }}
            className="font-medium text-accent hover:underline"
          >
            <UserText>{row.original.subject}</UserText>
          </Link>
        ),
      }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      }),
      column.accessor('messageCount', {
        header: t`Messages`,
        meta: { align: 'right', hideBelow: 'sm' },
        cell: ({ row }) => formatNumber(row.original.messageCount),
      }),
      column.accessor('updatedAt', {
        header: t`Last update`,
        meta: { hideBelow: 'md' },
        cell: ({ row }) => (
          <time
            dateTime={row.original.updatedAt}
            title={formatDateTime(row.original.updatedAt)}
            className="whitespace-nowrap"
          >
            {formatRelative(row.original.updatedAt)}
          </time>
        ),
      }),
      column.accessor('createdAt', {
        header: t`Opened`,
        meta: { hideBelow: 'lg' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
        ),
      }),
    ];
    const csv = csvColumns(columns, [
      { header: t`ID`, value: (ticket) => ticket.id },
      { column: 'subject' },
      { column: 'status' },
      { column: 'messageCount' },
      { header: t`Instance`, value: (ticket) => ticket.instanceId },
      { column: 'createdAt' },
      { column: 'updatedAt' },
    ]);
    return { columns, csv };
  }, [t]);
}
