import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { boundError, boundHint, useFormBounds } from '@/components/openapi-form/field-bounds';
import { ShowRequest } from '@/components/request/show-request';
import { useFormDocumentOnFocus } from '@/features/explorer/queries';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/identity/use-identity';
import { useReplyTicket, replyTicketCall } from '../mutations';
import type { TicketDetail } from '../queries';
import { MESSAGE_MAX, validateMessage } from '../validation';
import { formatNumber } from '@/lib/format';

/**
 * Our contract's bounds of the reply (TicketMessageCreate), which the live document may tighten
 * (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const REPLY_BOUNDS = { body: { minLength: 1, maxLength: MESSAGE_MAX } };

/** Kept filled when sending fails; cleared only once the service has the reply. */
export function ReplyForm({ ticket, onSent }: { ticket: TicketDetail; onSent: () => void }) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const maxMessage = formatNumber(MESSAGE_MAX);
  const reply = useReplyTicket(ticket.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const sending = useRef(false);
  const closed = ticket.status === 'closed';
  // The live document is read once the person starts a reply (not with the ticket's page): a
  // tighter bound it states is said by the field and refused before sending.
  const { document, unread, engage } = useFormDocumentOnFocus();
  const bounds = useFormBounds(document, 'post', '/tickets/{id}/messages', REPLY_BOUNDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || sending.current) return;
    const problem = validateMessage(body) ?? boundError(bounds.body, body);
    setError(problem);
    if (problem) return;
    sending.current = true;
    reply.mutate(body, {
      onSuccess: () => {
        setBody('');
        onSent();
      },
      onSettled: () => void (sending.current = false),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t`Reply to this ticket`}
    >
      <Field
        label={closed ? t`Reply (sending reopens the ticket)` : t`Reply`}
        hint={
          canWrite
            ? (boundHint(bounds.body, REPLY_BOUNDS.body) ??
              t`Plain text, up to ${maxMessage} characters.`)
            : reason
        }
        error={error}
      >
        {(props) => (
          <textarea
            {...props}
            className={`${inputClass} min-h-28`}
            value={body}
            disabled={!canWrite}
            onFocus={engage}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      {reply.isError ? <ErrorView error={reply.error} /> : null}
      <ContractLimitsNote shown={unread} />
      <ShowRequest call={replyTicketCall(ticket.id, body)} />
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="primary"
          disabled={!canWrite || reply.isPending}
          disabledReason={reason ?? t`Sending…`}
        >
          {reply.isPending ? t`Sending…` : closed ? t`Reopen and send` : t`Send reply`}
        </Button>
      </div>
    </form>
  );
}
