import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { InstanceLink } from '@/components/table/instance-link';
import { CopyText } from '@/components/ui/copy-text';
import { knownLabel } from '@/components/ui/enum-label';
import { PageHeader } from '@/components/ui/page-header';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { formatDateTime } from '@/lib/format';
import { instancesQuery } from '@/api/queries/instances';
import { ticketCall } from '../queries';
import { selectTicketConversation, selectTicketFields } from '../reads';
import { useTicket } from '../use-ticket';
import { CloseTicket } from './close-ticket';
import { Conversation } from './conversation';
import { ReplyForm } from './reply-form';
import { StatusBadge, statusMeanings } from './status-badge';

export function TicketPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { ticket, waiting, paused, startPolling } = useTicket(id);
  // What the fields and the conversation read, checked apart (docs/drift.md): one that drifts is
  // said in its place, and the reply and close keep working.
  const fields = useMemo(() => selectTicketFields(ticket), [ticket]);
  const conversation = useMemo(() => selectTicketConversation(ticket), [ticket]);
  const meaning = knownLabel(statusMeanings(), ticket.status);
  // The instance's name only if the list is already cached; the link works without it.
  const { data: instances } = useQuery({ ...instancesQuery, enabled: false });
  const instanceName = instances?.items.find((instance) => instance.id === ticket.instanceId)?.name;
  return (
    <>
      <nav aria-label={t`Breadcrumb`} className="mb-2 text-sm">
        <Link to="/tickets" className="text-accent hover:underline">
          <Trans>← Tickets</Trans>
        </Link>
      </nav>
      <PageHeader
        title={fields.ok ? ticket.subject : id}
        actions={<CloseTicket ticket={ticket} />}
        request={ticketCall(ticket.id)}
      />
      {!fields.ok ? (
        <ReadDriftNotice read={fields} className="mb-4" />
      ) : (
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-muted">
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="ticket-status">
            <StatusBadge status={ticket.status} />{' '}
            {meaning ? <span className="text-muted">({meaning})</span> : null}
          </dd>
          <dt className="text-muted">
            <Trans>Ticket</Trans>
          </dt>
          <dd>
            <CopyText value={ticket.id} label={t`ticket ID`} />
          </dd>
          <dt className="text-muted">
            <Trans>Opened</Trans>
          </dt>
          <dd>{formatDateTime(ticket.createdAt)}</dd>
          <dt className="text-muted">
            <Trans>Instance</Trans>
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2">
            {ticket.instanceId ? (
              <>
                <InstanceLink instanceId={ticket.instanceId} name={instanceName} />
                <CopyText value={ticket.instanceId} label={t`instance ID`} />
              </>
            ) : (
              <span className="text-muted">{t`None`}</span>
            )}
          </dd>
        </dl>
      )}
      <div className="flex flex-col gap-4">
        {conversation.ok ? (
          <Conversation messages={ticket.messages} />
        ) : (
          <ReadDriftNotice read={conversation} />
        )}
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
          {waiting
            ? paused
              ? t`Waiting for support to answer. Auto-refresh is paused, so this page will not check for the answer until it is resumed.`
              : t`Waiting for support to answer; this page checks for the answer by itself.`
            : ''}
        </p>
        <ReplyForm ticket={ticket} onSent={startPolling} />
      </div>
    </>
  );
}
