// The event tap (MockOptions.onEvent): every event the account's endpoints would be sent, heard as
// its envelope whether or not an endpoint subscribes, at the time it happened. The demo build hands
// them to the console inside the page (src/demo/live.ts).
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';
import { MAIN_ACCOUNT_ID } from '../seed/keys';

const START = Date.parse('2026-03-02T09:00:00Z');

function tapped() {
  let now = START;
  const heard: Array<{ accountId: string; event: Record<string, unknown> }> = [];
  const { app, state } = createMockApp({
    now: () => now,
    rateLimits: false,
    provisionMs: 20_000,
    supportReplyMs: 2_000,
    onEvent: (accountId, envelope) =>
      heard.push({ accountId, event: JSON.parse(envelope) as Record<string, unknown> }),
  });
  // No endpoint subscribes: the tap hears the events all the same.
  state.context.db.endpoints.clear();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.fetch(
      new Request(`http://mock.test/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${state.keys.full}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return (await response.json()) as Record<string, unknown>;
  };
  return { heard, call, state, moveTo: (t: number) => (now = t) };
}

describe('the event tap', () => {
  it('hears a deploy as instance.created, in the contract’s envelope, of the account', async () => {
    const { heard, call } = tapped();
    const made = await call('POST', '/instances', {
      name: 'tap-check',
      regionId: 'ewr',
      planId: 'vc2-1c-1gb',
      osImageId: 'debian-12',
    });
    expect(heard).toEqual([
      {
        accountId: MAIN_ACCOUNT_ID,
        event: {
          id: expect.stringMatching(/^evt_/),
          type: 'instance.created',
          createdAt: new Date(START).toISOString(),
          data: { instanceId: made.id, name: 'tap-check' },
        },
      },
    ]);
  });

  it('hears support’s answer when it is due, stamped with its due time, and says when that is', async () => {
    const { heard, call, state, moveTo } = tapped();
    const scheduler = state.context.scheduler;
    const ticket = await call('POST', '/tickets', { subject: 'Disk full', message: 'Help' });
    expect(heard).toEqual([]);
    // The wake a page sets (src/demo/live.ts) reads when the answer falls due.
    expect(scheduler.nextDue).toBe(START + 2_000);
    moveTo(START + 5_000);
    scheduler.runDue(state.context.now());
    expect(heard.map(({ event }) => event)).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'ticket.answered',
        createdAt: new Date(START + 2_000).toISOString(),
        data: { ticketId: ticket.id },
      },
    ]);
  });

  it('hears nothing of reads, nor of a refused write', async () => {
    const { heard, call } = tapped();
    await call('GET', '/instances');
    const refused = await call('POST', '/instances/no-such/stop');
    expect(refused).toHaveProperty('code');
    expect(heard).toEqual([]);
  });
});

describe('the scheduler’s next due time', () => {
  it('is the earliest task’s, and null with none waiting', async () => {
    const { state, moveTo } = tapped();
    const scheduler = state.context.scheduler;
    scheduler.clear();
    expect(scheduler.nextDue).toBeNull();
    scheduler.at(START + 30_000, () => undefined);
    scheduler.at(START + 10_000, () => undefined);
    expect(scheduler.nextDue).toBe(START + 10_000);
    moveTo(START + 10_000);
    scheduler.runDue(START + 10_000);
    expect(scheduler.nextDue).toBe(START + 30_000);
  });
});
