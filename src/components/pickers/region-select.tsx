/** Picks a region from the catalogue that takes new resources (same cache as the deploy page). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { regionsQuery } from '@/api/queries/catalog';
import type { components } from '@/api/schema.gen';
import { Field, inputClass } from '@/components/ui/field';
import type { Read } from '@/api/reads/read-check';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';

export type Region = components['schemas']['Region'];

const NONE: Region[] = [];

/** The catalogue's regions; the same empty array while loading, so memoised columns stay put. */
export function useRegions(): Region[] {
  return useQuery(regionsQuery).data?.items ?? NONE;
}

/** No check: the catalogue as the contract says (a form passes its own, `selectRegionPicker` from its feature's reads.ts). */
const UNCHECKED = (data: unknown): Read<unknown> => ({ ok: true, data });

export function RegionSelect({
  value,
  onChange,
  hint,
  check = UNCHECKED,
}: {
  value: string;
  onChange: (regionId: string) => void;
  hint?: string;
  /** What the picker reads, checked (docs/drift.md); the form's chunk brings the check, so zod stays out of `shared`. */
  check?: (data: unknown) => Read<unknown>;
}) {
  const { t } = useLingui();
  const query = useQuery(regionsQuery);
  // What the picker reads, checked (docs/drift.md): an answer without it is said above the picker,
  // which then offers every region the answer names and leaves it to the service to refuse one.
  const read = useQuery({ ...regionsQuery, select: check }).data;
  const drift = read && !read.ok ? read : undefined;
  const regions = (query.data?.items ?? []).filter(
    (region) => !drift || typeof region.id === 'string',
  );
  const closed = drift ? [] : regions.filter((region) => !region.available);
  // The regions' names, as the catalogue gives them.
  const closedNames = closed.map((region) => region.name).join(', ');
  return (
    <>
      {drift ? <ReadDriftNotice read={drift} className="mb-2" /> : null}
      <Field
        label={t`Region`}
        loading={query.isPending}
        hint={
          query.isPending
            ? t`Loading regions…`
            : [hint, closed.length ? t`Not taking new resources: ${closedNames}.` : '']
                .filter(Boolean)
                .join(' ')
        }
      >
        {(props) => (
          <select
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          >
            <option value="">{t`Choose a region…`}</option>
            {regions
              .filter((region) => drift || region.available)
              .map((region) => (
                <option key={region.id} value={region.id}>
                  {typeof region.name === 'string' ? `${region.name} (${region.id})` : region.id}
                </option>
              ))}
          </select>
        )}
      </Field>
    </>
  );
}
