// What the tickets pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { instanceChoice } from '@/api/reads/pickers';
import { paginatedList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { TicketDetail } from './queries';

const text = z.string();
const count = z.number();

const ticketListReads: PanelReads = {
  id: 'tickets.list',
  operation: 'GET /tickets',
  page: '/tickets',
  pageLabel: msg`Tickets`,
  panel: msg`the ticket table`,
  schema: paginatedList(
    z.object({
      id: text,
      subject: text,
      status: text,
      createdAt: text,
      updatedAt: text,
      messageCount: count,
    }),
  ),
};

const ticketDetailReads: PanelReads = {
  id: 'tickets.detail',
  operation: 'GET /tickets/{id}',
  page: '/tickets/$id',
  pageLabel: msg`Ticket`,
  panel: msg`the ticket's fields`,
  schema: z.object({
    id: text,
    subject: text,
    status: text,
    instanceId: z.nullish(text),
    createdAt: text,
  }),
};

const ticketConversationReads: PanelReads = {
  id: 'tickets.conversation',
  operation: 'GET /tickets/{id}',
  page: '/tickets/$id',
  pageLabel: msg`Ticket`,
  panel: msg`the conversation`,
  schema: z.object({
    messages: z.array(z.object({ id: text, author: text, body: text, createdAt: text })),
  }),
};

/** The new ticket form's related instance choice. */
const relatedInstanceReads = instanceChoice(
  '/tickets/new',
  msg`New ticket`,
  msg`the related instance choice`,
);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  ticketListReads,
  ticketDetailReads,
  ticketConversationReads,
  relatedInstanceReads,
];

export const selectTicketList = selectReads<unknown>(ticketListReads);
export const selectTicketFields = selectReads<TicketDetail>(ticketDetailReads);
export const selectTicketConversation = selectReads<TicketDetail>(ticketConversationReads);
/** The new ticket form's related instance choice (`RelatedInstanceSelect`). */
export const selectRelatedInstances = selectReads<unknown>(relatedInstanceReads);
