import { msg, plural } from '@lingui/core/macro';
import { useWholeSetList } from '@/components/paginated-list/use-whole-set-list';
import { RecreateScriptDialog } from '@/components/export/recreate/recreate-button';
import type { RecreateSelection } from '@/components/export/recreate/data';
import { volumesSelection } from '@/components/export/recreate/selection';
import { holdDelete } from '@/components/write/undo-window/undoable';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { EmptyState } from '@/components/table/empty-state';
import { FilterSelect } from '@/components/table/filter-select';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { SearchBox } from '@/components/table/search-box';
import { WholeSetTable } from '@/components/table/whole-set-table';
import { PageHeader } from '@/components/ui/page-header';
import { volumesCall, volumesQuery, type Volume } from '../queries';
import { volumesSearchSchema, type VolumesSearchInput } from '../search';
import { useBulkVolumeAction } from '../use-bulk-volume-action';
import { CreateVolumeButton } from './create-volume-button';
import { BulkBar } from '@/components/write/bulk-bar';
import { BulkReport } from '@/components/write/bulk-report';
import { volumeColumns } from './volume-columns';
import { RowSelectionContext, useRowSelectionState } from '@/components/table/row-selection';
import { useRegions } from '@/components/pickers/region-select';
import { lazyWhenOpen } from '@/lib/code-loading/lazy-part';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectVolumeList } from '../reads';

const route = getRouteApi('/_app/volumes/');
const ATTACHED_OPTIONS = [
  { value: 'attached', label: msg`Attached` },
  { value: 'detached', label: msg`Not attached` },
] as const;
// The bulk delete confirmation loads when first opened, or ahead when the browser is idle.
const BulkDeleteDialog = lazyWhenOpen(() =>
  import('./bulk-delete-dialog').then((module) => module.BulkDeleteDialog),
);

const BULK_LABELS = { detach: msg`Detach`, delete: msg`Delete` } as const;

export function VolumesPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { rows: query, drift } = useWholeSetList(volumesQuery, selectVolumeList);
  // Filter and sort changes replace the history entry: back leaves the page rather than undoing keystrokes.
  const update = (patch: Partial<VolumesSearchInput>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const { byId } = useInstanceIndex();
  const regions = useRegions();
  const columns = useMemo(() => volumeColumns(byId, regions), [byId, regions]);
  const attached = search.attached;
  const predicate = useCallback(
    (volume: Volume) =>
      attached === 'attached' ? volume.instanceId !== null : volume.instanceId === null,
    [attached],
  );

  const selection = useRowSelectionState();
  const { selected } = selection;
  const selectedRows = (query.data ?? []).filter((volume) => selected.has(volume.id));
  const bulk = useBulkVolumeAction();
  // The dialog lists what was selected when it opened; the list may refresh underneath.
  const [toDelete, setToDelete] = useState<readonly Volume[] | null>(null);
  const [recreate, setRecreate] = useState<RecreateSelection | null>(null);

  const attachedOptions = ATTACHED_OPTIONS.map((option) => ({
    value: option.value,
    label: t(option.label),
  }));

  return (
    <>
      <PageHeader
        title={t`Volumes`}
        description={t`Block storage. A volume attaches to one instance in its region.`}
        actions={<CreateVolumeButton />}
      />
      <CorrectedSearchNotice schema={volumesSearchSchema} search={search} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          label={t`Filter volumes`}
          placeholder={t`Name, region, instance or ID`}
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label={t`Attachment`}
          allLabel={t`All volumes`}
          value={attached}
          options={attachedOptions}
          onChange={(value) => update({ attached: value })}
        />
      </div>
      {bulk.run ? (
        <BulkReport run={bulk.run} label={t(BULK_LABELS[bulk.run.action])} onDismiss={bulk.clear} />
      ) : null}
      <BulkBar
        count={selectedRows.length}
        running={bulk.running}
        actions={[
          { label: t`Detach selected`, onClick: () => void bulk.start(selectedRows, 'detach') },
          {
            label: t`Delete selected`,
            variant: 'danger',
            onClick: () => setToDelete(selectedRows),
          },
          {
            label: t`Recreate as script`,
            read: true,
            onClick: () => setRecreate(volumesSelection(selectedRows, byId)),
          },
        ]}
        hint={t`Volumes that are not attached are skipped by detach and reported.`}
        onClear={() => selection.clear()}
      />
      <RecreateScriptDialog selection={recreate} onClose={() => setRecreate(null)} />
      <RowSelectionContext.Provider value={selection}>
        {drift ? (
          <ReadDriftNotice read={drift} />
        ) : (
          <WholeSetTable
            label={t`Volumes`}
            columns={columns}
            query={query}
            filter={search.q}
            predicate={attached ? predicate : undefined}
            sort={search.sort}
            onSortChange={(sort) => update({ sort })}
            getRowId={(volume) => volume.id}
            onRowClick={(volume) =>
              void navigate({ to: '/volumes/$volumeId', params: { volumeId: volume.id } })
            }
            empty={
              <EmptyState
                title={t`No volumes yet`}
                purpose={t`A volume is block storage in one region: attach it to an instance there for data that outlives the server.`}
                action={<CreateVolumeButton />}
              />
            }
            noMatch={t`No volumes match the filter.`}
            noun={(count) => plural(count, { one: 'volume', other: 'volumes' })}
            request={volumesCall}
            minWidth="20rem"
          />
        )}
      </RowSelectionContext.Provider>
      {toDelete ? (
        <BulkDeleteDialog
          volumes={toDelete}
          open
          onOpenChange={(open) => !open && setToDelete(null)}
          onConfirm={() => {
            selection.clear();
            const rows = toDelete;
            const targets = rows.map((volume) => `/volumes/${volume.id}`);
            const run = () => bulk.start(rows, 'delete');
            // The whole run waits in one undo window, then sends one request per volume as before.
            if (
              !holdDelete(
                {
                  key: `DELETE ${targets.join(' ')}`,
                  targets,
                  name: rows[0]?.name ?? '',
                  count: rows.length,
                },
                run,
                () => setToDelete(null),
              )
            )
              void run();
          }}
        />
      ) : null}
    </>
  );
}
