import { useQuery } from '@tanstack/react-query';
import { Field, inputClass } from '@/components/ui/field';
import { describeError } from '@/api/describe-error';
import { instancesListQuery } from '@/api/queries/instances';
import { isolate } from '@/lib/isolate';

/** Optional: the instance the ticket is about. A failed list leaves the ticket sendable without one. */
export function RelatedInstanceSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const instances = useQuery(instancesListQuery);
  const items = instances.data?.items ?? [];
  const known = !value || items.some((instance) => instance.id === value);
  const hint = instances.isPending
    ? 'Loading instances…'
    : instances.isError
      ? `The instance list could not be loaded (${describeError(instances.error).code}); the ticket can be sent without one.`
      : 'Optional: support sees which server you mean.';
  return (
    <Field label="Related instance" hint={hint}>
      {(props) => (
        <select {...props} className={inputClass} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">None</option>
          {!known ? <option value={value}>{value}</option> : null}
          {items.map((instance) => (
            <option key={instance.id} value={instance.id}>
              {isolate(instance.name)} ({instance.id}, {instance.status})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
