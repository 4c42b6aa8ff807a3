import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isApiError, OUTCOME_UNKNOWN } from '@/api/errors';
import { ShowRequest } from '@/components/request/show-request';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { useWritePermission } from '@/api/identity/use-identity';
import { formatMemory, formatNumber } from '@/lib/format';
import { findById, regionLocation, type Catalog } from '../catalog';
import { deployCall, useDeployInstance } from '../mutations';
import { formatHourlyCents, formatMonthlyCents } from '../price';
import type { DeployRequest } from '../types';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { DeployLimitNotice } from './deploy-limit-notice';
import { AbsentAfterCheck, UnknownOutcomeCheck } from './unknown-outcome-check';
import { WalletImpact } from './wallet-impact';

const NONE: Record<string, unknown> = {};

/** Step two: what will be created and what it costs; one confirmed click sends one deploy. */
export function DeployReview({
  catalog,
  values,
  live = NONE,
  onBack,
}: {
  catalog: Catalog;
  values: DeployRequest;
  /** Fields the live document requires beyond ours, as sent (use-live-body.ts). */
  live?: Record<string, unknown>;
  onBack: () => void;
}) {
  const { t } = useLingui();
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
  const body: DeployRequest = { ...values, ...live };

  const confirm = () => {
    if (sending.current || !canWrite || waitSeconds > 0) return;
    sending.current = true;
    setCheckedAbsent(false);
    deploy.mutate(body, {
      onSuccess: (instance) =>
        void navigate({ to: '/instances/$instanceId', params: { instanceId: instance.id } }),
      onError: (error) => {
        sending.current = false;
        if (isApiError(error) && error.status === 429)
          setRetryAt(Date.now() + (error.retryAfter ?? 60) * 1000);
      },
    });
  };

  const wait = formatNumber(waitSeconds);
  const regionName = region.name;
  const location = regionLocation(region);
  const planName = plan.name;
  const vcpus = formatNumber(plan.vcpus);
  const memory = formatMemory(plan.memoryMb);
  const disk = formatNumber(plan.diskGb);
  const hourly = formatHourlyCents(plan.priceHourlyCents);
  const monthly = formatMonthlyCents(plan.priceMonthlyCents);
  const rateLimited = isApiError(deploy.error) && deploy.error.status === 429;
  const busy = deploy.isPending || deploy.isSuccess;
  // The server may exist already: confirming again before looking could create (and bill) a second one.
  const outcomeUnknown = isApiError(deploy.error) && deploy.error.code === OUTCOME_UNKNOWN;
  const disabledReason = !canWrite
    ? reason
    : waitSeconds > 0
      ? t`The deploy limit was reached; try again in ${wait} s.`
      : busy
        ? t`Deploying…`
        : undefined;

  return (
    <section aria-label={t`Review the deploy`} className="flex max-w-3xl flex-col gap-4">
      <Notice
        tone="warning"
        role="status"
        title={t`This creates a real server and bills your wallet`}
      >
        <Trans>
          There is no test mode. Confirming creates a server in {regionName} and bills your wallet{' '}
          {hourly} per hour (up to {monthly} a month) until you destroy it.
        </Trans>
      </Notice>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md border border-border bg-surface p-4 text-sm">
        <dt className="text-muted">
          <Trans>Name</Trans>
        </dt>
        <dd className="font-mono wrap-anywhere">{values.name}</dd>
        <dt className="text-muted">
          <Trans>Region</Trans>
        </dt>
        <dd>{t`${regionName} (${location})`}</dd>
        <dt className="text-muted">
          <Trans>Plan</Trans>
        </dt>
        <dd>{t`${planName}: ${vcpus} vCPU, ${memory} memory, ${disk} GB disk`}</dd>
        <dt className="text-muted">
          <Trans>Image</Trans>
        </dt>
        <dd>{image.name}</dd>
        <dt className="text-muted">
          <Trans>Price per month</Trans>
        </dt>
        <dd className="font-semibold" data-testid="price-monthly">
          {monthly}
        </dd>
        <dt className="text-muted">
          <Trans>Price per hour</Trans>
        </dt>
        <dd data-testid="price-hourly">{hourly}</dd>
        {Object.entries(live).map(([name, value]) => (
          <Fragment key={name}>
            <dt className="text-muted">{t`${name} (the live service's)`}</dt>
            <dd className="font-mono wrap-anywhere">
              {Array.isArray(value)
                ? value.join(', ')
                : typeof value === 'object'
                  ? JSON.stringify(value)
                  : String(value)}
            </dd>
          </Fragment>
        ))}
      </dl>
      <WalletImpact monthlyCents={plan.priceMonthlyCents} />
      {!canWrite ? (
        <Notice tone="info">
          <Trans>{reason} Nothing will be sent.</Trans>
        </Notice>
      ) : null}
      {rateLimited ? (
        <DeployLimitNotice error={deploy.error} waitSeconds={waitSeconds} />
      ) : deploy.error ? (
        <ErrorView error={deploy.error} />
      ) : null}
      <ShowRequest call={deployCall(body)} />
      {deploy.isPending ? (
        <Notice tone="info">
          <Trans>Deploying… Do not close the tab; the request is sent once and not repeated.</Trans>
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <Trans>Back to edit</Trans>
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
          <Button
            variant="primary"
            onClick={confirm}
            disabled={Boolean(disabledReason)}
            disabledReason={disabledReason}
          >
            {deploy.isPending ? t`Deploying…` : t`Deploy server for ${monthly}/month`}
          </Button>
        )}
      </div>
      {checkedAbsent ? <AbsentAfterCheck name={values.name} /> : null}
    </section>
  );
}
