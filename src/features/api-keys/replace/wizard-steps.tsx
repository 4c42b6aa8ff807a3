import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export type WizardStep = 'pick' | 'create' | 'check' | 'revoke' | 'done';

const STEPS: Array<{ id: Exclude<WizardStep, 'done'>; label: MessageDescriptor }> = [
  { id: 'pick', label: msg`Choose the key` },
  { id: 'create', label: msg`Create its successor` },
  { id: 'check', label: msg`Check the new key` },
  { id: 'revoke', label: msg`Revoke the old key` },
];

export function WizardSteps({ step }: { step: WizardStep }) {
  const { t } = useLingui();
  const index = step === 'done' ? STEPS.length : STEPS.findIndex((item) => item.id === step);
  return (
    <ol className="mb-5 flex flex-wrap gap-2 text-sm" aria-label={t`Steps`}>
      {STEPS.map((item, i) => (
        <li
          key={item.id}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'rounded-full border px-3 py-1',
            i === index
              ? 'border-accent font-semibold text-accent'
              : i < index
                ? 'border-success text-success'
                : 'border-border text-muted',
          )}
        >
          {i + 1}. {t(item.label)}
          {i < index ? <span className="sr-only"> {t`(done)`}</span> : null}
        </li>
      ))}
    </ol>
  );
}
