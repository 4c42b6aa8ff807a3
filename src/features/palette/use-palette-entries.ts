import { useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiKeysQuery, instancesQuery, reservedIpsQuery, volumesQuery, vpcsQuery } from './collection-queries';
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
}

/** Everything the palette can find, from the cached whole-set lists (one request each at most). */
export function usePaletteEntries(): { entries: PaletteEntry[]; sources: PaletteSource[] } {
  const { t, i18n } = useLingui();
  const instances = useQuery({ ...instancesQuery, staleTime: PALETTE_STALE_MS });
  const volumes = useQuery({ ...volumesQuery, staleTime: PALETTE_STALE_MS });
  const reservedIps = useQuery({ ...reservedIpsQuery, staleTime: PALETTE_STALE_MS });
  const vpcs = useQuery({ ...vpcsQuery, staleTime: PALETTE_STALE_MS });
  const keys = useQuery({ ...apiKeysQuery, staleTime: PALETTE_STALE_MS });

  const entries = useMemo(
    () => [
      ...actionEntries(),
      ...pageEntries(),
      ...instanceEntries(instances.data?.items ?? []),
      ...volumeEntries(volumes.data?.items ?? []),
      ...reservedIpEntries(reservedIps.data?.items ?? []),
      ...vpcEntries(vpcs.data?.items ?? []),
      ...apiKeyEntries(keys.data ?? []),
    ],
    // The words follow the chosen language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [instances.data, volumes.data, reservedIps.data, vpcs.data, keys.data, i18n.locale],
  );
  const sources: PaletteSource[] = [
    { id: 'instances', label: t`instances`, query: instances },
    { id: 'volumes', label: t`volumes`, query: volumes },
    { id: 'reserved-ips', label: t`reserved IPs`, query: reservedIps },
    { id: 'vpcs', label: t`VPCs`, query: vpcs },
    { id: 'api-keys', label: t`API keys`, query: keys },
  ];
  return { entries, sources };
}
