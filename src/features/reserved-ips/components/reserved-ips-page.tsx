import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
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
const selectItems = (data: { items: ReservedIp[] }) => data.items;

export function ReservedIpsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...reservedIpsQuery, select: selectItems });
  // What the table reads, checked on a sample of rows (docs/drift.md).
  const read = useQuery({ ...reservedIpsQuery, select: selectReservedIpList }).data;
  const drift = read && !read.ok ? read : undefined;
  const { byId } = useInstanceIndex();
  const regions = useRegions();
  const columns = useMemo(() => reservedIpColumns(byId, regions), [byId, regions]);
  const update = (patch: Partial<ReservedIpsSearchInput>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
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
