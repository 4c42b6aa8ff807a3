import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGovernor } from '@/api/governor/use-governor';
import { useAnnouncedPoll } from '@/api/live/status';
import { forgetAwaitingAnswer, isAwaitingAnswer } from './awaiting-answer';
import { answerPollDelay } from './polling';
import { pathKey, callKey } from '@/api/cache/call-query';
import { ticketCall, ticketQuery } from './queries';

/**
 * The ticket, polled in the background after the customer's reply while it is still `open`, until
 * support answers or it is closed. Not while the tab is hidden, nor while auto-refresh is paused,
 * nor while team mode's events flow: the answer and the close are events (`ticket.answered`,
 * `ticket.closed`), which read the ticket again when they come.
 */
export function useTicket(id: string) {
  const queryClient = useQueryClient();
  const { autoRefreshPaused } = useGovernor();
  const announced = useAnnouncedPoll();
  const updates = useCallback(() => {
    const state = queryClient.getQueryState(callKey(ticketCall(id)));
    return state ? state.dataUpdateCount + state.errorUpdateCount : 0;
  }, [queryClient, id]);
  // The query's update count when the message went out: the attempts since then drive the backoff.
  const [pollFrom, setPollFrom] = useState<number | null>(() =>
    isAwaitingAnswer(id) ? updates() : null,
  );
  const query = useSuspenseQuery({
    ...ticketQuery(id, pollFrom !== null),
    refetchInterval: (current) => {
      if (pollFrom === null || autoRefreshPaused || current.state.data?.status !== 'open')
        return false;
      return announced(
        answerPollDelay(current.state.dataUpdateCount + current.state.errorUpdateCount - pollFrom),
      );
    },
    refetchIntervalInBackground: false,
  });
  const waiting = pollFrom !== null && query.data.status === 'open';

  // A status change seen by polling also changes the list's counts.
  const status = query.data.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== status)
      void queryClient.invalidateQueries({ queryKey: pathKey('/tickets') });
    previous.current = status;
    if (status !== 'open') forgetAwaitingAnswer(id);
  }, [status, queryClient, id]);

  const startPolling = useCallback(() => setPollFrom(updates()), [updates]);

  return {
    ticket: query.data,
    waiting,
    paused: waiting && autoRefreshPaused,
    startPolling,
    isRefetching: query.isRefetching,
  };
}
