/**
 * "Updated 40 s ago · Refresh": when the page's data was read, and a way to read it again. The
 * shared page header shows it on every page (PageHeader), on a line of its own kept from the first
 * render, so nothing moves when it fills in. The age is of the oldest read on the page
 * (src/api/cache/page-reads.ts says which reads count); it moves on by its own timer, at the moment its
 * words change, so only this line re-renders. Refresh reads the page's data again through the
 * governor as the person's; it is unavailable, with the reason in words, while a read is under
 * way, while the service's rate limit pauses reads, or while the minute's budget holds them.
 *
 * The age is not a live region: a screen reader reads it when it gets there, never on a tick.
 */
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { pageReadsKey, parsePageReads, refreshPageReads } from '@/api/cache/page-reads';
import { useGovernor } from '@/api/governor/use-governor';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the words of the line: "just now", "40 s ago", "3 min ago", "2 h ago", "4 days ago". */
export function ageWords(ageMs: number): string {
  const age = Math.max(0, ageMs);
  if (age < 10 * SECOND) return t`just now`;
  if (age < MINUTE) {
    const seconds = Math.floor(age / (10 * SECOND)) * 10;
    return t`${seconds} s ago`;
  }
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return t`${minutes} min ago`;
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return t`${hours} h ago`;
  }
  const days = Math.floor(age / DAY);
  return plural(days, { one: '# day ago', other: '# days ago' });
}

/** Milliseconds until `ageWords` says something else: every 10 s in the first minute, then each minute, hour, day. */
export function untilWordsChange(ageMs: number): number {
  const age = Math.max(0, ageMs);
  const step = age < MINUTE ? 10 * SECOND : age < HOUR ? MINUTE : age < DAY ? HOUR : DAY;
  return step - (age % step);
}

/**
 * The words for `since`, moved on by a timer set for the moment they change, and when the tab
 * shows again (a hidden tab's timers are slowed). A newer `since` reads "just now" at once: the
 * clock kept here is older than it.
 */
function useAgeWords(since: number): string {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      const at = Date.now();
      setNow(at);
      timer = window.setTimeout(update, untilWordsChange(at - since));
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [since]);
  return ageWords(now - since);
}

function Age({ since }: { since: number }) {
  const { t } = useLingui();
  const words = useAgeWords(since);
  const iso = new Date(since).toISOString();
  const read = formatDateTime(iso);
  return (
    <Trans>
      Updated{' '}
      <time dateTime={iso} title={t`Read ${read}`}>
        {words}
      </time>
    </Trans>
  );
}

/** Why Refresh is unavailable, in a few words and in a sentence (its title and description). */
const HELD = {
  reading: { words: msg`Reading…`, sentence: msg`A read of this page’s data is under way.` },
  paused: {
    words: msg`Paused by the rate limit`,
    sentence: msg`The service asked for a pause; the page’s reads go again when it ends (the top bar counts it down).`,
  },
  waiting: {
    words: msg`Waiting for the budget`,
    sentence: msg`This minute’s requests are used; reads go again when the budget allows (the top bar counts it down).`,
  },
} as const;

function useHeld(fetching: boolean): keyof typeof HELD | null {
  const governor = useGovernor();
  if (governor.pausedUntil !== null && governor.pausedClass === 'global') return 'paused';
  if (governor.waitingUntil !== null) return 'waiting';
  return fetching ? 'reading' : null;
}

export function Freshness({ className }: { className?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  // As React Query's own hooks do: a query added while another component renders tells us after.
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)),
    [cache],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => pageReadsKey(cache),
    () => pageReadsKey(cache),
  );
  const { oldest, fetching } = parsePageReads(key);
  const held = useHeld(fetching);
  const reasonId = useId();
  const shown = oldest !== null || fetching;
  return (
    // The line is there from the first render, empty until the page's reads are known.
    <div
      className={cn('flex min-h-6 flex-wrap items-center gap-x-2 text-xs text-muted', className)}
      data-testid="freshness"
    >
      {shown ? (
        <>
          {/* As wide as "Updated 59 min ago": Refresh stays where it is while the words change. */}
          <span className="min-w-[10.5em] whitespace-nowrap tabular-nums">
            {oldest !== null ? <Age since={oldest} /> : t(HELD.reading.words)}
          </span>
          <button
            type="button"
            // aria-disabled rather than disabled: a keyboard user who pressed it keeps the focus on it.
            aria-disabled={held ? true : undefined}
            aria-describedby={held ? reasonId : undefined}
            title={held ? t(HELD[held].sentence) : t`Read this page’s data again`}
            onClick={() => {
              if (!held) void refreshPageReads(queryClient);
            }}
            className="inline-flex min-h-6 items-center rounded px-1 font-medium text-accent underline-offset-2 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:no-underline"
          >
            {t`Refresh`}
          </button>
          {held ? (
            // Last on the line, so its coming and going moves nothing; before the first data the
            // words say "Reading…" already.
            <span id={reasonId} className={oldest !== null ? 'whitespace-nowrap' : 'sr-only'}>
              {t(HELD[held].words)}
              <span className="sr-only"> {t(HELD[held].sentence)}</span>
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
