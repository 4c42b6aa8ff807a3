import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Field, inputClass } from '@/components/ui/field';
import { describeError } from '@/lib/wording/describe-error';
import { instanceStatusWord } from '@/lib/wording/instance-status';
import { instancesQuery } from '@/api/queries/instances';
import { isolate } from '@/lib/isolate';

/** Optional: the instance the ticket is about. A failed list leaves the ticket sendable without one. */
export function RelatedInstanceSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const instances = useQuery(instancesQuery);
  const items = instances.data?.items ?? [];
  const known = !value || items.some((instance) => instance.id === value);
  const code = instances.isError ? describeError(instances.error).code : '';
  const hint = instances.isPending
    ? t`Loading instances…`
    : instances.isError
      ? t`The instance list could not be loaded (${code}); the ticket can be sent without one.`
      : t`Optional: support sees which server you mean.`;
  return (
    <Field label={t`Related instance`} hint={hint} loading={instances.isPending}>
      {(props) => (
        <select
          {...props}
          className={inputClass}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t`None`}</option>
          {!known ? <option value={value}>{value}</option> : null}
          {items.map((instance) => (
            <option key={instance.id} value={instance.id}>
              {isolate(instance.name)} ({instance.id}, {instanceStatusWord(instance.status)})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
