import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ListToolbar } from '@/components/paginated-list/list-toolbar';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { ServerTable } from '@/components/table/server-table';
import { usePaginatedList } from '@/components/paginated-list/use-paginated-list';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { EmptyState, WriteLink } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { monitoredServersCall } from '../queries';
import { selectMonitoredServerList } from '../reads';
import { monitoringSearchSchema, SERVER_STATUSES } from '../search';
import { statusLabels } from '../status';
import { useMonitoringColumns } from './monitoring-columns';
import { MonitoringStats } from './monitoring-stats';

const route = getRouteApi('/_app/monitoring/');

export function MonitoringPage() {
  const { t } = useLingui();
  const labels = statusLabels();
  const statusOptions = SERVER_STATUSES.map((value) => ({ value, label: labels[value] }));
  const { columns, csv } = useMonitoringColumns();
  const { search, query, setFilter, filterChoices, fetchPage, exportTotal, table, drift } =
    usePaginatedList(
      route.useSearch(),
      route.useNavigate(),
      monitoredServersCall,
      selectMonitoredServerList,
      monitoringSearchSchema,
    );

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
      <MonitoringStats
        search={search}
        page={query.data}
        onStatus={(status) => setFilter({ status })}
      />
      <ListToolbar
        exportCsv={{
          what: t`servers`,
          fileName: csvFileName('monitored-servers', [search.status, search.q]),
          columns: csv,
          total: exportTotal,
          fetchPage,
        }}
      >
        <SearchBox
          label={t`Search servers`}
          placeholder={t`Name, IP, region or ID`}
          value={search.q}
          onSearch={(q) => setFilter({ q })}
        />
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
          label={t`Monitored servers`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
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
