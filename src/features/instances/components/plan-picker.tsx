import { formatMemory } from '@/lib/format';
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
  return (
    <ChoiceGroup id={id} legend="Plan" error={error} hint={region ? `Plans offered in ${region.name} can be chosen.` : 'Choose a region first to see which plans it offers.'}>
      {plans.map((plan) => (
        <RadioCard key={plan.id} name="planId" value={plan.id} checked={value === plan.id} reason={planUnavailableReason(plan, region)} onSelect={onChange}>
          <span className="block font-medium">{plan.name}</span>
          <span className="block text-xs text-muted">
            {plan.vcpus} vCPU · {formatMemory(plan.memoryMb)} memory · {plan.diskGb} GB disk
          </span>
          <span className="mt-1 block">
            <span className="font-semibold">{formatMonthlyCents(plan.priceMonthlyCents)}</span>
            <span className="text-muted"> / month · {formatHourlyCents(plan.priceHourlyCents)} / hour</span>
          </span>
        </RadioCard>
      ))}
    </ChoiceGroup>
  );
}
