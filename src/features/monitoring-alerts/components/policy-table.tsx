import { Button } from '@/components/ui/button';
import { useWritePermission } from '@/features/session/use-identity';
import { METRIC_LABELS } from '../schema';
import type { AlertPolicy } from '../types';

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
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      {/* Fixed columns: instance names arrive after the policies and would otherwise reflow the rows. */}
      <table className="w-full min-w-[40rem] table-fixed text-left text-sm">
        <caption className="sr-only">Alert policies</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-[24%] px-3 py-2">Name</th>
            <th scope="col" className="px-3 py-2">Condition</th>
            <th scope="col" className="w-[22%] px-3 py-2">Applies to</th>
            <th scope="col" className="w-24 px-3 py-2">State</th>
            <th scope="col" className="w-40 px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {policies.map((policy) => (
            <tr key={policy.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium break-words">
                {policy.name}
              </th>
              <td className="px-3 py-2">
                {METRIC_LABELS[policy.metric]} above {policy.thresholdPercent} % for {policy.durationMinutes} min
              </td>
              <td className="px-3 py-2 break-words">
                {policy.instanceId === null ? 'All instances' : (instanceName(policy.instanceId) ?? <span className="font-mono text-xs break-all">{policy.instanceId}</span>)}
              </td>
              <td className={`px-3 py-2 ${policy.enabled ? 'text-success' : 'text-muted'}`}>{policy.enabled ? 'Enabled' : 'Disabled'}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-2">
                  <Button size="sm" disabled={!canWrite} disabledReason={reason} onClick={() => onEdit(policy)} aria-label={`Edit ${policy.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="danger" disabled={!canWrite} disabledReason={reason} onClick={() => onDelete(policy)} aria-label={`Delete ${policy.name}`}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
