import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { send } from '@/api/api-call';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { BACKGROUND, ExportCsv } from '@/components/export/export-csv';
import { pageQuery } from '@/lib/url-search/page-params';
import { SearchBox } from '@/components/table/search-box';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';
import { ServerTable } from '@/components/table/server-table';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { backupServersCall, backupServersQuery } from '../queries';
import { backupServersSearchSchema } from '../search';
import { useBackupServerColumns } from './backup-server-columns';
import { BackupsTabs } from './backups-tabs';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectBackupServerList } from '../reads';

const route = getRouteApi('/_app/backups/servers');

export function BackupServersPage() {
  const { t } = useLingui();
  const { columns, csv } = useBackupServerColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...backupServersQuery(search), placeholderData: keepPreviousData });
  // What the table, the counts and the paging read, checked (docs/drift.md).
  const read = useQuery({ ...backupServersQuery(search), placeholderData: keepPreviousData, select: selectBackupServerList }).data;
  const drift = read && !read.ok ? read : undefined;
  const filters = pageQuery({ q: search.q });

  return (
    <>
      <PageHeader title={t`Backup servers`} description={t`Where backups are stored, with the space each one uses.`} />
      <BackupsTabs current="servers" />
      <CorrectedSearchNotice search={search} schema={backupServersSearchSchema} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label={t`Search backup servers`} placeholder={t`Name, region or ID`} value={search.q} onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, offset: 0 }) })} />
        <div className="ms-auto flex flex-wrap gap-2">
          <ExportCsv
            what={t`backup servers`}
            fileName={csvFileName('backup-servers', [search.q])}
            columns={csv}
            total={query.isPlaceholderData ? undefined : query.data?.total}
            fetchPage={({ limit, offset, signal }) => send(backupServersCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal })}
          />
        </div>
      </div>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Backup servers`}
          columns={columns}
          query={query}
          limit={search.limit}
          offset={search.offset}
          {...pagingHandlers(navigate)}
          getRowId={(row) => row.id}
          request={backupServersCall(search)}
          empty={search.q ? t`No backup servers match the search.` : t`No backup servers.`}
        />
      )}
    </>
  );
}
