import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { ShowRequest } from '@/components/request/show-request';
import { boundError, boundHint, useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocumentOnFocus } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Field, inputClass } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { useWritePermission } from '@/api/identity/use-identity';
import { useFocusFirstInvalid } from '@/lib/focus-field';
import { formatNumber } from '@/lib/format';
import { useCreateTicket, createTicketCall } from '../mutations';
import { MESSAGE_MAX, SUBJECT_MAX, validateMessage, validateSubject } from '../validation';
import { RelatedInstanceSelect } from './related-instance-select';

/**
 * Our contract's bounds of what the form sends (TicketCreate), which the live document may tighten
 * (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const TICKET_BOUNDS = {
  subject: { minLength: 3, maxLength: SUBJECT_MAX },
  message: { minLength: 1, maxLength: MESSAGE_MAX },
};

export function NewTicketPage({ instanceId: initialInstance = '' }: { instanceId?: string }) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const most = SUBJECT_MAX;
  const maxMessage = formatNumber(MESSAGE_MAX);
  const create = useCreateTicket();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [instanceId, setInstanceId] = useState(initialInstance);
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const invalid = useFocusFirstInvalid(form);
  // The live document (the explorer's, cached for the session): a tighter bound it states is said
  // by the field and refused before sending.
  const { document, unread, engage } = useFormDocumentOnFocus();
  const bounds = useFormBounds(document, 'post', '/tickets', TICKET_BOUNDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || sending.current) return;
    const found = {
      subject: validateSubject(subject) ?? boundError(bounds.subject, subject.trim()),
      message: validateMessage(message) ?? boundError(bounds.message, message),
    };
    setErrors(found);
    // Focus the first invalid field: its aria-describedby reads the error out.
    if (found.subject || found.message) return invalid.focus();
    sending.current = true;
    create.mutate(
      { subject: subject.trim(), message, instanceId: instanceId || null },
      {
        onSuccess: (ticket) =>
          void navigate({ to: '/tickets/$ticketId', params: { ticketId: ticket.id } }),
        onSettled: () => void (sending.current = false),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t`New ticket`}
        description={t`Write to support. They usually answer shortly; the ticket page shows the answer when it comes.`}
      />
      <form
        onFocus={engage}
        ref={form}
        onSubmit={submit}
        noValidate
        className="flex max-w-2xl flex-col gap-4"
        aria-label={t`New ticket`}
      >
        <Field
          label={t`Subject`}
          hint={boundHint(bounds.subject, TICKET_BOUNDS.subject) ?? t`3 to ${most} characters.`}
          error={errors.subject}
        >
          {(props) => (
            <input
              {...props}
              className={inputClass}
              value={subject}
              disabled={!canWrite}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Message`}
          hint={
            boundHint(bounds.message, TICKET_BOUNDS.message) ??
            t`Plain text, up to ${maxMessage} characters. Line breaks are kept.`
          }
          error={errors.message}
        >
          {(props) => (
            <textarea
              {...props}
              className={`${inputClass} min-h-40`}
              value={message}
              disabled={!canWrite}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <RelatedInstanceSelect value={instanceId} onChange={setInstanceId} disabled={!canWrite} />
        {create.isError ? <ErrorView error={create.error} /> : null}
        <ContractLimitsNote shown={unread} />
        <ShowRequest
          call={createTicketCall({
            subject: subject.trim(),
            message,
            instanceId: instanceId || null,
          })}
        />
        <div className="flex justify-end gap-2">
          <Button onClick={() => void navigate({ to: '/tickets' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!canWrite || create.isPending}
            disabledReason={reason ?? t`Sending…`}
          >
            {create.isPending ? t`Opening…` : t`Open ticket`}
          </Button>
        </div>
      </form>
    </>
  );
}
