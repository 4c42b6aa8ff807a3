import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { LiveBodyFields, type LiveBody } from '@/components/openapi-form/use-live-body';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { focusField, useFocusFirstInvalid } from '@/lib/focus-field';
import { findById, type Catalog } from '../catalog';
import { formatNumber } from '@/lib/format';
import { boundHint } from '@/components/openapi-form/field-bounds';
import type { BoundsInForce } from '@/lib/openapi/bounds';
import { DEPLOY_BOUNDS, NAME_MAX, nameRule, type DeployFormErrors } from '../deploy-schema';
import { deployCall } from '../mutations';
import type { DeployRequest } from '../types';
import { ImageSelect } from './image-select';
import { PlanPicker } from './plan-picker';
import { RegionPicker } from './region-picker';

/** Each field's id (the error summary links to it) and its name in the summary, in form order. */
const FIELDS: ReadonlyArray<{ key: keyof DeployRequest; id: string; label: MessageDescriptor }> = [
  { key: 'name', id: 'deploy-name', label: msg`Name` },
  { key: 'regionId', id: 'deploy-region', label: msg`Region` },
  { key: 'planId', id: 'deploy-plan', label: msg`Plan` },
  { key: 'osImageId', id: 'deploy-image', label: msg`Operating system image` },
];
const fieldId = (key: keyof DeployRequest) => FIELDS.find((field) => field.key === key)!.id;

/** Step one: choose. Submitting (button or Enter) only opens the review; nothing is sent from here. */
export function DeployForm({
  catalog,
  values,
  errors,
  note,
  live,
  bounds,
  onChange,
  onReview,
  onFocus,
}: {
  catalog: Catalog;
  values: DeployRequest;
  errors: DeployFormErrors;
  note: string | undefined;
  /** Fields the live document requires beyond ours (use-live-body.ts). */
  live: LiveBody;
  /** The bounds in force of what it sends (the live document's where it states them). */
  bounds: Readonly<Record<keyof typeof DEPLOY_BOUNDS, BoundsInForce>>;
  onChange: (field: keyof DeployRequest, value: string) => void;
  onReview: () => void;
  /** The person started on the form (the page reads the live document from then). */
  onFocus?: () => void;
}) {
  const { t } = useLingui();
  const region = findById(catalog.regions, values.regionId);
  const plan = findById(catalog.plans, values.planId);
  // Ours, then the live service's (shown once a review was refused).
  const invalid = [
    ...FIELDS.filter((field) => errors[field.key]).map((field) => ({
      id: field.id,
      label: t(field.label),
    })),
    ...live.invalid.map((field) => ({ id: field.id, label: field.name })),
  ];
  const errorCount = invalid.length;
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const maxLength = formatNumber(NAME_MAX);
  const rule = nameRule();
  const liveNameHint = boundHint(bounds.name, DEPLOY_BOUNDS.name);
  return (
    <form
      ref={form}
      noValidate
      aria-label={t`Deploy a server`}
      className="flex max-w-5xl flex-col gap-5"
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
        // A refused review: focus the first invalid field, whose aria-describedby reads its
        // error (nothing moves when the review opens instead).
        focusInvalid.focus();
      }}
    >
      <div className="max-w-md">
        <Field
          id={fieldId('name')}
          label={t`Name`}
          error={errors.name}
          hint={
            liveNameHint ? `${liveNameHint} ${rule}` : t`Up to ${maxLength} characters. ${rule}`
          }
        >
          {(props) => (
            <input
              {...props}
              className={inputClass}
              value={values.name}
              autoComplete="off"
              spellCheck={false}
              placeholder={t`web-1`}
              onChange={(event) => onChange('name', event.target.value)}
            />
          )}
        </Field>
      </div>
      <RegionPicker
        id={fieldId('regionId')}
        regions={catalog.regions}
        value={values.regionId}
        error={errors.regionId}
        onChange={(id) => onChange('regionId', id)}
      />
      <PlanPicker
        id={fieldId('planId')}
        plans={catalog.plans}
        region={region}
        value={values.planId}
        error={errors.planId}
        onChange={(id) => onChange('planId', id)}
      />
      <div className="max-w-md">
        <ImageSelect
          id={fieldId('osImageId')}
          images={catalog.images}
          plan={plan}
          value={values.osImageId}
          error={errors.osImageId}
          onChange={(id) => onChange('osImageId', id)}
        />
      </div>
      <LiveBodyFields live={live} />
      {note ? <Notice tone="warning">{note}</Notice> : null}
      {errorCount > 0 ? (
        // Keyed by the submit, so a refused submit is announced again even with the same count.
        <Notice key={focusInvalid.attempt} tone="danger" title={t`Check the form`}>
          <p>
            {plural(errorCount, {
              one: 'One field needs attention:',
              other: '# fields need attention:',
            })}
          </p>
          <ul className="mt-1 list-disc ps-5">
            {invalid.map((field) => (
              <li key={field.id}>
                <a
                  href={`#${field.id}`}
                  className="text-accent underline"
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(document.getElementById(field.id));
                  }}
                >
                  {field.label}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" variant="primary">
          <Trans>Review deploy</Trans>
        </Button>
        <p className="mt-1 text-xs text-muted">
          <Trans>Nothing is created until you confirm on the next step.</Trans>
        </p>
      </div>
      <ShowRequest
        call={deployCall({ ...values, ...live.body })}
        note={t`This is the request as the form stands now; the console checks it before sending.`}
      />
    </form>
  );
}
