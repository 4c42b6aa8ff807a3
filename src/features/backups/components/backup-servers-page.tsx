import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ListToolbar } from '@/components/paginated-list/list-toolbar';
import { SearchBox } from '@/components/table/search-box';
import { ServerTable } from '@/components/table/server-table';
import { usePaginatedList } from '@/components/paginated-list/use-paginated-list';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { backupServersCall } from '../queries';
import { selectBackupServerList } from '../reads';
import { backupServersSearchSchema } from '../search';
import { useBackupServerColumns } from './backup-server-columns';
import { BackupsTabs } from './backups-tabs';

const route = getRouteApi('/_app/backups/servers');

export function BackupServersPage() {
  const { t } = useLingui();
  const { columns, csv } = useBackupServerColumns();
  const { search, setFilter, fetchPage, exportTotal, table, drift } = usePaginatedList(
    route.useSearch(),
    route.useNavigate(),
    backupServersCall,
    selectBackupServerList,
    backupServersSearchSchema,
  );

  return (
    <>
      <PageHeader
        title={t`Backup servers`}
        description={t`Where backups are stored, with the space each one uses.`}
      />
      <BackupsTabs current="servers" />
      <CorrectedSearchNotice search={search} schema={backupServersSearchSchema} />
      <ListToolbar
        exportCsv={{
          what: t`backup servers`,
          fileName: csvFileName('backup-servers', [search.q]),
          columns: csv,
          total: exportTotal,
          fetchPage,
        }}
      >
        <SearchBox
          label={t`Search backup servers`}
          placeholder={t`Name, region or ID`}
          value={search.q}
          onSearch={(q) => setFilter({ q })}
        />
      </ListToolbar>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Backup servers`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          empty={search.q ? t`No backup servers match the search.` : t`No backup servers.`}
        />
      )}
    </>
  );
}
