/**
 * The demo is live (issue 48, part 4): the in-page service's time runs when it falls due, not at
 * the next request, and the events it raises reach the console the way team mode's stream hands
 * them on (src/api/live/events.ts, `applyServiceEvent`): the reads they change are read again and
 * the attention place hears them. So a ticket's answer, or a colleague's deploy, shows on the open
 * page with no Refresh. Nothing here sends a request: the service is in the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { applyServiceEvent, parseServiceEvent } from '@/api/live/events';

/** What the wake needs of the in-page service: when its next task is due, and to run what is due. */
export interface TimedService {
  nextDue: () => number | null;
  runDue: () => void;
  now: () => number;
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

// The longest wait a browser timer keeps (about 24.8 days); a later task is looked at again then.
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * One timer, set for the service's next due task (a deploy coming up, support's answer, a webhook
 * retry, the hourly usage): no polling, it fires only when something is due. `arm` sets it anew;
 * call it after anything that may have scheduled a task or moved the clock.
 */
export function createWake(
  service: TimedService,
  // Called as the globals, never as methods of this object (a browser refuses another `this`).
  timers: Timers = {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  },
) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const arm = (): void => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    const due = service.nextDue();
    if (due === null) return;
    const wait = Math.min(LONGEST_WAIT, Math.max(0, due - service.now()));
    handle = timers.setTimeout(() => {
      handle = undefined;
      service.runDue();
      arm();
    }, wait);
  };
  return { arm };
}

/**
 * Hands the service's events of the signed-in account to the console. Until `start` (the page's
 * replay of what the presenter did, the console not yet drawn) and for other accounts, an event is
 * dropped: what the console reads first is the state after it.
 */
export function createEventRelay() {
  let queryClient: QueryClient | null = null;
  let account: string | null = null;
  return {
    /** The account whose key the console's last request carried. */
    signedIn(accountId: string | null): void {
      if (accountId) account = accountId;
    },
    start(client: QueryClient): void {
      queryClient = client;
    },
    /** The mock's event tap (mock/mock-context.ts, `onEvent`). */
    tap(accountId: string, envelope: string): void {
      if (!queryClient || accountId !== account) return;
      const event = parseServiceEvent(envelope);
      if (event) applyServiceEvent(queryClient, event);
    },
  };
}
