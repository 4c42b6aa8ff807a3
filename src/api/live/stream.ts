/**
 * Live in team mode: the team proxy's stream of the service's events (server-sent events from
 * nginx's nchan, deploy/team/README.md). Loaded only behind a team's proxy (main.tsx). Each event
 * makes the reads it touches stale, so what is shown is read once more (through the proxy's shared
 * copy: everyone's re-read of one event is one trip to the service), and goes to the listeners
 * (listeners.ts). A stream that drops is opened again with backoff from the last event it had, and
 * what is shown is read once more, in case the proxy no longer held what was missed. While events
 * flow, the polls that only look for what they announce rest (status.ts); while no event can arrive
 * the console polls as it always does, and the top bar says so (live-status.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { callItemsQuery } from '@/api/cache/call-query';
import { endpointsCall } from '@/api/queries/webhook-endpoints';
import { BACKGROUND, setReadsAfter } from '@/api/client';
import { getRuntimeConfig } from '@/api/config';
import { hasNoConsoleRole } from '@/api/identity/identity';
import { applyServiceEvent, parseServiceEvent } from './events';
import { setLiveStatus as setStatus } from './status';

/** The path every endpoint of a team console is registered at (deploy/team/nginx.conf). */
const RECEIVER_PATH = '/hooks/service/';
/** How often the endpoint's state is read again while the stream is open (one read, shared copy). */
export const ENDPOINT_CHECK_MS = 15 * 60_000;
/** Reconnect delays: 1 s doubling to 60 s, each scaled by 0.5..1 so tabs spread out. */
export const reconnectDelay = (failures: number, random = Math.random): number =>
  Math.min(1000 * 2 ** failures, 60_000) * (0.5 + random() * 0.5);

export type EndpointState = 'active' | 'disabled' | 'unregistered';

/** Whether an endpoint that sends to a team console's receiver is registered and not disabled. */
async function readEndpointState(queryClient: QueryClient): Promise<EndpointState> {
  // Through the cache (always read anew, as before): the webhooks page and the attention place's
  // look then find this answer instead of reading the same list again.
  const items = await queryClient.fetchQuery({
    ...callItemsQuery(endpointsCall, { headers: BACKGROUND }),
    staleTime: 0,
  });
  const ours = items.filter((endpoint) => {
    try {
      return new URL(endpoint.url).pathname.startsWith(RECEIVER_PATH);
    } catch {
      return false;
    }
  });
  if (ours.length === 0) return 'unregistered';
  return ours.some((endpoint) => endpoint.status !== 'disabled') ? 'active' : 'disabled';
}

export interface LiveOptions {
  url?: string;
  EventSource?: typeof EventSource;
  /** Reads whether this console's endpoint is registered and enabled (default: the service's list). */
  endpointState?: () => Promise<EndpointState>;
  random?: () => number;
}

/** Opens the stream (once per page); returns what closes it. */
export function startLive(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  const url = options.url ?? getRuntimeConfig().proxy.eventsUrl;
  const Source = options.EventSource ?? globalThis.EventSource;
  const endpointState = options.endpointState ?? (() => readEndpointState(queryClient));
  if (!Source) return () => undefined;
  let source: EventSource | undefined;
  let lastId = '';
  let failures = 0;
  let dropped = false;
  let open = false;
  let endpoint: EndpointState | 'unknown' = 'unknown';
  /** Whether a look at the endpoint has ended, answered or not. */
  let looked = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The proxy said it is about to close this stream (its life is bounded; deploy/team/README). */
  let reopen = false;

  // Not live before the first look has ended: a page whose endpoint is missing said "Live" for the
  // moment the look took, and rested its polls meanwhile.
  const show = () =>
    setStatus(
      !open
        ? 'down'
        : !looked
          ? 'connecting'
          : endpoint === 'disabled' || endpoint === 'unregistered'
            ? endpoint
            : 'live',
    );
  const checkEndpoint = () =>
    endpointState().then(
      (state) => {
        // Until now events may have flowed: the last look found the endpoint active, or failed.
        const mayHaveFlowed = looked && endpoint !== 'disabled' && endpoint !== 'unregistered';
        looked = true;
        endpoint = state;
        if (stopped) return;
        show();
        // Events stopped while the stream stays open (the endpoint disabled or removed): the polls
        // that rested for them run again from now (status.ts), and what is shown is read once more,
        // as after a drop, since what changed meanwhile was not announced. Not at the page's first
        // look: what it shows was read moments ago, and reading it all again doubled its first view.
        if (mayHaveFlowed && state !== 'active' && open)
          void queryClient.invalidateQueries({ type: 'active' });
      },
      // Unknown is not a reason to say the events stopped: the stream itself is open.
      () => {
        looked = true;
        if (!stopped) show();
      },
    );

  const connect = () => {
    // nchan sends what came after the last event this page had (Last-Event-ID, as a query: a new
    // EventSource cannot send the header).
    const address = lastId ? `${url}?last_event_id=${encodeURIComponent(lastId)}` : url;
    const current = new Source(address);
    source = current;
    current.onopen = () => {
      open = true;
      failures = 0;
      show();
      void checkEndpoint();
      // Back after a drop: events the proxy no longer held are not replayed, so what is shown is
      // read once more.
      if (dropped) void queryClient.invalidateQueries({ type: 'active' });
      dropped = false;
    };
    current.onmessage = (message: MessageEvent) => {
      if (message.lastEventId) lastId = message.lastEventId;
      const event = typeof message.data === 'string' ? parseServiceEvent(message.data) : null;
      if (!event) return;
      setReadsAfter(event.id);
      applyServiceEvent(queryClient, event);
    };
    // The proxy closes a stream at the first event after its life, to check the role again. It
    // says so first, with the stream's place: opened again at once from there, the events meanwhile
    // are replayed, so nothing is read again and Live stays shown. Refused (the role gone), the
    // next error is a drop like any other.
    current.addEventListener('reopen', (message: MessageEvent) => {
      if (message.lastEventId) lastId = message.lastEventId;
      reopen = true;
    });
    current.onerror = () => {
      // The browser's own retry would come at its pace, without the last id: closed, and opened
      // again here with backoff.
      current.close();
      if (stopped || source !== current) return;
      if (reopen) {
        reopen = false;
        connect();
        return;
      }
      open = false;
      dropped = true;
      show();
      retry = setTimeout(connect, reconnectDelay(failures++, options.random));
    };
  };

  setStatus('connecting');
  connect();
  // Not while the person has no role here (the no-access page): the read would be refused.
  const check = setInterval(
    () => void (open && !hasNoConsoleRole(queryClient) && checkEndpoint()),
    ENDPOINT_CHECK_MS,
  );
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(check);
    source?.close();
    setStatus('off');
  };
}
