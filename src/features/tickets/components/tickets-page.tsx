import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ExportCsv } from '@/components/export/export-csv';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';
import { ServerTable } from '@/components/table/server-table';
import { Button } from '@/components/ui/button';
import { EmptyState, WriteLink } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useWritePermission } from '@/api/use-identity';
import { csvFileName } from '@/lib/csv';
import { exportTicketsPage, ticketsCall, ticketsListQuery } from '../queries';
import { TICKET_STATUSES, ticketsSearchSchema, type TicketsSearch } from '../search';
import { STATUS_LABEL } from './status-badge';
import { ticketColumns, ticketCsvColumns } from './ticket-columns';
import { TicketStatsCards } from './ticket-stats-cards';

const route = getRouteApi('/_app/tickets/');
const STATUS_OPTIONS = TICKET_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }));

export function TicketsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { canWrite, reason } = useWritePermission();
  const query = useQuery({ ...ticketsListQuery(search), placeholderData: keepPreviousData });
  const filter = (patch: Partial<TicketsSearch>) => void navigate({ search: (s) => ({ ...s, ...patch, offset: 0 }) });

  return (
    <>
      <PageHeader
        title="Tickets"
        description="Support conversations."
        actions={
          canWrite ? (
            <Link to="/tickets/new" className="inline-flex items-center rounded-md bg-accent px-3.5 py-2 text-sm font-medium text-accent-fg hover:opacity-90">
              New ticket
            </Link>
          ) : (
            <Button variant="primary" disabled disabledReason={reason}>
              New ticket
            </Button>
          )
        }
      />
      <CorrectedSearchNotice schema={ticketsSearchSchema} search={search} />
      <TicketStatsCards byStatus={query.data?.stats.byStatus} status={search.status} onSelect={(status) => filter({ status })} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label="Search tickets" value={search.q} onSearch={(q) => filter({ q })} />
        <FilterSelect label="Status" allLabel="All statuses" value={search.status} options={STATUS_OPTIONS} onChange={(status) => filter({ status })} />
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <ExportCsv
            what="tickets"
            fileName={csvFileName('tickets', [search.status, search.q])}
            columns={ticketCsvColumns}
            fetchPage={exportTicketsPage(search)}
            total={query.isPlaceholderData ? undefined : query.data?.total}
          />
        </div>
      </div>
      <ServerTable
        label="Tickets"
        columns={ticketColumns}
        query={query}
        limit={search.limit}
        offset={search.offset}
        {...pagingHandlers(navigate)}
        getRowId={(row) => row.id}
        request={ticketsCall(search)}
        empty={
          search.q || search.status ? (
            'No tickets match these filters.'
          ) : (
            <EmptyState title="No tickets yet" purpose="A ticket is a conversation with support about the account or one of its servers." action={<WriteLink to="/tickets/new">Open a ticket</WriteLink>} />
          )
        }
      />
    </>
  );
}
