import { useLingui } from '@lingui/react/macro';
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
import { typeLabels } from '../format';
import { backupsCall, backupsQuery } from '../queries';
import { BACKUP_TYPES, backupsSearchSchema, type BackupsSearch } from '../search';
import { useBackupColumns } from './backup-columns';
import { BackupStats } from './backup-stats';
import { BackupsTabs } from './backups-tabs';
import { ManualBackupButton } from './manual-backup-dialog';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectBackupList } from '../reads';

const route = getRouteApi('/_app/backups/');

export function BackupsPage() {
  const { t } = useLingui();
  const types = typeLabels();
  const typeOptions = BACKUP_TYPES.map((value) => ({ value, label: types[value] }));
  const { columns, csv } = useBackupColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...backupsQuery(search), placeholderData: keepPreviousData });
  // What the table, the counts and the paging read, checked (docs/drift.md).
  const read = useQuery({ ...backupsQuery(search), placeholderData: keepPreviousData, select: selectBackupList }).data;
  const drift = read && !read.ok ? read : undefined;
  const setFilter = (patch: Partial<BackupsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, offset: 0 }) });
  const filters = pageQuery({ q: search.q, type: search.type });

  return (
    <>
      <PageHeader title={t`Backups`} description={t`Automatic backups run on a schedule; manual ones are taken when you ask.`} actions={<ManualBackupButton />} />
      <BackupsTabs current="backups" />
      <CorrectedSearchNotice search={search} schema={backupsSearchSchema} />
      <BackupStats search={search} page={query.data} onType={(type) => setFilter({ type })} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox label={t`Search backups`} placeholder={t`Instance, backup or server ID`} value={search.q} onSearch={(q) => setFilter({ q })} />
        <FilterSelect label={t`Type`} allLabel={t`All types`} value={search.type} options={typeOptions} onChange={(type) => setFilter({ type })} />
        <div className="ms-auto flex flex-wrap gap-2">
          <ExportCsv
            what={t`backups`}
            fileName={csvFileName('backups', [search.type, search.q])}
            columns={csv}
            total={query.isPlaceholderData ? undefined : query.data?.total}
            fetchPage={({ limit, offset, signal }) => send(backupsCall({ ...filters, limit, offset }), { headers: BACKGROUND, signal })}
          />
        </div>
      </div>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Backups`}
          columns={columns}
          query={query}
          limit={search.limit}
          offset={search.offset}
          {...pagingHandlers(navigate)}
          getRowId={(row) => row.id}
          request={backupsCall(search)}
          empty={
            search.q || search.type ? (
              t`No backups match these filters.`
            ) : (
              <EmptyState
                title={t`No backups yet`}
                purpose={t`Backups are snapshots of an instance's disk to restore from. Automatic ones appear after the first scheduled run; take one now by hand.`} action={<ManualBackupButton />} />
            )
          }
        />
      )}
    </>
  );
}
