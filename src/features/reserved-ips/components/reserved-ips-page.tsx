import { msg, plural } from '@lingui/core/macro';
import { useWholeSetList } from '@/components/paginated-list/use-whole-set-list';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { FilterSelect } from '@/components/table/filter-select';
import { useInstanceIndex } from '@/components/pickers/instance-index';
import { SearchBox } from '@/components/table/search-box';
import { WholeSetTable } from '@/components/table/whole-set-table';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { reservedIpsCall, reservedIpsQuery, type ReservedIp } from '../queries';
import { selectReservedIpList } from '../reads';
import { reservedIpsSearchSchema, type ReservedIpsSearchInput } from '../search';
import { ReserveIpButton } from './reserve-ip-dialog';
import { reservedIpColumns } from './reserved-ip-columns';
import { useRegions } from '@/components/pickers/region-select';

const route = getRouteApi('/_app/reserved-ips/');
const ASSIGNED_OPTIONS = [
  { value: 'assigned', label: msg`Assigned` },
  { value: 'unassigned', label: msg`Unassigned` },
] as const;

export function ReservedIpsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { rows: query, drift } = useWholeSetList(reservedIpsQuery, selectReservedIpList);
  // Filter and sort changes replace the history entry: back leaves the page rather than undoing keystrokes.
  const update = (patch: Partial<ReservedIpsSearchInput>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const { byId } = useInstanceIndex();
  const regions = useRegions();
  const columns = useMemo(() => reservedIpColumns(byId, regions), [byId, regions]);
  const assigned = search.assigned;
  const predicate = useCallback(
    (ip: ReservedIp) => (assigned === 'assigned' ? ip.instanceId !== null : ip.instanceId === null),
    [assigned],
  );

  const assignedOptions = ASSIGNED_OPTIONS.map((option) => ({
    value: option.value,
    label: t(option.label),
  }));

  return (
    <>
      <PageHeader
        title={t`Reserved IPs`}
        description={t`Static public addresses that stay yours when the instance behind them changes.`}
        actions={<ReserveIpButton />}
      />
      <CorrectedSearchNotice schema={reservedIpsSearchSchema} search={search} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          label={t`Filter reserved IPs`}
          placeholder={t`Address, region, instance or ID`}
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label={t`Assignment`}
          allLabel={t`All addresses`}
          value={assigned}
          options={assignedOptions}
          onChange={(value) => update({ assigned: value })}
        />
      </div>
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <WholeSetTable
          label={t`Reserved IPs`}
          columns={columns}
          query={query}
          filter={search.q}
          predicate={assigned ? predicate : undefined}
          sort={search.sort}
          onSortChange={(sort) => update({ sort })}
          getRowId={(ip) => ip.id}
          onRowClick={(ip) =>
            void navigate({ to: '/reserved-ips/$reservedIpId', params: { reservedIpId: ip.id } })
          }
          empty={
            <EmptyState
              title={t`No reserved IPs yet`}
              purpose={t`A reserved IP is a public address that stays yours: move it to another instance and the address people use does not change.`}
              action={<ReserveIpButton />}
            />
          }
          noMatch={t`No reserved IPs match the filter.`}
          request={reservedIpsCall}
          noun={(count) => plural(count, { one: 'reserved IP', other: 'reserved IPs' })}
          minWidth="20rem"
        />
      )}
    </>
  );
}
