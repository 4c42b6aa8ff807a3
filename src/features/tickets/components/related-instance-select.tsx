import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Field, inputClass } from '@/components/ui/field';
import { describeError } from '@/api/describe-error';
import { instancesListQuery } from '@/api/queries/instances';
import { isolate } from '@/lib/isolate';

/** The statuses in words; one a newer service sends is shown as the service names it. */
const STATUS_WORDS: Record<string, MessageDescriptor> = {
  provisioning: msg({ message: 'provisioning', context: 'instance status' }),
  running: msg({ message: 'running', context: 'instance status' }),
  stopped: msg({ message: 'stopped', context: 'instance status' }),
  error: msg({ message: 'error', context: 'instance status' }),
  destroyed: msg({ message: 'destroyed', context: 'instance status' }),
};

/** Optional: the instance the ticket is about. A failed list leaves the ticket sendable without one. */
export function RelatedInstanceSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const instances = useQuery(instancesListQuery);
  const items = instances.data?.items ?? [];
  const known = !value || items.some((instance) => instance.id === value);
  const code = instances.isError ? describeError(instances.error).code : '';
  const hint = instances.isPending
    ? t`Loading instances…`
    : instances.isError
      ? t`The instance list could not be loaded (${code}); the ticket can be sent without one.`
      : t`Optional: support sees which server you mean.`;
  return (
    <Field label={t`Related instance`} hint={hint}>
      {(props) => (
        <select {...props} className={inputClass} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t`None`}</option>
          {!known ? <option value={value}>{value}</option> : null}
          {items.map((instance) => (
            <option key={instance.id} value={instance.id}>
              {isolate(instance.name)} ({instance.id}, {Object.hasOwn(STATUS_WORDS, instance.status) ? t(STATUS_WORDS[instance.status]!) : instance.status})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
