import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Field, inputClass } from '@/components/ui/field';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { describeError } from '@/lib/wording/describe-error';
import { instanceStatusWord } from '@/lib/wording/instance-status';
import { instancesQuery } from '@/api/queries/instances';
import { isolate } from '@/lib/isolate';
import { selectRelatedInstances } from '../reads';

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
  // What the choice reads, checked (docs/drift.md): an answer without it is said above the choice,
  // which then offers each instance it can name (by its ID when its name is missing).
  const read = useQuery({ ...instancesQuery, select: selectRelatedInstances }).data;
  const drift = read && !read.ok ? read : undefined;
  const answered = instances.data?.items;
  const items = drift
    ? (Array.isArray(answered) ? answered : [])
        .filter((instance) => typeof instance?.id === 'string')
        .map((instance) => ({
          ...instance,
          name: typeof instance.name === 'string' ? instance.name : instance.id,
        }))
    : (answered ?? []);
  const known = !value || items.some((instance) => instance.id === value);
  const code = instances.isError ? describeError(instances.error).code : '';
  const hint = instances.isPending
    ? t`Loading instances…`
    : instances.isError
      ? t`The instance list could not be loaded (${code}); the ticket can be sent without one.`
      : t`Optional: support sees which server you mean.`;
  return (
    <>
      {drift ? <ReadDriftNotice read={drift} className="mb-2" /> : null}
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
            {items.map((instance) => {
              // A status it cannot read is left out of the words rather than shown as "undefined".
              const detail =
                typeof instance.status === 'string'
                  ? `${instance.id}, ${instanceStatusWord(instance.status)}`
                  : instance.id;
              return (
                <option key={instance.id} value={instance.id}>
                  {isolate(instance.name)} ({detail})
                </option>
              );
            })}
          </select>
        )}
      </Field>
    </>
  );
}
