import { useEffect, useReducer, useRef, type ReactNode, type RefObject } from 'react';
import { useGovernor } from '@/api/governor/use-governor';
import { setAutoRefreshPaused, type GovernorSnapshot } from '@/api/governor/rate-governor';
import { whenIdle } from '@/lib/code-loading/when-idle';
import { useLingui } from '@lingui/react/macro';

/**
 * A wait ("Rate limited, resuming in 23 s", "Try now") and ignored figures are rare states: their
 * code (budget-meter-wait.tsx) is fetched when the browser is idle after the first view, or at
 * once when one of them comes before that. Until it is there the meter shows its count as usual;
 * a failed fetch is tried again when the next such state comes.
 */
let rareParts: typeof import('./budget-meter-wait') | undefined;
let loading: Promise<unknown> | undefined;
const loadRareParts = () =>
  (loading ??= import('./budget-meter-wait').then(
    (module) => (rareParts = module),
    () => (loading = undefined),
  ));

/**
 * Requests used in the last minute out of the service's limit, a pause for auto-refresh, and
 * "Rate limited, resuming in 23 s" instead of errors all over the page, with "Try now" to send the
 * held reads at once. When the service's rate-limit figures could not be true, it says they were
 * ignored and why ("service's figures ignored: remaining above limit").
 */
export function BudgetMeter() {
  const { t } = useLingui();
  const snapshot = useGovernor();
  const autoRefreshButton = useRef<HTMLButtonElement>(null);
  const pauseLabel = snapshot.autoRefreshPaused ? t`Auto-refresh paused` : t`Pause auto-refresh`;
  const rare = held(snapshot) || snapshot.ignoredFigures !== null;
  const Rare = useRareParts(rare)?.RareParts;
  useEffect(() => whenIdle(() => void loadRareParts()), []);
  return (
    // Its parts are items of the top bar's row (display: contents): see top-bar.tsx.
    <div className="contents text-xs whitespace-nowrap">
      {rare && Rare ? (
        <Rare snapshot={snapshot} next={autoRefreshButton} />
      ) : (
        <MeterCount snapshot={snapshot} />
      )}
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
        {/* Capped, cut with its title, so a longer language keeps the bar on one line. */}
        <span
          className="sr-only xl:not-sr-only xl:inline-block xl:max-w-40 xl:truncate xl:align-bottom"
          title={pauseLabel}
        >
          {pauseLabel}
        </span>
      </button>
    </div>
  );
}

/** Whether this tab holds requests: a 429's pause or a used budget. */
const held = (snapshot: GovernorSnapshot) =>
  snapshot.pausedUntil !== null || snapshot.waitingUntil !== null;

/** The rare parts' module once loaded; `needed` fetches it at once (and draws again when it is there). */
function useRareParts(needed: boolean) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (needed && !rareParts) void loadRareParts().then(loaded);
  }, [needed]);
  return rareParts;
}

/**
 * In a panel that is loading (the shared Loading, a table's or a tile's placeholder): while this
 * tab holds reads for the request budget or a 429's pause, that it waits, until when, and "Try now".
 * Nothing otherwise.
 */
export function HeldReads() {
  const snapshot = useGovernor();
  // HeldWait draws nothing once nothing is held.
  const Wait = useRareParts(held(snapshot))?.HeldWait;
  return Wait && <Wait snapshot={snapshot} />;
}

export type RarePartsProps = {
  snapshot: GovernorSnapshot;
  next: RefObject<HTMLButtonElement | null>;
};

/**
 * The meter and its count. `why` ends the explanation when the browser counts on its own because
 * the service's figures were ignored; `note` is that reason in words beside the count.
 */
export function MeterCount({
  snapshot,
  why = '',
  note,
}: {
  snapshot: GovernorSnapshot;
  why?: string;
  note?: ReactNode;
}) {
  const { t } = useLingui();
  const share = Math.min(1, snapshot.usedLastMinute / snapshot.globalLimit);
  const others = Math.max(0, snapshot.usedLastMinute - snapshot.ownLastMinute);
  const { ownLastMinute: own, usedLastMinute: used, globalLimit: limit } = snapshot;
  const source = snapshot.serverCounted
    ? t`Requests on your address in the last minute, as the service counts them: ${own} from this browser, ${others} from other people, tabs or scripts on the same address.`
    : t`Requests this browser sent in the last minute, out of the service's per-address limit.` +
      why;
  return (
    // The count gives way (cut, whole in the title) before anything in the bar could overlap; the
    // meter keeps its width (the min-width: the meter, 4 rem, and the gap).
    <span className="hidden min-w-18 items-center gap-1.5 md:flex" title={source}>
      <span className="sr-only">{t`Request budget: ${source}`}</span>
      <meter
        min={0}
        max={snapshot.globalLimit}
        low={snapshot.globalLimit * 0.6}
        high={snapshot.globalLimit * 0.85}
        optimum={0}
        value={snapshot.usedLastMinute}
        aria-label={t`Requests used in the last minute`}
        className="h-2 w-16 shrink-0"
      />
      <span
        className={`truncate ${share > 0.85 ? 'text-warning' : 'text-muted'}`}
        data-testid="budget-count"
      >
        {t`${used}/${limit} per min`}
        {snapshot.serverCounted && others > 0 ? (
          <span className="hidden lg:inline">{t` · ${others} by others`}</span>
        ) : null}
        {note}
      </span>
    </span>
  );
}
