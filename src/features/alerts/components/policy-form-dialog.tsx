import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionDialog } from '@/components/write/action-dialog';
import {
  allowedValues,
  boundErrors,
  boundHint,
  useFormBounds,
} from '@/components/openapi-form/field-bounds';
import { useFormDocument } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { Field, inputClass } from '@/components/ui/field';
import { instancesQuery } from '@/api/queries/instances';
import {
  useCreateAlertPolicy,
  useUpdateAlertPolicy,
  createAlertPolicyCall,
  updateAlertPolicyCall,
} from '../mutations';
import { ALERT_METRICS, metricLabels } from '../metrics';
import { NAME_MAX, parsePolicyForm, type PolicyFormErrors, type PolicyFormInput } from '../schema';
import type { AlertPolicy } from '../types';
import { isolate } from '@/lib/isolate';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import type { components } from '@/api/schema.gen';
import { selectPolicyInstances } from '../reads';

/**
 * The instances a policy can apply to: not destroyed, each with an ID, named by its ID when the
 * answer lacks its name (the form's check says what differs: docs/drift.md).
 */
const offeredInstances = (data: components['schemas']['InstanceList']) =>
  (Array.isArray(data.items) ? data.items : [])
    .filter((item) => typeof item?.id === 'string' && item.status !== 'destroyed')
    .map((item) => ({ id: item.id, name: typeof item.name === 'string' ? item.name : item.id }));

function initialValues(policy: AlertPolicy | null): PolicyFormInput {
  return policy
    ? {
        name: policy.name,
        metric: policy.metric,
        thresholdPercent: String(policy.thresholdPercent),
        durationMinutes: String(policy.durationMinutes),
        instanceId: policy.instanceId ?? '',
        enabled: policy.enabled,
      }
    : {
        name: '',
        metric: 'cpu',
        thresholdPercent: '90',
        durationMinutes: '5',
        instanceId: '',
        enabled: true,
      };
}

/**
 * Our contract's bounds of what the form sends (AlertPolicyInput), which the live document may
 * tighten (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const POLICY_BOUNDS = {
  name: { minLength: 1, maxLength: NAME_MAX },
  metric: { values: ALERT_METRICS },
  thresholdPercent: { minimum: 1, maximum: 100 },
  durationMinutes: { minimum: 1, maximum: 1440 },
};

/** The same split as submit: an edit sends everything but the metric, a create sends all of it. */
function requestOf(policy: AlertPolicy | null, value: Parameters<typeof createAlertPolicyCall>[0]) {
  const { metric, ...editable } = value;
  return policy
    ? updateAlertPolicyCall(policy.id, editable)
    : createAlertPolicyCall({ ...editable, metric });
}

/** Create (policy null) or edit. The metric is fixed once created: the contract's patch has no metric. */
export function PolicyFormDialog({
  policy,
  open,
  onOpenChange,
}: {
  policy: AlertPolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => initialValues(policy));
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const create = useCreateAlertPolicy();
  const update = useUpdateAlertPolicy();
  const mutation = policy ? update : create;
  // The live document, read when the form first opens (the explorer's, cached for the session):
  // what it bounds more tightly is offered, said and refused before sending as it says.
  const { document, unread } = useFormDocument(open);
  const bounds = useFormBounds(
    document,
    policy ? 'patch' : 'post',
    policy ? '/monitoring/alert-policies/{id}' : '/monitoring/alert-policies',
    POLICY_BOUNDS,
  );
  // An edit keeps its metric (it is not sent); a create offers only the metrics the service takes.
  const metrics = policy ? ALERT_METRICS : allowedValues(bounds.metric, ALERT_METRICS);
  const instances = useQuery({ ...instancesQuery, select: offeredInstances });
  const instancesRead = useQuery({ ...instancesQuery, select: selectPolicyInstances }).data;
  const instancesDrift = instancesRead && !instancesRead.ok ? instancesRead : undefined;
  const missingInstance =
    values.instanceId &&
    instances.data &&
    !instances.data.some((item) => item.id === values.instanceId);

  const set = <K extends keyof PolicyFormInput>(field: K, value: PolicyFormInput[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Our contract's rules, then the bounds in force, so nothing the live document refuses is sent.
  const check = (): ReturnType<typeof parsePolicyForm> => {
    const parsed = parsePolicyForm(values);
    if (!parsed.ok) return parsed;
    // An edit does not send the metric: it is not judged.
    const outside = boundErrors(bounds, {
      ...parsed.value,
      metric: policy ? undefined : parsed.value.metric,
    });
    return Object.keys(outside).length > 0 ? { ok: false, errors: outside } : parsed;
  };
  // The request the form would send now; none while a field is invalid.
  const parsedNow = check();
  const request = parsedNow.ok ? requestOf(policy, parsedNow.value) : undefined;

  // An invalid field is named on submit (confirm stays pressable), so the person learns what to fix.
  const submit = () => {
    const parsed = check();
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const done = { onSuccess: () => onOpenChange(false) };
    const { metric, ...editable } = parsed.value;
    if (policy) update.run({ id: policy.id, body: editable }, done);
    else create.run({ ...editable, metric }, done);
  };

  const name = policy?.name;
  const labels = metricLabels();
  const instanceId = values.instanceId;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={policy ? t`Edit ${name}` : t`New alert policy`}
      description={t`When the metric stays above the threshold for the duration, the account owner gets an e-mail, and another when it recovers.`}
      confirmLabel={policy ? t`Save changes` : t`Create policy`}
      pendingLabel={t`Saving…`}
      mutation={mutation}
      onConfirm={submit}
      request={request}
    >
      <Field label={t`Name`} error={errors.name} hint={boundHint(bounds.name, POLICY_BOUNDS.name)}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Metric`}
        error={errors.metric}
        hint={
          policy
            ? t`The metric cannot be changed; create a new policy for another metric.`
            : boundHint(bounds.metric, POLICY_BOUNDS.metric)
        }
      >
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={values.metric}
            disabled={Boolean(policy)}
            onChange={(event) => set('metric', event.target.value as PolicyFormInput['metric'])}
          >
            {metrics.map((metric) => (
              <option key={metric} value={metric}>
                {labels[metric]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t`Threshold (%)`}
          error={errors.thresholdPercent}
          hint={boundHint(bounds.thresholdPercent, POLICY_BOUNDS.thresholdPercent) ?? t`1 to 100`}
        >
          {(props) => (
            <input
              {...props}
              className={inputClass}
              inputMode="numeric"
              value={values.thresholdPercent}
              onChange={(event) => set('thresholdPercent', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`For at least (minutes)`}
          error={errors.durationMinutes}
          hint={
            boundHint(bounds.durationMinutes, POLICY_BOUNDS.durationMinutes) ??
            t`1 to 1440 (one day)`
          }
        >
          {(props) => (
            <input
              {...props}
              className={inputClass}
              inputMode="numeric"
              value={values.durationMinutes}
              onChange={(event) => set('durationMinutes', event.target.value)}
            />
          )}
        </Field>
      </div>
      {instancesDrift ? <ReadDriftNotice read={instancesDrift} /> : null}
      <Field
        label={t`Applies to`}
        error={errors.instanceId}
        hint={
          instances.isError
            ? t`The instance list could not be read; the policy can still apply to all instances.`
            : undefined
        }
      >
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={values.instanceId}
            onChange={(event) => set('instanceId', event.target.value)}
          >
            <option value="">{t`All instances`}</option>
            {missingInstance ? (
              <option value={instanceId}>{t`${instanceId} (no longer listed)`}</option>
            ) : null}
            {(instances.data ?? []).map((instance) => (
              <option key={instance.id} value={instance.id}>
                {isolate(instance.name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        <Trans>Enabled</Trans>
      </label>
      <ContractLimitsNote shown={unread} />
    </ActionDialog>
  );
}
