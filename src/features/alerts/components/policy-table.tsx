import { Trans, useLingui } from '@lingui/react/macro';
import { PendingDelete } from '@/components/write/undo-window/pending-delete';
import { Button } from '@/components/ui/button';
import { EnumLabel } from '@/components/ui/enum-label';
import { SmallTable } from '@/components/table/small-table';
import { useWritePermission } from '@/api/identity/use-identity';
import { metricLabels } from '../metrics';
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
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const labels = metricLabels();
  const applies = (policy: AlertPolicy) => {
    if (policy.instanceId === null) return t`All instances`;
    const target = instanceName(policy.instanceId);
    return target ? (
      <UserText>{target}</UserText>
    ) : (
      <span className="font-mono text-xs">{policy.instanceId}</span>
    );
  };
  // The value and its unit never part at a line end ("85 %", not "85 / %").
  const condition = (policy: AlertPolicy) => {
    const threshold = `${policy.thresholdPercent}\u00a0%`;
    const duration = `${policy.durationMinutes}\u00a0min`;
    return (
      <Trans>
        <EnumLabel labels={labels} value={policy.metric} /> above {threshold} for {duration}
      </Trans>
    );
  };
  const state = (policy: AlertPolicy) => (
    <span className={policy.enabled ? 'text-success' : 'text-muted'}>
      {policy.enabled ? t`Enabled` : t`Disabled`}
    </span>
  );
  return (
    // Fixed columns: instance names arrive after the policies and would otherwise reflow the rows.
    <SmallTable
      label={t`Alert policies`}
      fixed
      rows={policies}
      getRowId={(policy) => policy.id}
      columns={[
        {
          header: t`Name`,
          rowHeader: true,
          // On a phone the name takes the row beside the buttons (it had 24 %, ~85 px: an 80-character
          // name ran to 11 lines) and the condition, target and state go under it.
          className: 'md:w-[24%]',
          cell: (policy) => (
            <>
              <UserText>{policy.name}</UserText>{' '}
              <PendingDelete
                target={`/monitoring/alert-policies/${policy.id}`}
                name={policy.name}
              />
            </>
          ),
          phoneExtra: (policy) => (
            <>
              {condition(policy)} · {applies(policy)} · {state(policy)}
            </>
          ),
        },
        { header: t`Condition`, wideOnly: true, cell: condition },
        { header: t`Applies to`, wideOnly: true, className: 'w-[22%]', cell: applies },
        { header: t`State`, wideOnly: true, className: 'w-24', cell: state },
        {
          header: t`Actions`,
          hiddenHeader: true,
          className: 'w-28 md:w-40',
          cell: (policy) => {
            const { name } = policy;
            return (
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  size="sm"
                  disabled={!canWrite}
                  disabledReason={reason}
                  onClick={() => onEdit(policy)}
                  aria-label={t`Edit ${name}`}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={!canWrite}
                  disabledReason={reason}
                  onClick={() => onDelete(policy)}
                  aria-label={t`Delete ${name}`}
                >
                  <Trans>Delete</Trans>
                </Button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
