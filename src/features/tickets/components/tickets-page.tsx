import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ListToolbar } from '@/components/paginated-list/list-toolbar';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { ServerTable } from '@/components/table/server-table';
import { usePaginatedList } from '@/components/paginated-list/use-paginated-list';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { Button } from '@/components/ui/button';
import { EmptyState, WriteLink } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useWritePermission } from '@/api/identity/use-identity';
import { csvFileName } from '@/lib/csv';
import { ticketsCall } from '../queries';
import { selectTicketList } from '../reads';
import { TICKET_STATUSES, ticketsSearchSchema } from '../search';
import { statusLabels } from './status-badge';
import { useTicketColumns } from './ticket-columns';
import { TicketStatsCards } from './ticket-stats-cards';

const route = getRouteApi('/_app/tickets/');

export function TicketsPage() {
  const { t } = useLingui();
  const { columns, csv } = useTicketColumns();
  const labels = statusLabels();
  const statusOptions = TICKET_STATUSES.map((value) => ({ value, label: labels[value] }));
  const { canWrite, reason } = useWritePermission();
  const { search, query, setFilter, filterChoices, fetchPage, exportTotal, table, drift } =
    usePaginatedList(
      route.useSearch(),
      route.useNavigate(),
      ticketsCall,
      selectTicketList,
      ticketsSearchSchema,
    );

  return (
    <>
      <PageHeader
        title={t`Tickets`}
        description={t`Support conversations.`}
        actions={
          canWrite ? (
            <Link
              to="/tickets/new"
              className="inline-flex items-center rounded-md bg-accent px-3.5 py-2 text-sm font-medium text-accent-fg hover:opacity-90"
            >
              <Trans>New ticket</Trans>
            </Link>
          ) : (
            <Button variant="primary" disabled disabledReason={reason}>
              <Trans>New ticket</Trans>
            </Button>
          )
        }
      />
      <CorrectedSearchNotice schema={ticketsSearchSchema} search={search} />
      <TicketStatsCards
        byStatus={drift ? undefined : query.data?.stats.byStatus}
        status={search.status}
        onSelect={(status) => setFilter({ status })}
      />
      <ListToolbar
        exportCsv={{
          what: t`tickets`,
          fileName: csvFileName('tickets', [search.status, search.q]),
          columns: csv,
          total: exportTotal,
          fetchPage,
        }}
      >
        <SearchBox label={t`Search tickets`} value={search.q} onSearch={(q) => setFilter({ q })} />
        <FilterSelect
          label={t`Status`}
          allLabel={t`All statuses`}
          value={search.status}
          options={filterChoices('status', statusOptions)}
          onChange={(status) => setFilter({ status })}
        />
      </ListToolbar>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Tickets`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          empty={
            search.q || search.status ? (
              t`No tickets match these filters.`
            ) : (
              <EmptyState
                title={t`No tickets yet`}
                purpose={t`A ticket is a conversation with support about the account or one of its servers.`}
                action={
                  <WriteLink to="/tickets/new">
                    <Trans>Open a ticket</Trans>
                  </WriteLink>
                }
              />
            )
          }
        />
      )}
    </>
  );
}
