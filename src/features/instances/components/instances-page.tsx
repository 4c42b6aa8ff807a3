import { RowSelectionContext, useRowSelectionState } from '@/components/table/row-selection';
import { useWholeSetList } from '@/components/paginated-list/use-whole-set-list';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RecreateScriptDialog } from '@/components/export/recreate/recreate-button';
import type { RecreateSelection } from '@/components/export/recreate/data';
import { serversSelection } from '@/components/export/recreate/selection';
import { reservedIpsQuery } from '@/features/reserved-ips/queries';
import { alertPoliciesQuery } from '@/features/alerts/queries';
import { getRouteApi } from '@tanstack/react-router';
import { SearchBox } from '@/components/table/search-box';
import { WholeSetTable } from '@/components/table/whole-set-table';
import { inputClass } from '@/components/ui/field';
import { EmptyState } from '@/components/table/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { plansQuery, regionsQuery } from '@/api/queries/catalog';
import { instancesQuery, instancesCall } from '@/api/queries/instances';
import { INSTANCE_STATUSES, type InstancesSearchInput } from '../search';
import { actionLabels, type InstanceAction } from '../status';
import { instanceStatusInSentence } from '@/lib/wording/instance-status';
import type { Instance } from '../types';
import { useBulkAction } from '../use-bulk-action';
import { BulkBar } from '@/components/write/bulk-bar';
import { BulkReport } from '@/components/write/bulk-report';
import { DeployButton } from './deploy-button';
import { DestroyDialog } from './lazy-destroy-dialog';
import { useInstanceColumns } from './instance-columns';
import { ProvisioningWatch } from './provisioning-watch';
import { RowActionNotice, useRowAction } from './row-action';
import { RowActionContext } from './row-menu';
import { isolate } from '@/lib/isolate';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectInstanceList } from '../reads';

const route = getRouteApi('/_app/instances/');

const BULK_ACTIONS: Array<Exclude<InstanceAction, 'destroy'>> = ['start', 'stop', 'reboot'];

export function InstancesPage() {
  const { t } = useLingui();
  const labels = actionLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { rows: list, drift } = useWholeSetList(instancesQuery, selectInstanceList);
  // Filter and sort changes replace the history entry: back leaves the page rather than undoing keystrokes.
  const update = (patch: Partial<InstancesSearchInput>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const plans = useQuery(plansQuery).data?.items;
  const regions = useQuery(regionsQuery).data?.items;
  const columns = useInstanceColumns(plans ?? NONE, regions ?? NONE);

  const selection = useRowSelectionState();
  const { selected } = selection;
  const selectedRows = (list.data ?? []).filter((instance) => selected.has(instance.id));
  const bulk = useBulkAction();
  const rowAction = useRowAction();
  const [destroyTarget, setDestroyTarget] = useState<Instance | null>(null);
  const queryClient = useQueryClient();
  const [recreate, setRecreate] = useState<RecreateSelection | null>(null);
  // The selected servers' reserved IPs and alert policies come along; a list that cannot be read leaves them out.
  const openRecreate = (rows: readonly Instance[]) =>
    void Promise.allSettled([
      queryClient.fetchQuery(reservedIpsQuery),
      queryClient.fetchQuery(alertPoliciesQuery),
    ]).then(([ips, policies]) =>
      setRecreate(
        serversSelection(rows, {
          reservedIps: ips.status === 'fulfilled' ? ips.value.items : [],
          alertPolicies: policies.status === 'fulfilled' ? policies.value.items : [],
        }),
      ),
    );
  const runRow = (instance: Instance, action: InstanceAction) =>
    action === 'destroy' ? setDestroyTarget(instance) : rowAction.run(instance, action);
  const status = search.status;
  const bulkLabel = (action: Exclude<InstanceAction, 'destroy'>) => {
    switch (action) {
      case 'start':
        return t`Start selected`;
      case 'stop':
        return t`Stop selected`;
      case 'reboot':
        return t`Reboot selected`;
    }
  };
  const destroyedMessage = (name: string) => {
    const shown = isolate(name);
    return t`${shown} destroyed.`;
  };
  const predicate = useMemo(
    () => (status ? (instance: Instance) => instance.status === status : undefined),
    [status],
  );

  return (
    <>
      <PageHeader
        title={t`Instances`}
        description={t`Servers of the account. Provisioning rows update by themselves.`}
        actions={<DeployButton />}
      />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Filter instances`}
          placeholder={t`Name, ID, IP, plan, region`}
          value={search.q}
          onSearch={(q) => update({ q })}
          className="w-full max-w-sm"
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Status</Trans>
          <select
            className={inputClass}
            value={status ?? ''}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as typeof status })
            }
          >
            <option value="">{t`Any status`}</option>
            {INSTANCE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {instanceStatusInSentence(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ProvisioningWatch instances={list.data} />
      <RowActionNotice state={rowAction} />
      {bulk.run ? (
        <BulkReport run={bulk.run} label={labels[bulk.run.action]} onDismiss={bulk.clear} />
      ) : null}
      {/* Destroy stays one at a time, with the name typed. */}
      <BulkBar
        count={selectedRows.length}
        running={bulk.running}
        actions={[
          ...BULK_ACTIONS.map((action) => ({
            label: bulkLabel(action),
            onClick: () => void bulk.start(selectedRows, action),
          })),
          { label: t`Recreate as script`, read: true, onClick: () => openRecreate(selectedRows) },
        ]}
        hint={t`Rows whose status does not allow the action are skipped and reported.`}
        onClear={() => selection.clear()}
      />
      <RecreateScriptDialog selection={recreate} onClose={() => setRecreate(null)} />
      <RowSelectionContext.Provider value={selection}>
        <RowActionContext.Provider value={{ run: runRow, busyId: rowAction.busyId }}>
          {drift ? (
            <ReadDriftNotice read={drift} />
          ) : (
            <WholeSetTable
              label={t`Instances`}
              columns={columns}
              query={list}
              filter={search.q}
              predicate={predicate}
              sort={search.sort}
              onSortChange={(sort) => update({ sort })}
              getRowId={(instance) => instance.id}
              empty={
                <EmptyState
                  title={t`No instances yet`}
                  purpose={t`An instance is a server: choose a region, a plan and an image, and it is billed by the hour until destroyed.`}
                  action={<DeployButton />}
                  showReason={false}
                />
              }
              noMatch={t`No instances match the filter.`}
              request={instancesCall}
            />
          )}
        </RowActionContext.Provider>
      </RowSelectionContext.Provider>
      {destroyTarget ? (
        <DestroyDialog
          instance={destroyTarget}
          open
          onOpenChange={(open) => !open && setDestroyTarget(null)}
          onDestroyed={(result) => rowAction.announce(destroyedMessage(result.name))}
        />
      ) : null}
    </>
  );
}

const NONE: never[] = [];
