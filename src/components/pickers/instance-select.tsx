/**
 * Picks an instance that can take a regional resource (volume, reserved IP, VPC membership): only
 * instances of the same region that are not destroyed are offered; the others are explained.
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Field, inputClass } from '@/components/ui/field';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { instancesQuery, type Instance } from '@/api/queries/instances';
import type { Read } from '@/api/reads/read-check';
import { useInstanceIndex } from './instance-index';
import { isolate } from '@/lib/isolate';

/** The statuses that take a connection, in words (the only ones offered). */
const USABLE_STATUS = {
  running: msg`running`,
  stopped: msg`stopped`,
  error: msg`error`,
  provisioning: msg`provisioning`,
} as const;
const USABLE: ReadonlySet<string> = new Set(Object.keys(USABLE_STATUS));

/** No check: the list as the contract says (a form passes its own, `selectInstancePicker` from its feature's reads.ts). */
const UNCHECKED = (data: unknown): Read<unknown> => ({ ok: true, data });

export function InstanceSelect({
  regionId,
  value,
  onChange,
  exclude,
  label,
  error,
  check = UNCHECKED,
}: {
  regionId: string;
  value: string;
  onChange: (instanceId: string) => void;
  exclude?: ReadonlySet<string>;
  label?: string;
  error?: string | undefined;
  /** What the picker reads, checked (docs/drift.md); the form's chunk brings the check, so zod stays out of `shared`. */
  check?: (data: unknown) => Read<unknown>;
}) {
  const { t } = useLingui();
  const { instances: all, isPending } = useInstanceIndex();
  // What the picker reads, checked: an answer without it is said above the picker, which then
  // offers what it can read (an instance with an ID and a name) and leaves the region to the service.
  const read = useQuery({ ...instancesQuery, select: check }).data;
  const drift = read && !read.ok ? read : undefined;
  const instances = drift
    ? all.filter((instance) => typeof instance.id === 'string' && typeof instance.name === 'string')
    : all;
  // Only statuses known to take a connection: a status a newer service sends never enables one.
  const usable = (instance: Instance) => USABLE.has(instance.status);
  const inRegion = (instance: Instance) => Boolean(drift) || instance.regionId === regionId;
  const eligible = instances.filter(
    (instance) => inRegion(instance) && usable(instance) && !exclude?.has(instance.id),
  );
  const elsewhere = instances.filter((instance) => !inRegion(instance) && usable(instance)).length;
  const destroyed = instances.filter((instance) => inRegion(instance) && !usable(instance)).length;
  const connected = exclude?.size ?? 0;
  const hint = [
    t`Only instances in ${regionId} are offered.`,
    elsewhere
      ? plural(elsewhere, {
          one: '# in other regions cannot take it.',
          other: '# in other regions cannot take it.',
        })
      : '',
    destroyed
      ? plural(destroyed, {
          one: '# destroyed (or in a status this console does not know) here are left out.',
          other: '# destroyed (or in a status this console does not know) here are left out.',
        })
      : '',
    connected
      ? plural(connected, {
          one: '# already connected are left out.',
          other: '# already connected are left out.',
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {drift ? <ReadDriftNotice read={drift} className="mb-2" /> : null}
      <Field
        label={label ?? t`Instance`}
        loading={isPending}
        hint={
          isPending
            ? t`Loading instances…`
            : drift
              ? undefined
              : eligible.length === 0
                ? t`No instance in ${regionId} can take it. ${hint}`
                : hint
        }
        error={error}
      >
        {(props) => (
          <select
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
            disabled={eligible.length === 0}
          >
            <option value="">{t`Choose an instance…`}</option>
            {eligible.map((instance) => (
              <option key={instance.id} value={instance.id}>
                {isolate(instance.name)} (
                {t(USABLE_STATUS[instance.status as keyof typeof USABLE_STATUS])})
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
