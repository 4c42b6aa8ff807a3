import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { useLiveBody } from '@/components/openapi-form/use-live-body';
import { useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocumentOnFocus } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectDeployImages, selectDeployPlans, selectDeployRegions } from '../reads';
import { useWritePermission } from '@/api/identity/use-identity';
import { dropRuledOut, offerable, type Catalog } from '../catalog';
import { osImagesQuery, plansQuery, regionsQuery } from '@/api/queries/catalog';
import { DEPLOY_BOUNDS, validateDeploy, type DeployFormErrors } from '../deploy-schema';
import type { DeployRequest } from '../types';
import { DeployForm } from './deploy-form';
import { DeployReview } from './deploy-review';

const EMPTY: DeployRequest = { name: '', regionId: '', planId: '', osImageId: '' };
/** The deploy as the live document may describe it (docs/drift.md): fields it requires beyond ours are shown and sent. */
const LIVE_TARGET = {
  method: 'post',
  path: '/instances',
  known: Object.keys(EMPTY),
  idPrefix: 'deploy-live',
} as const;

export function DeployPage() {
  const { t } = useLingui();
  // What each choice reads, checked (docs/drift.md): an answer without it is said above the form,
  // and the choice still offers every row it names (`offerable`), leaving the service to refuse one.
  const regions = useSuspenseQuery({ ...regionsQuery, select: selectDeployRegions }).data;
  const plans = useSuspenseQuery({ ...plansQuery, select: selectDeployPlans }).data;
  const images = useSuspenseQuery({ ...osImagesQuery, select: selectDeployImages }).data;
  const drifts = [regions, plans, images].flatMap((read) => (read.ok ? [] : [read]));
  const catalog: Catalog = offerable(
    {
      regions: useSuspenseQuery(regionsQuery).data.items,
      plans: useSuspenseQuery(plansQuery).data.items,
      images: useSuspenseQuery(osImagesQuery).data.items,
    },
    { regions: !regions.ok, plans: !plans.ok, images: !images.ok },
  );
  const { canWrite, reason } = useWritePermission();
  const [values, setValues] = useState<DeployRequest>(EMPTY);
  const [errors, setErrors] = useState<DeployFormErrors>({});
  const [note, setNote] = useState<string | undefined>();
  const [step, setStep] = useState<'form' | 'review'>('form');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // Read once the person starts on the form (the explorer's document, cached for the session);
  // until then, and when there is none, the form sends what our contract says.
  const { document, unread, engage } = useFormDocumentOnFocus();
  const live = useLiveBody(document, LIVE_TARGET);
  // What the deploy sends, held to the live document's bounds where it states tighter ones.
  const bounds = useFormBounds(document, 'post', '/instances', DEPLOY_BOUNDS);

  // Moving between steps replaces most of the page; focus goes to where the new step starts.
  const goTo = (next: 'form' | 'review') => {
    setStep(next);
    stepHeading.current?.focus();
  };

  const change = (field: keyof DeployRequest, value: string) => {
    const { values: next, note: dropped } = dropRuledOut({ ...values, [field]: value }, catalog);
    setValues(next);
    setNote(dropped);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const review = () => {
    const result = validateDeploy(catalog, values, bounds);
    const liveOk = live.check();
    if (!result.ok || !liveOk) {
      setErrors(result.ok ? {} : result.errors);
      return;
    }
    setErrors({});
    goTo('review');
  };

  return (
    <>
      <PageHeader
        // It reads only the catalogue: nothing on it ages.
        freshness={false}
        title={t`Deploy a server`}
        description={
          <Trans>
            Choose a name, region, plan and image, then review the price.{' '}
            <Link to="/instances" className="text-accent underline">
              Back to instances
            </Link>
          </Trans>
        }
      />
      {!canWrite ? (
        <Notice tone="info" className="mb-4" title={t`Deploying is disabled for this key`}>
          {reason}
        </Notice>
      ) : null}
      <h2 ref={stepHeading} tabIndex={-1} className="mb-3 text-base font-semibold outline-none">
        {step === 'form' ? t`Step 1 of 2: choose` : t`Step 2 of 2: review and confirm`}
      </h2>
      {step === 'form'
        ? drifts.map((drift) => (
            <ReadDriftNotice key={drift.reads.id} read={drift} className="mb-4" />
          ))
        : null}
      {step === 'form' ? <ContractLimitsNote shown={unread} /> : null}
      {step === 'form' ? (
        <DeployForm
          catalog={catalog}
          values={values}
          errors={errors}
          note={note}
          live={live}
          bounds={bounds}
          onChange={change}
          onReview={review}
          onFocus={engage}
        />
      ) : (
        <DeployReview
          catalog={catalog}
          values={values}
          live={live.body}
          onBack={() => goTo('form')}
        />
      )}
    </>
  );
}
