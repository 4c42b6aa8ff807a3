import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EnumLabel } from '@/components/ui/enum-label';
import { useWritePermission } from '@/api/use-identity';
import { METRIC_LABELS } from '../schema';
import type { AlertPolicy } from '../types';
import { UserText } from '@/components/ui/user-text';

// Columns left out below 768 px; the condition cell repeats their facts there.
const WIDE_ONLY = 'hidden md:table-cell';

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
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Alert policies</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-[24%] px-3 py-2">Name</th>
            <th scope="col" className="px-3 py-2">Condition</th>
            <th scope="col" className={cn('w-[22%] px-3 py-2', WIDE_ONLY)}>Applies to</th>
            <th scope="col" className={cn('w-24 px-3 py-2', WIDE_ONLY)}>State</th>
            <th scope="col" className="w-28 px-3 py-2 md:w-40">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {policies.map((policy) => {
            const target = policy.instanceId === null ? null : instanceName(policy.instanceId);
            const applies =
              policy.instanceId === null ? 'All instances' : target ? <UserText>{target}</UserText> : <span className="font-mono text-xs">{policy.instanceId}</span>;
            const state = <span className={policy.enabled ? 'text-success' : 'text-muted'}>{policy.enabled ? 'Enabled' : 'Disabled'}</span>;
            return (
              <tr key={policy.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-medium break-words">
                  <UserText>{policy.name}</UserText>
                </th>
                <td className="px-3 py-2">
                  <EnumLabel labels={METRIC_LABELS} value={policy.metric} /> above {policy.thresholdPercent} % for {policy.durationMinutes} min
                  {/* On a phone the last columns give way to the actions; their facts stay here. */}
                  <span className="mt-1 block text-xs text-muted md:hidden">
                    {applies} · {state}
                  </span>
                </td>
                <td className={cn('px-3 py-2 break-words', WIDE_ONLY)}>{applies}</td>
                <td className={cn('px-3 py-2', WIDE_ONLY)}>{state}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button size="sm" disabled={!canWrite} disabledReason={reason} onClick={() => onEdit(policy)} aria-label={`Edit ${policy.name}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" disabled={!canWrite} disabledReason={reason} onClick={() => onDelete(policy)} aria-label={`Delete ${policy.name}`}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
