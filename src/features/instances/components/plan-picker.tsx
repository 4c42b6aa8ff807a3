import { Trans, useLingui } from '@lingui/react/macro';
import { formatMemory, formatNumber } from '@/lib/format';
import { planUnavailableReason } from '../catalog';
import { formatHourlyCents, formatMonthlyCents } from '../price';
import type { Plan, Region } from '../types';
import { ChoiceGroup, RadioCard } from './radio-card';

export function PlanPicker({
  id,
  plans,
  region,
  value,
  error,
  onChange,
}: {
  id?: string;
  plans: Plan[];
  region: Region | undefined;
  value: string;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  const regionName = region?.name;
  return (
    <ChoiceGroup
      id={id}
      legend={t`Plan`}
      error={error}
      hint={
        regionName !== undefined
          ? t`Plans offered in ${regionName} can be chosen.`
          : t`Choose a region first to see which plans it offers.`
      }
    >
      {plans.map((plan) => {
        const vcpus = formatNumber(plan.vcpus);
        const memory = formatMemory(plan.memoryMb);
        const disk = formatNumber(plan.diskGb);
        const monthly = formatMonthlyCents(plan.priceMonthlyCents);
        const hourly = formatHourlyCents(plan.priceHourlyCents);
        return (
          <RadioCard
            key={plan.id}
            name="planId"
            value={plan.id}
            checked={value === plan.id}
            reason={planUnavailableReason(plan, region)}
            onSelect={onChange}
          >
            <span className="block font-medium">{plan.name}</span>
            <span className="block text-xs text-muted">{t`${vcpus} vCPU · ${memory} memory · ${disk} GB disk`}</span>
            <span className="mt-1 block">
              <Trans>
                <span className="font-semibold">{monthly}</span>
                <span className="text-muted"> / month · {hourly} / hour</span>
              </Trans>
            </span>
          </RadioCard>
        );
      })}
    </ChoiceGroup>
  );
}
