import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { findById, type Catalog } from '../catalog';
import { NAME_MAX, NAME_RULE, type DeployFormErrors } from '../deploy-schema';
import { deployCall } from '../mutations';
import type { DeployRequest } from '../types';
import { ImageSelect } from './image-select';
import { PlanPicker } from './plan-picker';
import { RegionPicker } from './region-picker';

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
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <form
      noValidate
      aria-label="Deploy a server"
      className="flex max-w-5xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
    >
      <div className="max-w-md">
        <Field label="Name" error={errors.name} hint={`Up to ${NAME_MAX} characters. ${NAME_RULE}`}>
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
      <RegionPicker regions={catalog.regions} value={values.regionId} error={errors.regionId} onChange={(id) => onChange('regionId', id)} />
      <PlanPicker plans={catalog.plans} region={region} value={values.planId} error={errors.planId} onChange={(id) => onChange('planId', id)} />
      <div className="max-w-md">
        <ImageSelect images={catalog.images} plan={plan} value={values.osImageId} error={errors.osImageId} onChange={(id) => onChange('osImageId', id)} />
      </div>
      {note ? <Notice tone="warning">{note}</Notice> : null}
      {errorCount > 0 ? (
        <Notice tone="danger" title="Check the form">
          {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
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
