import { plural } from '@lingui/core/macro';
import { useWholeSetList } from '@/components/paginated-list/use-whole-set-list';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { instancesQuery } from '@/api/queries/instances';
import { RecreateScriptDialog } from '@/components/export/recreate/recreate-button';
import type { RecreateSelection } from '@/components/export/recreate/data';
import { vpcsSelection } from '@/components/export/recreate/selection';
import { RowSelectionContext, useRowSelectionState } from '@/components/table/row-selection';
import { BulkBar } from '@/components/write/bulk-bar';
import { getRouteApi } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { useRegions } from '@/components/pickers/region-select';
import { SearchBox } from '@/components/table/search-box';
import { WholeSetTable } from '@/components/table/whole-set-table';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectVpcList } from '../reads';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { vpcsCall, vpcsQuery, type Vpc } from '../queries';
import { vpcsSearchSchema, type VpcsSearchInput } from '../search';
import { CreateVpcButton } from './create-vpc-dialog';
import { vpcColumns } from './vpc-columns';

const route = getRouteApi('/_app/vpcs/');

export function VpcsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { rows: query, drift } = useWholeSetList(vpcsQuery, selectVpcList);
  // Filter and sort changes replace the history entry: back leaves the page rather than undoing keystrokes.
  const update = (patch: Partial<VpcsSearchInput>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const regions = useRegions();
  const columns = useMemo(() => vpcColumns(regions), [regions]);
  const selection = useRowSelectionState();
  const selectedRows = (query.data ?? []).filter((vpc) => selection.selected.has(vpc.id));
  const [recreate, setRecreate] = useState<RecreateSelection | null>(null);
  const queryClient = useQueryClient();
  // The members are read when pressed (the page itself does not read the instances); unreadable, the VPCs come alone.
  const openRecreate = (vpcs: readonly Vpc[]) =>
    void queryClient.fetchQuery(instancesQuery).then(
      (data) =>
        setRecreate(
          vpcsSelection(vpcs, new Map(data.items.map((instance) => [instance.id, instance]))),
        ),
      () => setRecreate(vpcsSelection(vpcs, new Map())),
    );

  return (
    <>
      <PageHeader
        title={t`VPCs`}
        description={t`Private networks between instances of one region.`}
        actions={<CreateVpcButton />}
      />
      <CorrectedSearchNotice schema={vpcsSearchSchema} search={search} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          label={t`Filter VPCs`}
          placeholder={t`Name, region, range or ID`}
          value={search.q}
          onSearch={(q) => update({ q })}
        />
      </div>
      <BulkBar
        count={selectedRows.length}
        running={false}
        actions={[
          { label: t`Recreate as script`, read: true, onClick: () => openRecreate(selectedRows) },
        ]}
        hint={t`The script also creates the VPCs' member servers.`}
        onClear={selection.clear}
      />
      <RecreateScriptDialog selection={recreate} onClose={() => setRecreate(null)} />
      <RowSelectionContext.Provider value={selection}>
        {drift ? (
          <ReadDriftNotice read={drift} />
        ) : (
          <WholeSetTable
            label={t`VPCs`}
            columns={columns}
            query={query}
            filter={search.q}
            sort={search.sort}
            onSortChange={(sort) => update({ sort })}
            getRowId={(vpc) => vpc.id}
            onRowClick={(vpc) => void navigate({ to: '/vpcs/$vpcId', params: { vpcId: vpc.id } })}
            empty={
              <EmptyState
                title={t`No VPCs yet`}
                purpose={t`A VPC is a private network between instances of one region, so they talk without the public internet.`}
                action={<CreateVpcButton />}
              />
            }
            noMatch={t`No VPCs match the filter.`}
            request={vpcsCall}
            noun={(count) => plural(count, { one: 'VPC', other: 'VPCs' })}
            minWidth="20rem"
          />
        )}
      </RowSelectionContext.Provider>
    </>
  );
}
