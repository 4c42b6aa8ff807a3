import { useLingui } from '@lingui/react/macro';
import { regionLocation, regionUnavailableReason } from '../catalog';
import type { Region } from '../types';
import { ChoiceGroup, RadioCard } from './radio-card';

export function RegionPicker({
  id,
  regions,
  value,
  error,
  onChange,
}: {
  id?: string;
  regions: Region[];
  value: string;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ChoiceGroup
      id={id}
      legend={t`Region`}
      error={error}
      hint={t`Where the server runs. Volumes and VPCs attach only within one region.`}
    >
      {regions.map((region) => (
        <RadioCard
          key={region.id}
          name="regionId"
          value={region.id}
          checked={value === region.id}
          reason={regionUnavailableReason(region)}
          onSelect={onChange}
        >
          <span className="block font-medium">{region.name}</span>
          <span className="block text-xs text-muted">
            {regionLocation(region)} · <span className="font-mono">{region.id}</span>
          </span>
        </RadioCard>
      ))}
    </ChoiceGroup>
  );
}
