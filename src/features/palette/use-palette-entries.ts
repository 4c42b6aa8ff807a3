import { useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Read } from '@/api/reads/read-check';
import {
  checkApiKeys,
  checkInstances,
  checkReservedIps,
  checkVolumes,
  checkVpcs,
} from './collection-checks';
import {
  apiKeysQuery,
  instancesQuery,
  reservedIpsQuery,
  volumesQuery,
  vpcsQuery,
} from './collection-queries';
import {
  actionEntries,
  apiKeyEntries,
  instanceEntries,
  pageEntries,
  reservedIpEntries,
  volumeEntries,
  vpcEntries,
  type PaletteEntry,
} from './palette-entries';

/**
 * Cached lists up to this old are searched as they are: the palette opens often, and refetching
 * five collections each time would spend the shared 100-a-minute budget on keystrokes. Writes
 * invalidate their lists, which makes the next opening refetch them anyway.
 */
const PALETTE_STALE_MS = 5 * 60_000;

export interface PaletteSource {
  /** Stable, for keys. */
  id: string;
  /** The collection in words, as in "Still loading volumes". */
  label: string;
  query: UseQueryResult<unknown>;
  /** The answer lacks what the palette reads of it: left out of the search, and said. */
  drift?: Extract<Read<unknown>, { ok: false }> | undefined;
}

/** A collection's rows when the answer has what the palette reads, else none (and the drift). */
function checked<T>(
  data: { items: T[] } | undefined,
  check: (data: unknown) => Read<unknown>,
): { items: T[]; drift?: Extract<Read<unknown>, { ok: false }> } {
  if (!data) return { items: [] };
  const read = check(data);
  return read.ok ? { items: data.items } : { items: [], drift: read };
}

/** Everything the palette can find, from the cached whole-set lists (one request each at most). */
export function usePaletteEntries(): { entries: PaletteEntry[]; sources: PaletteSource[] } {
  const { t, i18n } = useLingui();
  const instances = useQuery({ ...instancesQuery, staleTime: PALETTE_STALE_MS });
  const volumes = useQuery({ ...volumesQuery, staleTime: PALETTE_STALE_MS });
  const reservedIps = useQuery({ ...reservedIpsQuery, staleTime: PALETTE_STALE_MS });
  const vpcs = useQuery({ ...vpcsQuery, staleTime: PALETTE_STALE_MS });
  const keys = useQuery({ ...apiKeysQuery, staleTime: PALETTE_STALE_MS });

  // Checked once per answer (each data object keeps its result).
  const instanceRows = useMemo(() => checked(instances.data, checkInstances), [instances.data]);
  const volumeRows = useMemo(() => checked(volumes.data, checkVolumes), [volumes.data]);
  const reservedIpRows = useMemo(
    () => checked(reservedIps.data, checkReservedIps),
    [reservedIps.data],
  );
  const vpcRows = useMemo(() => checked(vpcs.data, checkVpcs), [vpcs.data]);
  // The key list is cached as the answer's items (callItemsQuery): checked as the answer had them.
  const keyRows = useMemo(
    () => checked(keys.data && { items: keys.data }, checkApiKeys),
    [keys.data],
  );
  const entries = useMemo(
    () => [
      ...actionEntries(),
      ...pageEntries(),
      ...instanceEntries(instanceRows.items),
      ...volumeEntries(volumeRows.items),
      ...reservedIpEntries(reservedIpRows.items),
      ...vpcEntries(vpcRows.items),
      ...apiKeyEntries(keyRows.items),
    ],
    // The words follow the chosen language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [instanceRows, volumeRows, reservedIpRows, vpcRows, keyRows, i18n.locale],
  );
  const sources: PaletteSource[] = [
    { id: 'instances', label: t`instances`, query: instances, drift: instanceRows.drift },
    { id: 'volumes', label: t`volumes`, query: volumes, drift: volumeRows.drift },
    { id: 'reserved-ips', label: t`reserved IPs`, query: reservedIps, drift: reservedIpRows.drift },
    { id: 'vpcs', label: t`VPCs`, query: vpcs, drift: vpcRows.drift },
    { id: 'api-keys', label: t`API keys`, query: keys, drift: keyRows.drift },
  ];
  return { entries, sources };
}
