import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isApiError, OUTCOME_UNKNOWN } from '@/api/errors';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/use-identity';
import { formatMemory } from '@/lib/format';
import { findById, regionLocation, type Catalog } from '../catalog';
import { deployCall, useDeployInstance } from '../mutations';
import { formatHourlyCents, formatMonthlyCents } from '../price';
import type { DeployRequest } from '../types';
import { useCountdown } from '@/lib/use-countdown';
import { DeployLimitNotice } from './deploy-limit-notice';
import { AbsentAfterCheck, UnknownOutcomeCheck } from './unknown-outcome-check';
import { WalletImpact } from './wallet-impact';

/** Step two: what will be created and what it costs; one confirmed click sends one deploy. */
export function DeployReview({ catalog, values, onBack }: { catalog: Catalog; values: DeployRequest; onBack: () => void }) {
  const region = findById(catalog.regions, values.regionId);
  const plan = findById(catalog.plans, values.planId);
  const image = findById(catalog.images, values.osImageId);
  const { canWrite, reason } = useWritePermission();
  const deploy = useDeployInstance();
  const navigate = useNavigate();
  // A ref, not state: a second click or Enter in the same frame sees it before any re-render.
  const sending = useRef(false);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useCountdown(retryAt);
  const [checkedAbsent, setCheckedAbsent] = useState(false);

  if (!region || !plan || !image) return null;

  const confirm = () => {
    if (sending.current || !canWrite || waitSeconds > 0) return;
    sending.current = true;
    setCheckedAbsent(false);
    deploy.mutate(values, {
      onSuccess: (instance) => void navigate({ to: '/instances/$instanceId', params: { instanceId: instance.id } }),
      onError: (error) => {
        sending.current = false;
        if (isApiError(error) && error.status === 429) setRetryAt(Date.now() + (error.retryAfter ?? 60) * 1000);
      },
    });
  };

  const rateLimited = isApiError(deploy.error) && deploy.error.status === 429;
  const busy = deploy.isPending || deploy.isSuccess;
  // The server may exist already: confirming again before looking could create (and bill) a second one.
  const outcomeUnknown = isApiError(deploy.error) && deploy.error.code === OUTCOME_UNKNOWN;
  const disabledReason = !canWrite
    ? reason
    : waitSeconds > 0
      ? `The deploy limit was reached; try again in ${waitSeconds} s.`
      : busy
        ? 'Deploying…'
        : undefined;

  return (
    <section aria-label="Review the deploy" className="flex max-w-3xl flex-col gap-4">
      <Notice tone="warning" role="status" title="This creates a real server and bills your wallet">
        There is no test mode. Confirming creates a server in {region.name} and bills your wallet {formatHourlyCents(plan.priceHourlyCents)} per hour
        (up to {formatMonthlyCents(plan.priceMonthlyCents)} a month) until you destroy it.
      </Notice>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md border border-border bg-surface p-4 text-sm">
        <dt className="text-muted">Name</dt>
        <dd className="font-mono break-all">{values.name}</dd>
        <dt className="text-muted">Region</dt>
        <dd>
          {region.name} ({regionLocation(region)})
        </dd>
        <dt className="text-muted">Plan</dt>
        <dd>
          {plan.name}: {plan.vcpus} vCPU, {formatMemory(plan.memoryMb)} memory, {plan.diskGb} GB disk
        </dd>
        <dt className="text-muted">Image</dt>
        <dd>{image.name}</dd>
        <dt className="text-muted">Price per month</dt>
        <dd className="font-semibold" data-testid="price-monthly">
          {formatMonthlyCents(plan.priceMonthlyCents)}
        </dd>
        <dt className="text-muted">Price per hour</dt>
        <dd data-testid="price-hourly">{formatHourlyCents(plan.priceHourlyCents)}</dd>
      </dl>
      <WalletImpact monthlyCents={plan.priceMonthlyCents} />
      {!canWrite ? <Notice tone="info">{reason} Nothing will be sent.</Notice> : null}
      {rateLimited ? <DeployLimitNotice error={deploy.error} waitSeconds={waitSeconds} /> : deploy.error ? <ErrorView error={deploy.error} /> : null}
      <ShowRequest call={deployCall(values)} />
      {deploy.isPending ? <Notice tone="info">Deploying… Do not close the tab; the request is sent once and not repeated.</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back to edit
        </Button>
        {outcomeUnknown ? (
          <UnknownOutcomeCheck
            name={values.name}
            onAbsent={() => {
              deploy.reset();
              setCheckedAbsent(true);
            }}
          />
        ) : (
          <Button variant="primary" onClick={confirm} disabled={Boolean(disabledReason)} disabledReason={disabledReason}>
            {deploy.isPending ? 'Deploying…' : `Deploy server for ${formatMonthlyCents(plan.priceMonthlyCents)}/month`}
          </Button>
        )}
      </div>
      {checkedAbsent ? <AbsentAfterCheck name={values.name} /> : null}
    </section>
  );
}
