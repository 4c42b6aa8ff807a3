import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { send } from '@/api/api-call';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { BACKGROUND, ExportCsv } from '@/components/export/export-csv';
import { FilterSelect } from '@/components/table/filter-select';
import { pageQuery } from '@/lib/url-search/page-params';
import { SearchBox } from '@/components/table/search-box';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';
import { ServerTable } from '@/components/table/server-table';
import { EmptyState, WriteLink } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { monitoredServersCall, monitoredServersQuery } from '../queries';
import { monitoringSearchSchema, SERVER_STATUSES, type MonitoringSearch } from '../search';
import { STATUS_LABEL } from '../status';
import { monitoringColumns, monitoringCsvColumns } from './monitoring-columns';
import { MonitoringStats } from './monitoring-stats';

const route = getRouteApi('/_app/monitoring/');
const STATUS_OPTIONS = SERVER_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }));

export function MonitoringPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...monitoredServersQuery(search), placeholderData: keepPreviousData });
  const setFilter = (patch: Partial<MonitoringSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, offset: 0 }) });
  const filters = pageQuery({ q: search.q, status: search.status });

  return (
    <>
      <PageHeader
        title="Monitoring"
        description={
          <>
            Every server with its latest CPU, memory and disk use. Alert e-mails are set up under{' '}
            <Link to="/alerts" className="text-accent underline underline-offset-2">
              Alerts
            </Link>
            .
          </>
        }
      />
      <CorrectedSearchNotice search={search} schema={monitoringSearchSchema} />
      <MonitoringStats search={search} page={query.data} onStatus={(status) => setFilter({ status })} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label="Search servers" placeholder="Name, IP, region or ID" value={search.q} onSearch={(q) => setFilter({ q })} />
        <FilterSelect label="Status" allLabel="All statuses" value={search.status} options={STATUS_OPTIONS} onChange={(status) => setFilter({ status })} />
        <div className="ms-auto flex flex-wrap gap-2">
          <ExportCsv
            what="servers"
            fileName={csvFileName('monitored-servers', [search.status, search.q])}
            columns={monitoringCsvColumns}
            total={query.isPlaceholderData ? undefined : query.data?.total}
            fetchPage={({ limit, offset, signal }) =>
              send(monitoredServersCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal })
            }
          />
        </div>
      </div>
      <ServerTable
        label="Monitored servers"
        columns={monitoringColumns}
        query={query}
        limit={search.limit}
        offset={search.offset}
        {...pagingHandlers(navigate)}
        getRowId={(row) => row.id}
        request={monitoredServersCall(search)}
        empty={
          search.q || search.status ? (
            'No servers match these filters.'
          ) : (
            <EmptyState title="No monitored servers yet" purpose="Monitoring shows the CPU, memory and disk of every instance; a server appears here once it is deployed." action={<WriteLink to="/instances/deploy">Deploy a server</WriteLink>} />
          )
        }
      />
    </>
  );
}
