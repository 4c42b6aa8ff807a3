import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiKeysListQuery, instancesListQuery, reservedIpsQuery, volumesQuery, vpcsQuery } from './collection-queries';
import {
  ACTION_ENTRIES,
  apiKeyEntries,
  instanceEntries,
  PAGE_ENTRIES,
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
  label: string;
  query: UseQueryResult<unknown>;
}

/** Everything the palette can find, from the cached whole-set lists (one request each at most). */
export function usePaletteEntries(): { entries: PaletteEntry[]; sources: PaletteSource[] } {
  const instances = useQuery({ ...instancesListQuery, staleTime: PALETTE_STALE_MS });
  const volumes = useQuery({ ...volumesQuery, staleTime: PALETTE_STALE_MS });
  const reservedIps = useQuery({ ...reservedIpsQuery, staleTime: PALETTE_STALE_MS });
  const vpcs = useQuery({ ...vpcsQuery, staleTime: PALETTE_STALE_MS });
  const keys = useQuery({ ...apiKeysListQuery, staleTime: PALETTE_STALE_MS });

  const entries = useMemo(
    () => [
      ...ACTION_ENTRIES,
      ...PAGE_ENTRIES,
      ...instanceEntries(instances.data?.items ?? []),
      ...volumeEntries(volumes.data?.items ?? []),
      ...reservedIpEntries(reservedIps.data?.items ?? []),
      ...vpcEntries(vpcs.data?.items ?? []),
      ...apiKeyEntries(keys.data ?? []),
    ],
    [instances.data, volumes.data, reservedIps.data, vpcs.data, keys.data],
  );
  const sources: PaletteSource[] = [
    { label: 'instances', query: instances },
    { label: 'volumes', query: volumes },
    { label: 'reserved IPs', query: reservedIps },
    { label: 'VPCs', query: vpcs },
    { label: 'API keys', query: keys },
  ];
  return { entries, sources };
}
