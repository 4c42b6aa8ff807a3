import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ListToolbar } from '@/components/paginated-list/list-toolbar';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { ServerTable } from '@/components/table/server-table';
import { usePaginatedList } from '@/components/paginated-list/use-paginated-list';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { csvFileName } from '@/lib/csv';
import { typeLabels } from '../format';
import { backupsCall } from '../queries';
import { selectBackupList } from '../reads';
import { BACKUP_TYPES, backupsSearchSchema } from '../search';
import { useBackupColumns } from './backup-columns';
import { BackupStats } from './backup-stats';
import { BackupsTabs } from './backups-tabs';
import { ManualBackupButton } from './manual-backup-dialog';

const route = getRouteApi('/_app/backups/');

export function BackupsPage() {
  const { t } = useLingui();
  const types = typeLabels();
  const typeOptions = BACKUP_TYPES.map((value) => ({ value, label: types[value] }));
  const { columns, csv } = useBackupColumns();
  const { search, query, setFilter, filterChoices, fetchPage, exportTotal, table, drift } =
    usePaginatedList(
      route.useSearch(),
      route.useNavigate(),
      backupsCall,
      selectBackupList,
      backupsSearchSchema,
    );

  return (
    <>
      <PageHeader
        title={t`Backups`}
        description={t`Automatic backups run on a schedule; manual ones are taken when you ask.`}
        actions={<ManualBackupButton />}
      />
      <BackupsTabs current="backups" />
      <CorrectedSearchNotice search={search} schema={backupsSearchSchema} />
      <BackupStats search={search} page={query.data} onType={(type) => setFilter({ type })} />
      <ListToolbar
        exportCsv={{
          what: t`backups`,
          fileName: csvFileName('backups', [search.type, search.q]),
          columns: csv,
          total: exportTotal,
          fetchPage,
        }}
      >
        <SearchBox
          label={t`Search backups`}
          placeholder={t`Instance, backup or server ID`}
          value={search.q}
          onSearch={(q) => setFilter({ q })}
        />
        <FilterSelect
          label={t`Type`}
          allLabel={t`All types`}
          value={search.type}
          options={filterChoices('type', typeOptions)}
          onChange={(type) => setFilter({ type })}
        />
      </ListToolbar>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Backups`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          empty={
            search.q || search.type ? (
              t`No backups match these filters.`
            ) : (
              <EmptyState
                title={t`No backups yet`}
                purpose={t`Backups are snapshots of an instance's disk to restore from. Automatic ones appear after the first scheduled run; take one now by hand.`}
                action={<ManualBackupButton />}
              />
            )
          }
        />
      )}
    </>
  );
}
