/**
 * Picks an instance that can take a regional resource (volume, reserved IP, VPC membership): only
 * instances of the same region that are not destroyed are offered; the others are explained.
 */
import { Field } from '@/components/ui/field';
import type { Instance } from '@/api/queries/instances';
import { useInstanceIndex } from './instance-index';
import { isolate } from '@/lib/isolate';

const USABLE: ReadonlySet<string> = new Set(['running', 'stopped', 'error', 'provisioning']);

export function InstanceSelect({
  regionId,
  value,
  onChange,
  exclude,
  label = 'Instance',
  error,
}: {
  regionId: string;
  value: string;
  onChange: (instanceId: string) => void;
  exclude?: ReadonlySet<string>;
  label?: string;
  error?: string | undefined;
}) {
  const { instances, isPending } = useInstanceIndex();
  // Only statuses known to take a connection: a status a newer service sends never enables one.
  const usable = (instance: Instance) => USABLE.has(instance.status);
  const eligible = instances.filter((instance) => instance.regionId === regionId && usable(instance) && !exclude?.has(instance.id));
  const elsewhere = instances.filter((instance) => instance.regionId !== regionId && usable(instance)).length;
  const destroyed = instances.filter((instance) => instance.regionId === regionId && !usable(instance)).length;
  const hint = [
    `Only instances in ${regionId} are offered.`,
    elsewhere ? `${elsewhere} in other regions cannot take it.` : '',
    destroyed ? `${destroyed} destroyed (or in a status this console does not know) here are left out.` : '',
    exclude?.size ? `${exclude.size} already connected are left out.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field label={label} hint={isPending ? 'Loading instances…' : eligible.length === 0 ? `No instance in ${regionId} can take it. ${hint}` : hint} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)} className="w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg" disabled={eligible.length === 0}>
          <option value="">Choose an instance…</option>
          {eligible.map((instance) => (
            <option key={instance.id} value={instance.id}>
              {isolate(instance.name)} ({instance.status})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
