/**
 * Each console form held to the live document's bounds (docs/drift.md, "Limits the live document
 * sets"): a drifted document bounds a field more tightly than our contract, and the form refuses a
 * value outside it before sending, in the form's words, with nothing sent; its field says the
 * bound in force.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundErrors, boundHint, formBoundsInForce } from '@/components/openapi-form/field-bounds';
import { PolicyFormDialog } from '@/features/alerts/components/policy-form-dialog';
import { CreateKeyDialog } from '@/features/api-keys/components/create-key-dialog';
import {
  INITIAL_VALUES,
  KEY_BOUNDS,
  parseCreateKeyForm,
} from '@/features/api-keys/create-key-form';
import { DEPLOY_BOUNDS, validateDeploy } from '@/features/instances/deploy-schema';
import type { Catalog } from '@/features/instances/catalog';
import { NewTicketPage } from '@/features/tickets/components/new-ticket-page';
import { ReplyForm } from '@/features/tickets/components/reply-form';
import type { TicketDetail } from '@/features/tickets/queries';
import { CreateVolumeDialog } from '@/features/volumes/components/create-volume-dialog';
import { VolumeActions } from '@/features/volumes/components/volume-actions';
import { CreateVpcButton } from '@/features/vpcs/components/create-vpc-dialog';
import { vpcsQuery } from '@/features/vpcs/queries';
import { liveDocumentQuery } from '@/features/explorer/queries';
import { parseAmount } from '@/features/wallet/amount';
import { EndpointForm } from '@/features/webhooks/components/endpoint-form';
import type { EventGroup } from '@/features/webhooks/events';
import {
  liveDocument,
  liveOperation,
  seedLiveDocument,
  seedUnreadableDocument,
} from './live-document';
import { renderWriteButton, shownReason } from './write-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The writes the page sent (renderWriteButton's fetch never answers; reads may be asked). */
function writesSent(): string[] {
  const calls = (globalThis.fetch as Mock).mock.calls as [RequestInfo | URL, RequestInit?][];
  return calls
    .map(([input, init]) => (input instanceof Request ? input.method : (init?.method ?? 'GET')))
    .filter((method) => method !== 'GET');
}

/** Whether a form has asked for the live document (its query ran, whatever it answered). */
function askedForDocument(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(liveDocumentQuery().queryKey);
  return state !== undefined && (state.fetchStatus === 'fetching' || state.status !== 'pending');
}

/**
 * A volume's size under a live maximum of 1,000: the field says the bound, 2,000 holds the confirm
 * with the refusal, 1,000 frees it, and nothing is sent.
 */
function expectSizeHeldTo1000(size: HTMLElement, confirm: HTMLElement) {
  fireEvent.change(size, { target: { value: '2000' } });
  expect(confirm).toBeDisabled();
  expect(shownReason(confirm)).toBe('At most 1,000.');
  expect(size).toHaveAccessibleDescription(
    /From 1 to 1,000, as the service’s live document says\./,
  );
  fireEvent.change(size, { target: { value: '1000' } });
  expect(confirm).toBeEnabled();
  expect(writesSent()).toEqual([]);
}

/** The endpoint form as an add form, with what a test sets over its props. */
function endpointForm(props: Partial<ComponentProps<typeof EndpointForm>> = {}) {
  return (
    <EndpointForm
      initial={{ url: '', description: '', events: ['instance.created'] }}
      endpoints={[]}
      groups={[]}
      submitLabel="Add endpoint"
      pending={false}
      failure={null}
      onSubmit={() => undefined}
      onCancel={() => undefined}
      requestOf={() => undefined}
      {...props}
    />
  );
}

/** The endpoint form with what a test sets over an add form's props; returns its onSubmit spy. */
function renderEndpointForm(
  props: Partial<ComponentProps<typeof EndpointForm>>,
  seed: (queryClient: QueryClient) => void,
) {
  const onSubmit = vi.fn();
  renderWriteButton(() => endpointForm({ onSubmit, ...props }), seed);
  return onSubmit;
}

describe('the bounds in force of a form', () => {
  const document = liveDocument([
    liveOperation('post', '/x', {
      name: { type: 'string', minLength: 3, maxLength: 10 },
      size: { type: 'integer', minimum: 1, maximum: 1000 },
      kind: { type: 'string', enum: ['a', 'b'] },
    }),
  ]);
  const contract = {
    name: { minLength: 1, maxLength: 63 },
    size: { minimum: 1, maximum: 16384 },
    kind: { values: ['a', 'b', 'c'] },
  };

  it('the live document’s bounds over the contract’s, each said by its field and refused', () => {
    const bounds = formBoundsInForce(document, 'post', '/x', contract);
    expect(bounds.size).toMatchObject({ maximum: 1000, source: 'live' });
    expect(boundHint(bounds.name, contract.name)).toBe(
      'At most 10 characters, as the service’s live document says.',
    );
    expect(boundHint(bounds.size, contract.size)).toBe(
      'From 1 to 1,000, as the service’s live document says.',
    );
    expect(boundHint(bounds.kind, contract.kind)).toBe(
      'The service takes only a, b, as its live document says.',
    );
    expect(boundErrors(bounds, { name: 'ab', size: 1001, kind: 'c' })).toEqual({
      name: 'Use at least 3 characters.',
      size: 'At most 1,000.',
      kind: 'The service takes only a, b.',
    });
    expect(boundErrors(bounds, { name: 'abc', size: 1000, kind: 'a' })).toEqual({});
  });

  it('one character is said as one', () => {
    const live = formBoundsInForce(
      liveDocument([liveOperation('post', '/y', { note: { type: 'string', minLength: 1 } }, [])]),
      'post',
      '/y',
      { note: {} },
    );
    expect(boundHint(live.note, {})).toBe(
      'At least 1 character, as the service’s live document says.',
    );
  });

  it('without a live document (unread or unreadable) the contract’s bounds hold, unsaid', () => {
    const bounds = formBoundsInForce(undefined, 'post', '/x', contract);
    expect(bounds.size).toEqual({ minimum: 1, maximum: 16384, source: 'contract' });
    expect(boundHint(bounds.size, contract.size)).toBeUndefined();
    expect(boundErrors(bounds, { name: 'ab', size: 1001, kind: 'c' })).toEqual({});
  });
});

const CATALOG: Catalog = {
  regions: [
    {
      id: 'fra',
      name: 'Frankfurt',
      city: 'Frankfurt',
      country: 'DE',
      available: true,
      volumePricePerGbMonthCents: 10,
    },
  ],
  plans: [
    {
      id: 'small',
      name: 'Small',
      vcpus: 1,
      memoryMb: 1024,
      diskGb: 25,
      priceCentsPerHour: 1,
      regionIds: ['fra'],
    },
  ],
  images: [{ id: 'debian', name: 'Debian', minDiskGb: 10 }],
} as unknown as Catalog;

describe('the deploy', () => {
  const values = {
    name: 'a-name-of-twenty-one1',
    regionId: 'fra',
    planId: 'small',
    osImageId: 'debian',
  };

  it('a name longer than the live document allows is refused before the review, in the length words', () => {
    const live = liveDocument([
      liveOperation('post', '/instances', {
        name: { type: 'string', minLength: 1, maxLength: 20 },
        regionId: { type: 'string' },
        planId: { type: 'string' },
        osImageId: { type: 'string' },
      }),
    ]);
    const bounds = formBoundsInForce(live, 'post', '/instances', DEPLOY_BOUNDS);
    expect(validateDeploy(CATALOG, values, bounds)).toMatchObject({
      ok: false,
      errors: { name: 'Use at most 20 characters (now 21).' },
    });
    expect(validateDeploy(CATALOG, { ...values, name: 'name-of-twenty-chars' }, bounds).ok).toBe(
      true,
    );
    // Our contract (63 characters) takes it.
    const contract = formBoundsInForce(undefined, 'post', '/instances', DEPLOY_BOUNDS);
    expect(validateDeploy(CATALOG, values, contract).ok).toBe(true);
  });
});

describe('the API key create', () => {
  const live = liveDocument([
    liveOperation('post', '/api-keys', {
      name: { type: 'string', minLength: 1, maxLength: 64 },
      scope: { type: 'string', enum: ['read'] },
      expiresInDays: { type: ['integer', 'null'], minimum: 1, maximum: 90 },
    }),
  ]);
  const bounds = formBoundsInForce(live, 'post', '/api-keys', KEY_BOUNDS);

  it('an expiry beyond the live range and a scope it no longer takes are refused, under their fields', () => {
    expect(parseCreateKeyForm({ ...INITIAL_VALUES, name: 'ci', expiry: '365' }, bounds)).toEqual({
      errors: { name: undefined, scope: undefined, expiry: 'At most 90.' },
    });
    expect(
      parseCreateKeyForm(
        { ...INITIAL_VALUES, name: 'ci', expiry: 'custom', customDays: '91', scope: 'full' },
        bounds,
      ),
    ).toEqual({
      errors: { name: undefined, scope: 'The service takes only read.', customDays: 'At most 90.' },
    });
    expect(parseCreateKeyForm({ ...INITIAL_VALUES, name: 'ci', expiry: 'never' }, bounds)).toEqual({
      body: { name: 'ci', scope: 'read', expiresInDays: null },
    });
  });
});

describe('the wallet top-up', () => {
  it('an amount above the live maximum is refused in money', () => {
    expect(parseAmount('600', { minimum: 500, maximum: 50_000 })).toEqual({
      ok: false,
      error: 'The largest payment is $500.00.',
    });
    expect(parseAmount('500', { minimum: 500, maximum: 50_000 })).toEqual({
      ok: true,
      cents: 50_000,
    });
  });
});

describe('dialogs and pages with a drifted live document', () => {
  it('VPC create: a longer name and an address outside the live pattern hold the confirm; nothing is sent', async () => {
    renderWriteButton(CreateVpcButton, (queryClient) => {
      queryClient.setQueryData(vpcsQuery.queryKey, { items: [] });
      seedLiveDocument(queryClient, [
        liveOperation('post', '/vpcs', {
          name: { type: 'string', minLength: 1, maxLength: 20 },
          regionId: { type: 'string' },
          ipRange: { type: 'string', pattern: '^10\\.' },
        }),
      ]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create VPC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a VPC' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription(
      'At most 20 characters, as the service’s live document says.',
    );
    fireEvent.change(name, { target: { value: 'a-name-of-twenty-one1' } });
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    fireEvent.change(within(dialog).getByLabelText('IP range'), {
      target: { value: '192.168.0.0/16' },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Create VPC' });
    expect(confirm).toBeDisabled();
    expect(shownReason(confirm)).toBe('Use at most 20 characters (now 21).');
    fireEvent.change(name, { target: { value: 'backend' } });
    expect(shownReason(confirm)).toBe(
      'The service’s live document takes only text matching ^10\\..',
    );
    fireEvent.change(within(dialog).getByLabelText('IP range'), {
      target: { value: '10.20.0.0/16' },
    });
    expect(confirm).toBeEnabled();
    expect(writesSent()).toEqual([]);
  });

  it('volume create: a size above the live maximum holds the confirm', async () => {
    renderWriteButton(
      () => <CreateVolumeDialog open onOpenChange={() => undefined} />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('post', '/volumes', {
            name: { type: 'string', maxLength: 63 },
            sizeGb: { type: 'integer', minimum: 1, maximum: 1000 },
            regionId: { type: 'string' },
          }),
        ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'data' } });
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    expectSizeHeldTo1000(
      within(dialog).getByLabelText('Size (GB)'),
      within(dialog).getByRole('button', { name: 'Create volume' }),
    );
    expect(within(dialog).queryByTestId('contract-limits')).toBeNull();
  });

  it('volume resize: a new size above the live maximum holds the confirm', async () => {
    const volume = {
      id: 'vol-1',
      name: 'data',
      sizeGb: 10,
      regionId: 'fra',
      instanceId: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    renderWriteButton(
      () => <VolumeActions volume={volume} instanceName={undefined} />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('patch', '/volumes/{id}', {
            sizeGb: { type: 'integer', minimum: 1, maximum: 1000 },
          }),
        ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resize data' });
    expectSizeHeldTo1000(
      within(dialog).getByLabelText('New size (GB)'),
      within(dialog).getByRole('button', { name: 'Resize' }),
    );
  });

  it('volume create with a live document that says what our contract says: no hint of a difference', async () => {
    renderWriteButton(
      () => <CreateVolumeDialog open onOpenChange={() => undefined} />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('post', '/volumes', {
            name: {
              type: 'string',
              minLength: 1,
              maxLength: 63,
              pattern: '^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$',
            },
            sizeGb: { type: 'integer', minimum: 1, maximum: 16384 },
            regionId: { type: 'string' },
          }),
        ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'd'.repeat(100) } });
    expect(name).toHaveAccessibleDescription('Use at most 63 characters (now 100).');
    expect(within(dialog).getByLabelText('Size (GB)')).not.toHaveAccessibleDescription(
      /live document/,
    );
  });

  it('volume create without a readable live document: the contract’s limits, and the form says so', async () => {
    renderWriteButton(
      () => <CreateVolumeDialog open onOpenChange={() => undefined} />,
      seedUnreadableDocument,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    expect(within(dialog).getByTestId('contract-limits')).toHaveTextContent(
      'The service’s live document could not be read: this form holds to the limits of the console’s contract.',
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'data' } });
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    const size = within(dialog).getByLabelText('Size (GB)');
    // The contract takes up to 16,384 GB; a live document's 1,000 is not known here.
    fireEvent.change(size, { target: { value: '2000' } });
    expect(within(dialog).getByRole('button', { name: 'Create volume' })).toBeEnabled();
    expect(size).not.toHaveAccessibleDescription(/live document/);
  });

  it('alert policy: a metric the live document no longer lists is not offered, a threshold above its range refused', async () => {
    renderWriteButton(
      () => <PolicyFormDialog policy={null} open onOpenChange={() => undefined} />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation(
            'post',
            '/monitoring/alert-policies',
            {
              name: { type: 'string', maxLength: 80 },
              metric: { type: 'string', enum: ['cpu', 'memory'] },
              thresholdPercent: { type: 'integer', minimum: 1, maximum: 80 },
              durationMinutes: { type: 'integer', minimum: 1, maximum: 1440 },
            },
            ['name', 'metric', 'thresholdPercent', 'durationMinutes'],
          ),
        ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New alert policy' });
    const metric = within(dialog).getByLabelText('Metric');
    expect(
      within(metric)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CPU', 'Memory']);
    expect(metric).toHaveAccessibleDescription(
      'The service takes only cpu, memory, as its live document says.',
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'cpu high' } });
    const threshold = within(dialog).getByLabelText('Threshold (%)');
    expect(threshold).toHaveAccessibleDescription(
      'From 1 to 80, as the service’s live document says.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create policy' }));
    expect(await within(dialog).findByText('At most 80.')).toBeInTheDocument();
    expect(writesSent()).toEqual([]);
  });

  it('new ticket: a subject longer than the live document allows is refused on submit', async () => {
    renderWriteButton(
      () => <NewTicketPage />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('post', '/tickets', {
            subject: { type: 'string', minLength: 3, maxLength: 10 },
            message: { type: 'string', minLength: 1, maxLength: 10_000 },
          }),
        ]),
    );
    const subject = await screen.findByLabelText('Subject');
    expect(subject).toHaveAccessibleDescription(
      'At most 10 characters, as the service’s live document says.',
    );
    fireEvent.change(subject, { target: { value: 'Eleven char' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('Use at most 10 characters (now 11).')).toBeInTheDocument();
    expect(writesSent()).toEqual([]);
  });

  it('a form that is part of a page asks for the live document once the person starts on it, not with the page', async () => {
    for (const [page, field] of [
      [() => <NewTicketPage />, 'Subject'],
      [() => endpointForm(), 'Endpoint URL'],
    ] as const) {
      const queryClient = renderWriteButton(page);
      const input = await screen.findByLabelText(field);
      expect(askedForDocument(queryClient), field).toBe(false);
      fireEvent.focus(input);
      await vi.waitFor(() => expect(askedForDocument(queryClient), field).toBe(true));
      cleanup();
    }
  });

  it('ticket reply: the live document is read once a reply is started, and a longer reply than it allows is refused', async () => {
    const ticket = { id: 'tkt_1', subject: 'Disk', status: 'open', messages: [] };
    const queryClient = renderWriteButton(() => (
      <ReplyForm ticket={ticket as unknown as TicketDetail} onSent={() => undefined} />
    ));
    const reply = await screen.findByLabelText('Reply');
    // Not read with the ticket's page: only once the person starts a reply.
    expect(askedForDocument(queryClient)).toBe(false);
    expect(reply).toHaveAccessibleDescription('Plain text, up to 10,000 characters.');
    fireEvent.focus(reply);
    await vi.waitFor(() => expect(askedForDocument(queryClient)).toBe(true));
    act(() =>
      seedLiveDocument(queryClient, [
        liveOperation('post', '/tickets/{id}/messages', {
          body: { type: 'string', minLength: 1, maxLength: 500 },
        }),
      ]),
    );
    await vi.waitFor(() =>
      expect(reply).toHaveAccessibleDescription(
        'At most 500 characters, as the service’s live document says.',
      ),
    );
    fireEvent.change(reply, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Use at most 500 characters (now 501).')).toBeInTheDocument();
    expect(writesSent()).toEqual([]);
  });

  it('webhook endpoint: an address outside the live pattern is refused on submit', async () => {
    const onSubmit = renderEndpointForm({}, (queryClient) =>
      seedLiveDocument(queryClient, [
        liveOperation(
          'post',
          '/webhooks/endpoints',
          {
            url: { type: 'string', maxLength: 2048, pattern: '^https://[^/:]+(/|$)' },
            description: { type: 'string', maxLength: 200 },
          },
          ['url'],
        ),
      ]),
    );
    const url = await screen.findByLabelText('Endpoint URL');
    expect(url).toHaveAccessibleDescription(
      /Text matching \^https:\/\/\[\^\/:\]\+\(\/\|\$\), as the service’s live document says\./,
    );
    fireEvent.change(url, { target: { value: 'https://hooks.example.com:8443/cloud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findByText(
        'The service’s live document takes only text matching ^https://[^/:]+(/|$).',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: 'https://hooks.example.com/cloud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('webhook endpoint: a live list of fewer events offers only those; an edit’s event it no longer lists stays in view and is refused until unchecked', async () => {
    const event = (name: string) => ({ name, description: `${name} happened` });
    const groups = [
      {
        id: 'instance',
        label: { id: 'Instance events' },
        events: [event('instance.created'), event('instance.stopped'), event('instance.failed')],
      },
      { id: 'ticket', label: { id: 'Ticket events' }, events: [event('ticket.closed')] },
    ] as unknown as EventGroup[];
    const onSubmit = renderEndpointForm(
      {
        initial: {
          url: 'https://hooks.example.com/cloud',
          description: '',
          events: ['instance.created', 'instance.stopped'],
        },
        editingId: 'whe_1',
        groups,
        submitLabel: 'Save',
      },
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('patch', '/webhooks/endpoints/{id}', {
            url: { type: 'string' },
            events: {
              type: 'array',
              items: { type: 'string', enum: ['instance.created', 'instance.failed'] },
            },
          }),
        ]),
    );
    const events = await screen.findByRole('group', { name: /^Events/ });
    expect(events).toHaveAccessibleDescription(
      'The service takes only instance.created, instance.failed, as its live document says.',
    );
    // Offered: the two it lists, and the endpoint's instance.stopped (checked, to be unchecked).
    const boxes = within(events).getAllByRole('checkbox', { name: /^instance\.|^ticket\./ });
    expect(
      boxes.map((box) => box.closest('label')?.querySelector('.font-mono')?.textContent),
    ).toEqual(['instance.created', 'instance.stopped', 'instance.failed']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The service takes only instance.created, instance.failed.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(events).getByRole('checkbox', { name: /^instance\.stopped/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ events: ['instance.created'] }),
    );
  });

  it('API key create: a preset expiry beyond the live range is said under the expiry, a scope it no longer takes not offered', async () => {
    renderWriteButton(
      () => <CreateKeyDialog open onOpenChange={() => undefined} onCreated={() => undefined} />,
      (queryClient) =>
        seedLiveDocument(queryClient, [
          liveOperation('post', '/api-keys', {
            name: { type: 'string', minLength: 1, maxLength: 64 },
            scope: { type: 'string', enum: ['read'] },
            expiresInDays: { type: ['integer', 'null'], minimum: 1, maximum: 30 },
          }),
        ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getAllByRole('radio', { name: /Read|Full/ })).toHaveLength(1);
    expect(
      within(dialog).getByText('From 1 to 30, as the service’s live document says.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'ci' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      await within(dialog).findByRole('group', { name: 'Expiry' }),
    ).toHaveAccessibleDescription('At most 30.');
    expect(writesSent()).toEqual([]);
  });
});
