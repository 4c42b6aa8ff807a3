import { Trans, useLingui } from '@lingui/react/macro';
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
import { statusLabels } from '../status';
import { useMonitoringColumns } from './monitoring-columns';
import { MonitoringStats } from './monitoring-stats';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectMonitoredServerList } from '../reads';

const route = getRouteApi('/_app/monitoring/');

export function MonitoringPage() {
  const { t } = useLingui();
  const labels = statusLabels();
  const statusOptions = SERVER_STATUSES.map((value) => ({ value, label: labels[value] }));
  const { columns, csv } = useMonitoringColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...monitoredServersQuery(search), placeholderData: keepPreviousData });
  // What the table, the counts and the paging read, checked (docs/drift.md).
  const read = useQuery({ ...monitoredServersQuery(search), placeholderData: keepPreviousData, select: selectMonitoredServerList }).data;
  const drift = read && !read.ok ? read : undefined;
  const setFilter = (patch: Partial<MonitoringSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, offset: 0 }) });
  const filters = pageQuery({ q: search.q, status: search.status });

  return (
    <>
      <PageHeader
        title={t`Monitoring`}
        description={
          <Trans>
            Every server with its latest CPU, memory and disk use. Alert e-mails are set up under{' '}
            <Link to="/alerts" className="text-accent underline underline-offset-2">
              Alerts
            </Link>
            .
          </Trans>
        }
      />
      <CorrectedSearchNotice search={search} schema={monitoringSearchSchema} />
      <MonitoringStats search={search} page={query.data} onStatus={(status) => setFilter({ status })} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label={t`Search servers`} placeholder={t`Name, IP, region or ID`} value={search.q} onSearch={(q) => setFilter({ q })} />
        <FilterSelect label={t`Status`} allLabel={t`All statuses`} value={search.status} options={statusOptions} onChange={(status) => setFilter({ status })} />
        <div className="ms-auto flex flex-wrap gap-2">
          <ExportCsv
            what={t`servers`}
            fileName={csvFileName('monitored-servers', [search.status, search.q])}
            columns={csv}
            total={query.isPlaceholderData ? undefined : query.data?.total}
            fetchPage={({ limit, offset, signal }) =>
              send(monitoredServersCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal })
            }
          />
        </div>
      </div>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Monitored servers`}
          columns={columns}
          query={query}
          limit={search.limit}
          offset={search.offset}
          {...pagingHandlers(navigate)}
          getRowId={(row) => row.id}
          request={monitoredServersCall(search)}
          empty={
            search.q || search.status ? (
              t`No servers match these filters.`
            ) : (
              <EmptyState
                title={t`No monitored servers yet`}
                purpose={t`Monitoring shows the CPU, memory and disk of every instance; a server appears here once it is deployed.`}
                action={
                  <WriteLink to="/instances/deploy">
                    <Trans>Deploy a server</Trans>
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
