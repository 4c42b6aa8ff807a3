import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeServiceEvents, type ServiceEvent } from '@/api/live/listeners';
import { createEventRelay, createWake } from './live';

const envelope = (type: string, data: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, type, createdAt: '2026-03-02T09:00:02.000Z', data });

describe('the wake', () => {
  afterEach(() => void vi.useRealTimers());

  it('fires once when the next task is due, runs it, and sets itself for the one after', () => {
    vi.useFakeTimers();
    let now = 1_000;
    const due = [21_000, 61_000];
    const runs: number[] = [];
    const wake = createWake({
      nextDue: () => due[0] ?? null,
      runDue: () => {
        while (due[0] !== undefined && due[0] <= now) runs.push(due.shift()!);
      },
      now: () => now,
    });
    wake.arm();
    now = 20_999;
    vi.advanceTimersByTime(19_999);
    expect(runs).toEqual([]);
    now = 21_000;
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([21_000]);
    now = 61_000;
    vi.advanceTimersByTime(40_000);
    expect(runs).toEqual([21_000, 61_000]);
    // Nothing left: no timer stays set (no polling).
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer however often it is armed, and fires at once for a task already due', () => {
    vi.useFakeTimers();
    let ran = 0;
    let pending = true;
    const wake = createWake({
      nextDue: () => (pending ? 500 : null),
      runDue: () => {
        ran += 1;
        pending = false;
      },
      now: () => 10_000,
    });
    wake.arm();
    wake.arm();
    wake.arm();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(0);
    expect(ran).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the event relay', () => {
  function relayWithClient() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/tickets/tkt_1'], { id: 'tkt_1' });
    queryClient.setQueryData(['/instances'], { items: [] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const heard: ServiceEvent[] = [];
    const unsubscribe = subscribeServiceEvents((event) => heard.push(event));
    return { relay: createEventRelay(), queryClient, invalidate, heard, unsubscribe };
  }

  it('hands the signed-in account’s events on as team mode’s stream does', () => {
    const { relay, queryClient, invalidate, heard, unsubscribe } = relayWithClient();
    relay.signedIn('acc_acme');
    relay.start(queryClient);
    relay.tap('acc_acme', envelope('ticket.answered', { ticketId: 'tkt_1' }));
    expect(heard).toEqual([
      {
        id: 'evt_1',
        type: 'ticket.answered',
        createdAt: '2026-03-02T09:00:02.000Z',
        data: { ticketId: 'tkt_1' },
      },
    ]);
    // The reads it changes are read again; the others are left alone.
    expect(queryClient.getQueryState(['/tickets/tkt_1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/instances'])?.isInvalidated).toBe(false);
    expect(invalidate).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('drops events before the console started, of another account, and of no known kind', () => {
    const { relay, queryClient, invalidate, heard, unsubscribe } = relayWithClient();
    relay.signedIn('acc_acme');
    relay.tap('acc_acme', envelope('instance.created', { instanceId: 'i-1' }, 'evt_early'));
    relay.start(queryClient);
    relay.tap('acc_other', envelope('instance.created', { instanceId: 'i-2' }, 'evt_theirs'));
    relay.tap('acc_acme', envelope('instance.teleported', { instanceId: 'i-3' }, 'evt_odd'));
    relay.tap('acc_acme', '<b>not json</b>');
    expect(heard).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    unsubscribe();
  });
});
