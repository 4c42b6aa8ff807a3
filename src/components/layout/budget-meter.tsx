import { useEffect, useRef, useState } from 'react';
import { useGovernor } from '@/api/use-governor';
import { IGNORED_PHRASES, setAutoRefreshPaused, tryHeldReadsNow } from '@/api/rate-governor';

/**
 * Requests used in the last minute out of the service's limit, a pause for auto-refresh, and
 * "Rate limited, resuming in 23 s" instead of errors all over the page, with "Try now" to send the
 * held reads at once. When the service's rate-limit figures could not be true, it says they were
 * ignored and why ("service's figures ignored: remaining above limit").
 */
export function BudgetMeter() {
  const snapshot = useGovernor();
  const autoRefreshButton = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const { pausedUntil, waitingUntil } = snapshot;
  const until = pausedUntil ?? waitingUntil;
  // Tick while a pause or a wait is on so the countdown moves.
  useEffect(() => {
    if (until === null) return;
    // The first tick at once: `now` may be from long before this pause began.
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [until]);
  const paused = pausedUntil !== null && pausedUntil > now;
  const waiting = !paused && waitingUntil !== null && waitingUntil > now;
  const canTry = (paused || waiting) && snapshot.heldReads > 0;
  const wait = paused
    ? { seconds: Math.ceil((pausedUntil - now) / 1000), text: 'Rate limited, resuming in' }
    : waiting
      ? { seconds: Math.ceil((waitingUntil - now) / 1000), text: 'Budget used, sending in' }
      : null;
  const share = Math.min(1, snapshot.usedLastMinute / snapshot.globalLimit);
  const others = Math.max(0, snapshot.usedLastMinute - snapshot.ownLastMinute);
  const ignored = snapshot.ignoredFigures ? `service's figures ignored: ${IGNORED_PHRASES[snapshot.ignoredFigures]}` : null;
  const source = snapshot.serverCounted
    ? `Requests on your address in the last minute, as the service counts them: ${snapshot.ownLastMinute} from this browser, ${others} from other people, tabs or scripts on the same address.`
    : `Requests this browser sent in the last minute, out of the service's per-address limit.${ignored ? ` The ${ignored}: they could not be true, so this browser counts on its own.` : ''}`;
  return (
    <div className="flex items-center gap-2 text-xs whitespace-nowrap">
      {wait ? (
        // On a phone the two read "23 s | Try", joined, so the bar keeps room for the brand.
        <span className="flex shrink-0 items-center">
          <WaitBadge seconds={wait.seconds} text={wait.text} joined={canTry} />
          {canTry ? (
            <button
              type="button"
              onClick={() => {
                tryHeldReadsNow();
                // The button goes with the wait: the focus moves on to the next control, not to <body>.
                autoRefreshButton.current?.focus();
              }}
              title="Send the reads held by this wait now, this once"
              className="shrink-0 rounded-r border border-l-0 border-warning px-1.5 py-0.5 whitespace-nowrap text-warning hover:bg-surface-2 sm:ml-2 sm:rounded-md sm:border-l sm:border-border sm:px-2 sm:py-1 sm:text-fg"
            >
              Try <span className="sr-only sm:not-sr-only">now</span>
            </button>
          ) : null}
        </span>
      ) : null}
      <span className="hidden items-center gap-1.5 md:flex" title={source}>
        <span className="sr-only">Request budget: {source}</span>
        <meter
          min={0}
          max={snapshot.globalLimit}
          low={snapshot.globalLimit * 0.6}
          high={snapshot.globalLimit * 0.85}
          optimum={0}
          value={snapshot.usedLastMinute}
          aria-label="Requests used in the last minute"
          className="h-2 w-16"
        />
        <span className={share > 0.85 ? 'text-warning' : 'text-muted'} data-testid="budget-count">
          {snapshot.usedLastMinute}/{snapshot.globalLimit} per min
          {snapshot.serverCounted && others > 0 ? <span className="hidden lg:inline"> · {others} by others</span> : null}
          {ignored ? (
            // In words from 1280 px; while a wait is shown too, from 1536 px (the bar has no room for both).
            <span aria-hidden="true" className={paused || waiting ? 'hidden 2xl:inline' : 'hidden xl:inline'} data-testid="budget-ignored">
              {' '}
              · {ignored}
            </span>
          ) : null}
        </span>
      </span>
      <button
        ref={autoRefreshButton}
        type="button"
        aria-pressed={snapshot.autoRefreshPaused}
        onClick={() => setAutoRefreshPaused(!snapshot.autoRefreshPaused)}
        className="shrink-0 rounded-md border border-border px-2 py-1 whitespace-nowrap hover:bg-surface-2"
      >
        <span aria-hidden="true" className="xl:hidden">
          {snapshot.autoRefreshPaused ? '▶' : '❚❚'}
        </span>
        <span className="sr-only xl:not-sr-only">{snapshot.autoRefreshPaused ? 'Auto-refresh paused' : 'Pause auto-refresh'}</span>
      </button>
    </div>
  );
}

/**
 * On a phone the bar has no room for the sentence: a short "Wait 23 s" shows ("23 s" beside a joined
 * "Try"), the sentence is read.
 */
function WaitBadge({ seconds, text, joined }: { seconds: number; text: string; joined: boolean }) {
  return (
    <span role="status" className={`rounded border border-warning px-1.5 py-0.5 text-warning ${joined ? 'max-sm:rounded-r-none' : ''}`}>
      <span aria-hidden="true" className="sm:hidden">
        {joined ? '' : 'Wait '}
        {seconds} s
      </span>
      <span className="sr-only sm:not-sr-only">
        {text} {seconds} s
      </span>
    </span>
  );
}
