import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { ShowRequest } from '@/components/request/show-request';
import { boundError, boundHint, useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocumentOnFocus } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Field, inputClass } from '@/components/ui/field';
import { useFocusFirstInvalid } from '@/lib/focus-field';
import { lengthError } from '@/lib/length-limit';
import { webhookUrlProblem } from '../url-rules/webhook-url';
import { hostLimitProblem } from '../bounds';
import { CONTRACT_EVENTS, type EventGroup, type WebhookEvent } from '../events';
import type { Endpoint } from '../queries';
import type { BoundsInForce } from '@/lib/openapi/bounds';
import { EventPicker } from './event-picker';

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

const MAX_DESCRIPTION = 200;
/** An example address (not a word to translate). */
const EXAMPLE_URL = 'https://hooks.example.com/cloud';

/**
 * Our contract's bounds of what the form sends (WebhookEndpointInput), which the live document
 * may tighten (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const ENDPOINT_BOUNDS = {
  url: { maxLength: 2048 },
  description: { maxLength: MAX_DESCRIPTION },
  // The events offered are the service's own list (GET /webhooks/event-types), held to the
  // contract's names (a live document that lists fewer or more offers those instead).
  events: { values: CONTRACT_EVENTS },
};

/**
 * Every rule the service applies, checked here so a refused endpoint costs no request; `bounds`:
 * the bounds in force (the live document's where it states tighter ones, useFormBounds).
 */
function validateEndpoint(
  values: EndpointValues,
  endpoints: readonly Endpoint[],
  editingId: string | undefined,
  bounds: Readonly<Record<keyof typeof ENDPOINT_BOUNDS, BoundsInForce>>,
) {
  const errors: Partial<Record<keyof EndpointValues, string>> = {};
  const url = values.url.trim();
  const urlProblem =
    webhookUrlProblem(values.url) ??
    hostLimitProblem(values.url, endpoints, editingId) ??
    boundError(bounds.url, url);
  if (urlProblem) errors.url = urlProblem;
  const descriptionTooLong =
    lengthError(values.description, MAX_DESCRIPTION) ??
    boundError(bounds.description, values.description);
  if (descriptionTooLong) errors.description = descriptionTooLong;
  const eventsRefused = boundError(bounds.events, values.events);
  if (values.events.length === 0) errors.events = t`Choose at least one event.`;
  else if (eventsRefused) errors.events = eventsRefused;
  return errors;
}

/**
 * The service's events the bounds in force allow, and those already chosen (an endpoint's events
 * the live document no longer lists stay in view, to be unchecked: submitting them is refused).
 */
function offeredEvents(
  groups: EventGroup[],
  bounds: BoundsInForce,
  chosen: readonly WebhookEvent[],
): EventGroup[] {
  if (!bounds.values) return groups;
  const allowed = new Set([...bounds.values, ...chosen]);
  return groups
    .map((group) => ({ ...group, events: group.events.filter((e) => allowed.has(e.name)) }))
    .filter((group) => group.events.length > 0);
}

/** The add and edit form. `onSubmit` is called once per valid, confirmed submit. */
export function EndpointForm({
  initial,
  endpoints,
  editingId,
  groups,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
  requestOf,
}: {
  initial: EndpointValues;
  endpoints: readonly Endpoint[];
  editingId?: string;
  groups: EventGroup[];
  submitLabel: string;
  pending: boolean;
  failure: unknown;
  onSubmit: (values: EndpointValues) => void;
  onCancel: () => void;
  /** The request submitting these values sends (undefined when it sends none). */
  requestOf: (values: EndpointValues) => AnyApiCall | undefined;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateEndpoint>>({});
  // The live document (the explorer's, cached for the session): a tighter bound it states on the
  // address or description is said by the field and refused before sending.
  const { document, unread, engage } = useFormDocumentOnFocus();
  const bounds = useFormBounds(
    document,
    editingId ? 'patch' : 'post',
    editingId ? '/webhooks/endpoints/{id}' : '/webhooks/endpoints',
    ENDPOINT_BOUNDS,
  );
  // Guards a second Enter in the same tick, before `pending` has turned true.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const invalid = useFocusFirstInvalid(form);
  useEffect(() => {
    if (!pending) sending.current = false;
  }, [pending]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || sending.current) return;
    const found = validateEndpoint(values, endpoints, editingId, bounds);
    setErrors(found);
    // Focus the first invalid field (the URL, or the events group's first box): its
    // aria-describedby reads the error out.
    if (Object.keys(found).length > 0) return invalid.focus();
    sending.current = true;
    onSubmit({ ...values, url: values.url.trim() });
  }

  const set = <K extends keyof EndpointValues>(key: K, value: EndpointValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <form ref={form} onSubmit={submit} onFocus={engage} noValidate className="flex flex-col gap-4">
      <Field
        label={t`Endpoint URL`}
        error={errors.url}
        hint={[
          t`HTTPS on a public address. At most 3 endpoints per host and 20 per account.`,
          boundHint(bounds.url, ENDPOINT_BOUNDS.url),
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={EXAMPLE_URL}
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Description (optional)`}
        error={errors.description}
        hint={boundHint(bounds.description, ENDPOINT_BOUNDS.description)}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <EventPicker
        groups={offeredEvents(groups, bounds.events, values.events)}
        value={values.events}
        onChange={(events) => set('events', events)}
        error={errors.events}
        hint={boundHint(bounds.events, ENDPOINT_BOUNDS.events)}
      />
      <p className="text-xs text-muted" data-testid="delivery-rules">
        <Trans>
          Each delivery is a POST that must be answered within 10 seconds. Redirects are not
          followed, so give the final address. A failed delivery is tried 6 times in all, with
          growing pauses; after 20 failures in a row the endpoint is disabled.
        </Trans>
      </p>
      {failure ? <ErrorView error={failure} /> : null}
      <ContractLimitsNote shown={unread} />
      {requestOfValues(requestOf, values)}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t`Saving…` : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function requestOfValues(
  requestOf: (values: EndpointValues) => AnyApiCall | undefined,
  values: EndpointValues,
) {
  const call = requestOf({ ...values, url: values.url.trim() });
  return call ? <ShowRequest call={call} /> : null;
}
