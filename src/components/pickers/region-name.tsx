/**
 * A region by its catalogue name wherever a region ID is shown, so every page says "Frankfurt" where
 * the instances list does. An ID the catalogue does not know (or before it loads) shows as itself.
 */
import { useRegions } from './region-select';

export function RegionName({ regionId }: { regionId: string }) {
  const region = useRegions().find((candidate) => candidate.id === regionId);
  if (!region) return <bdi className="font-mono text-xs">{regionId}</bdi>;
  return <bdi title={regionId}>{region.name}</bdi>;
}
