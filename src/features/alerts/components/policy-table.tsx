import { Button } from '@/components/ui/button';
import { EnumLabel } from '@/components/ui/enum-label';
import { SmallTable } from '@/components/table/small-table';
import { useWritePermission } from '@/api/use-identity';
import { METRIC_LABELS } from '../metrics';
import type { AlertPolicy } from '../types';
import { UserText } from '@/components/ui/user-text';

export function PolicyTable({
  policies,
  instanceName,
  onEdit,
  onDelete,
}: {
  policies: AlertPolicy[];
  instanceName: (id: string) => string | undefined;
  onEdit: (policy: AlertPolicy) => void;
  onDelete: (policy: AlertPolicy) => void;
}) {
  const { canWrite, reason } = useWritePermission();
  const applies = (policy: AlertPolicy) => {
    if (policy.instanceId === null) return 'All instances';
    const target = instanceName(policy.instanceId);
    return target ? <UserText>{target}</UserText> : <span className="font-mono text-xs">{policy.instanceId}</span>;
  };
  // The value and its unit never part at a line end ("85 %", not "85 / %").
  const condition = (policy: AlertPolicy) => (
    <>
      <EnumLabel labels={METRIC_LABELS} value={policy.metric} /> above {`${policy.thresholdPercent}\u00a0%`} for {`${policy.durationMinutes}\u00a0min`}
    </>
  );
  const state = (policy: AlertPolicy) => <span className={policy.enabled ? 'text-success' : 'text-muted'}>{policy.enabled ? 'Enabled' : 'Disabled'}</span>;
  return (
    // Fixed columns: instance names arrive after the policies and would otherwise reflow the rows.
    <SmallTable
      label="Alert policies"
      fixed
      rows={policies}
      getRowId={(policy) => policy.id}
      columns={[
        {
          header: 'Name',
          rowHeader: true,
          // On a phone the name takes the row beside the buttons (it had 24 %, ~85 px: an 80-character
          // name ran to 11 lines) and the condition, target and state go under it.
          className: 'md:w-[24%]',
          cell: (policy) => <UserText>{policy.name}</UserText>,
          phoneExtra: (policy) => (
            <>
              {condition(policy)} · {applies(policy)} · {state(policy)}
            </>
          ),
        },
        { header: 'Condition', wideOnly: true, cell: condition },
        { header: 'Applies to', wideOnly: true, className: 'w-[22%]', cell: applies },
        { header: 'State', wideOnly: true, className: 'w-24', cell: state },
        {
          header: 'Actions',
          hiddenHeader: true,
          className: 'w-28 md:w-40',
          cell: (policy) => (
            <div className="flex flex-wrap justify-end gap-2">
              <Button size="sm" disabled={!canWrite} disabledReason={reason} onClick={() => onEdit(policy)} aria-label={`Edit ${policy.name}`}>
                Edit
              </Button>
              <Button size="sm" variant="danger" disabled={!canWrite} disabledReason={reason} onClick={() => onDelete(policy)} aria-label={`Delete ${policy.name}`}>
                Delete
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
