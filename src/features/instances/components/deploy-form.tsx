import { useRef } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { focusField, useFocusFirstInvalid } from '@/lib/focus-field';
import { findById, type Catalog } from '../catalog';
import { NAME_MAX, NAME_RULE, type DeployFormErrors } from '../deploy-schema';
import { deployCall } from '../mutations';
import type { DeployRequest } from '../types';
import { ImageSelect } from './image-select';
import { PlanPicker } from './plan-picker';
import { RegionPicker } from './region-picker';

/** Each field's id (the error summary links to it) and its name in the summary, in form order. */
const FIELDS: ReadonlyArray<{ key: keyof DeployRequest; id: string; label: string }> = [
  { key: 'name', id: 'deploy-name', label: 'Name' },
  { key: 'regionId', id: 'deploy-region', label: 'Region' },
  { key: 'planId', id: 'deploy-plan', label: 'Plan' },
  { key: 'osImageId', id: 'deploy-image', label: 'Operating system image' },
];
const fieldId = (key: keyof DeployRequest) => FIELDS.find((field) => field.key === key)!.id;

/** Step one: choose. Submitting (button or Enter) only opens the review; nothing is sent from here. */
export function DeployForm({
  catalog,
  values,
  errors,
  note,
  onChange,
  onReview,
}: {
  catalog: Catalog;
  values: DeployRequest;
  errors: DeployFormErrors;
  note: string | undefined;
  onChange: (field: keyof DeployRequest, value: string) => void;
  onReview: () => void;
}) {
  const region = findById(catalog.regions, values.regionId);
  const plan = findById(catalog.plans, values.planId);
  const invalid = FIELDS.filter((field) => errors[field.key]);
  const errorCount = invalid.length;
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  return (
    <form
      ref={form}
      noValidate
      aria-label="Deploy a server"
      className="flex max-w-5xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
        // A refused review: focus the first invalid field, whose aria-describedby reads its
        // error (nothing moves when the review opens instead).
        focusInvalid.focus();
      }}
    >
      <div className="max-w-md">
        <Field id={fieldId('name')} label="Name" error={errors.name} hint={`Up to ${NAME_MAX} characters. ${NAME_RULE}`}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              value={values.name}
              autoComplete="off"
              spellCheck={false}
              placeholder="web-1"
              onChange={(event) => onChange('name', event.target.value)}
            />
          )}
        </Field>
      </div>
      <RegionPicker id={fieldId('regionId')} regions={catalog.regions} value={values.regionId} error={errors.regionId} onChange={(id) => onChange('regionId', id)} />
      <PlanPicker id={fieldId('planId')} plans={catalog.plans} region={region} value={values.planId} error={errors.planId} onChange={(id) => onChange('planId', id)} />
      <div className="max-w-md">
        <ImageSelect id={fieldId('osImageId')} images={catalog.images} plan={plan} value={values.osImageId} error={errors.osImageId} onChange={(id) => onChange('osImageId', id)} />
      </div>
      {note ? <Notice tone="warning">{note}</Notice> : null}
      {errorCount > 0 ? (
        // Keyed by the submit, so a refused submit is announced again even with the same count.
        <Notice key={focusInvalid.attempt} tone="danger" title="Check the form">
          <p>{errorCount === 1 ? 'One field needs attention:' : `${errorCount} fields need attention:`}</p>
          <ul className="mt-1 list-disc ps-5">
            {invalid.map((field) => (
              <li key={field.key}>
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
          Review deploy
        </Button>
        <p className="mt-1 text-xs text-muted">Nothing is created until you confirm on the next step.</p>
      </div>
      <ShowRequest call={deployCall(values)} note="This is the request as the form stands now; the console checks it before sending." />
    </form>
  );
}
