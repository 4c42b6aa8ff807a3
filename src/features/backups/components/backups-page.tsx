import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { send } from '@/api/api-call';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { BACKGROUND, ExportCsv } from '@/components/export/export-csv';
import { FilterSelect } from '@/components/table/filter-select';
import { pageQuery } from '@/lib/url-search/page-params';
import { SearchBox } from '@/components/table/search-box';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';
import { ServerTable } from '@/components/table/server-table';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { TYPE_LABEL } from '../format';
import { backupsCall, backupsQuery } from '../queries';
import { BACKUP_TYPES, backupsSearchSchema, type BackupsSearch } from '../search';
import { backupColumns, backupCsvColumns } from './backup-columns';
import { BackupStats } from './backup-stats';
import { BackupsTabs } from './backups-tabs';
import { ManualBackupButton } from './manual-backup-dialog';

const route = getRouteApi('/_app/backups/');
const TYPE_OPTIONS = BACKUP_TYPES.map((value) => ({ value, label: TYPE_LABEL[value] }));

export function BackupsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...backupsQuery(search), placeholderData: keepPreviousData });
  const setFilter = (patch: Partial<BackupsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, offset: 0 }) });
  const filters = pageQuery({ q: search.q, type: search.type });

  return (
    <>
      <PageHeader title="Backups" description="Automatic backups run on a schedule; manual ones are taken when you ask." actions={<ManualBackupButton />} />
      <BackupsTabs current="backups" />
      <CorrectedSearchNotice search={search} schema={backupsSearchSchema} />
      <BackupStats search={search} page={query.data} onType={(type) => setFilter({ type })} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label="Search backups" placeholder="Instance, backup or server ID" value={search.q} onSearch={(q) => setFilter({ q })} />
        <FilterSelect label="Type" allLabel="All types" value={search.type} options={TYPE_OPTIONS} onChange={(type) => setFilter({ type })} />
        <div className="ms-auto flex flex-wrap gap-2">
          <ExportCsv
            what="backups"
            fileName={csvFileName('backups', [search.type, search.q])}
            columns={backupCsvColumns}
            total={query.isPlaceholderData ? undefined : query.data?.total}
            fetchPage={({ limit, offset, signal }) => send(backupsCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal })}
          />
        </div>
      </div>
      <ServerTable
        label="Backups"
        columns={backupColumns}
        query={query}
        limit={search.limit}
        offset={search.offset}
        {...pagingHandlers(navigate)}
        getRowId={(row) => row.id}
        request={backupsCall(search)}
        empty={
          search.q || search.type ? (
            'No backups match these filters.'
          ) : (
            <EmptyState title="No backups yet" purpose="Backups are snapshots of an instance's disk to restore from. Automatic ones appear after the first scheduled run; take one now by hand." action={<ManualBackupButton />} />
          )
        }
      />
    </>
  );
}
