import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { allowedValues, boundHint } from '@/components/openapi-form/field-bounds';
import type { BoundsInForce } from '@/lib/openapi/bounds';
import {
  EXPIRY_CHOICES,
  KEY_BOUNDS,
  MAX_DAYS,
  SCOPE_CHOICES,
  expiryPreview,
  type CreateKeyErrors,
  type CreateKeyValues,
} from '../create-key-form';

export function CreateKeyFields({
  values,
  errors,
  bounds,
  onChange,
}: {
  values: CreateKeyValues;
  errors: CreateKeyErrors;
  /** The bounds in force of the body (the live document's where it states tighter ones). */
  bounds: Readonly<Record<keyof typeof KEY_BOUNDS, BoundsInForce>>;
  onChange: (next: Partial<CreateKeyValues>) => void;
}) {
  const { t } = useLingui();
  const group = useId();
  const most = bounds.expiresInDays.maximum ?? MAX_DAYS;
  // Only the scopes the service's document takes are offered.
  const scopes = SCOPE_CHOICES.filter((choice) =>
    allowedValues(bounds.scope, [choice.value]).includes(choice.value),
  );
  const nameHint = boundHint(bounds.name, KEY_BOUNDS.name);
  const expiryHint = boundHint(bounds.expiresInDays, KEY_BOUNDS.expiresInDays);
  const customDays = Number(values.customDays);
  const previewDays =
    values.expiry === 'never'
      ? null
      : values.expiry === 'custom'
        ? customDays
        : Number(values.expiry);
  const previewValid =
    previewDays === null ||
    (Number.isInteger(previewDays) && previewDays >= 1 && previewDays <= most);
  return (
    <>
      <Field
        label={t`Name`}
        hint={[t`What uses the key, so you know what breaks when it is revoked.`, nameHint]
          .filter(Boolean)
          .join(' ')}
        error={errors.name}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.scope ? `${group}-scope-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t`Scope`}</legend>
        {scopes.map((choice) => (
          <div
            key={choice.value}
            className="flex gap-2 rounded-md border border-border p-2 text-sm has-checked:border-accent"
          >
            <input
              id={`${group}-${choice.value}`}
              type="radio"
              name={`${group}-scope`}
              value={choice.value}
              checked={values.scope === choice.value}
              onChange={() => onChange({ scope: choice.value })}
              aria-describedby={`${group}-${choice.value}-allows`}
            />
            <div>
              <label htmlFor={`${group}-${choice.value}`} className="font-medium">
                {t(choice.label)}
              </label>
              <p id={`${group}-${choice.value}-allows`} className="text-xs text-muted">
                {t(choice.allows)}
              </p>
            </div>
          </div>
        ))}
        {errors.scope ? (
          <p id={`${group}-scope-error`} className="text-xs text-danger">
            {errors.scope}
          </p>
        ) : null}
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.expiry ? `${group}-expiry-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t`Expiry`}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {EXPIRY_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={`${group}-expiry`}
                value={choice.value}
                checked={values.expiry === choice.value}
                onChange={() => onChange({ expiry: choice.value })}
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
        {expiryHint ? <p className="text-xs text-muted">{expiryHint}</p> : null}
        {errors.expiry ? (
          <p id={`${group}-expiry-error`} className="text-xs text-danger">
            {errors.expiry}
          </p>
        ) : null}
        {values.expiry === 'custom' ? (
          <Field label={t`Days until it expires (1 to ${most})`} error={errors.customDays}>
            {(props) => (
              <input
                {...props}
                className={`${inputClass} max-w-40`}
                inputMode="numeric"
                value={values.customDays}
                onChange={(event) => onChange({ customDays: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        <p className={values.expiry === 'never' ? 'text-xs text-warning' : 'text-xs text-muted'}>
          {previewValid ? expiryPreview(previewDays) : ' '}
          {values.expiry === 'never'
            ? ` ${t`A key that never expires is a risk if it leaks; prefer a date and replace it in time.`}`
            : ''}
        </p>
      </fieldset>
      <p className="text-xs text-muted" data-testid="key-limits">
        {t`A key acts only as you, its owner: never as a team account you were given access to. It cannot be locked to an IP address, so whoever holds it can use it from anywhere until it expires or is revoked.`}
      </p>
    </>
  );
}
