import { useEffect, useState } from 'react';
import { useGovernor } from '@/api/use-governor';
import { setAutoRefreshPaused } from '@/api/rate-governor';

/**
 * Requests used in the last minute out of the service's limit, a pause for auto-refresh, and
 * "Rate limited, resuming in 23 s" instead of errors all over the page.
 */
export function BudgetMeter() {
  const snapshot = useGovernor();
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
  const share = Math.min(1, snapshot.usedLastMinute / snapshot.globalLimit);
  const others = Math.max(0, snapshot.usedLastMinute - snapshot.ownLastMinute);
  const source = snapshot.serverCounted
    ? `Requests on your address in the last minute, as the service counts them: ${snapshot.ownLastMinute} from this browser, ${others} from other people, tabs or scripts on the same address.`
    : "Requests this browser sent in the last minute, out of the service's per-address limit.";
  return (
    <div className="flex items-center gap-2 text-xs whitespace-nowrap">
      {paused ? (
        <WaitBadge seconds={Math.ceil((snapshot.pausedUntil! - now) / 1000)} text="Rate limited, resuming in" />
      ) : waiting ? (
        <WaitBadge seconds={Math.ceil((waitingUntil - now) / 1000)} text="Budget used, sending in" />
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
        </span>
      </span>
      <button
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

/** On a phone the bar has no room for the sentence: a short "Wait 23 s" shows, the sentence is read. */
function WaitBadge({ seconds, text }: { seconds: number; text: string }) {
  return (
    <span role="status" className="rounded border border-warning px-1.5 py-0.5 text-warning">
      <span aria-hidden="true" className="sm:hidden">
        Wait {seconds} s
      </span>
      <span className="sr-only sm:not-sr-only">
        {text} {seconds} s
      </span>
    </span>
  );
}
