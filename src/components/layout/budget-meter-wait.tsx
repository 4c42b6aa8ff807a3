import { useEffect, useState } from 'react';
import { IGNORED_PHRASES } from '@/api/governor/ignored-phrases';
import { tryHeldReadsNow } from '@/api/governor/rate-governor';
import type { GovernorSnapshot } from '@/api/governor/rate-governor';
import { formatTime } from '@/lib/format';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { Trans, useLingui } from '@lingui/react/macro';
import { MeterCount, type RarePartsProps } from './budget-meter';

/**
 * The budget meter's rare states, loaded when one first comes or when the browser is idle
 * (budget-meter.tsx): the countdown of a pause or a wait, "Try now" while this tab holds a
 * person's reads, and why the service's figures were ignored.
 * @public rendered from the module budget-meter.tsx fetches with import(), which knip does not follow
 */
export function RareParts({ snapshot, next }: RarePartsProps) {
  const { t } = useLingui();
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
  const seconds = Math.ceil(((paused ? pausedUntil : waiting ? waitingUntil : now) - now) / 1000);
  const wait = paused
    ? { seconds, text: t`Rate limited, resuming in ${seconds} s` }
    : waiting
      ? { seconds, text: t`Budget used, sending in ${seconds} s` }
      : null;
  const phrase = snapshot.ignoredFigures ? IGNORED_PHRASES[snapshot.ignoredFigures] : null;
  const ignored = phrase ? t`service's figures ignored: ${phrase}` : null;
  return (
    <>
      {wait ? (
        // On a phone the two read "23 s | Try", joined, so the bar keeps room for the brand. Both
        // are items of the top bar's row (display: contents): the sentence truncates, Try keeps its width.
        <span className="contents">
          <WaitBadge seconds={wait.seconds} text={wait.text} joined={canTry} />
          {canTry ? (
            <button
              type="button"
              onClick={() => {
                tryHeldReadsNow();
                // The button goes with the wait: the focus moves on to the next control, not to <body>.
                next.current?.focus();
              }}
              title={t`Send the reads held by this wait now, this once`}
              className="shrink-0 rounded-e border border-s-0 border-warning px-1.5 py-0.5 whitespace-nowrap text-warning hover:bg-surface-2 max-sm:-ms-1.5 sm:rounded-md sm:border-s sm:border-border sm:px-2 sm:py-1 sm:text-fg"
            >
              <Trans>
                Try <span className="sr-only sm:not-sr-only">now</span>
              </Trans>
            </button>
          ) : null}
        </span>
      ) : null}
      <MeterCount
        snapshot={snapshot}
        why={
          ignored
            ? ' ' + t`The ${ignored}: they could not be true, so this browser counts on its own.`
            : ''
        }
        note={
          ignored ? (
            // In words from 1280 px; while a wait is shown too, from 1536 px (the bar has no room for both).
            <span
              aria-hidden="true"
              className={wait ? 'hidden 2xl:inline' : 'hidden xl:inline'}
              data-testid="budget-ignored"
            >
              {' '}
              · {ignored}
            </span>
          ) : null
        }
      />
    </>
  );
}

/**
 * On a phone the bar has no room for the sentence: a short "Wait 23 s" shows ("23 s" beside a joined
 * "Try"), the sentence is read.
 */
function WaitBadge({ seconds, text, joined }: { seconds: number; text: string; joined: boolean }) {
  const { t } = useLingui();
  return (
    <span
      role="status"
      className={`min-w-0 truncate rounded border border-warning px-1.5 py-0.5 text-warning ${joined ? 'max-sm:rounded-e-none' : ''}`}
    >
      <span aria-hidden="true" className="sm:hidden">
        {joined ? t`${seconds} s` : t`Wait ${seconds} s`}
      </span>
      {/* Capped, so a longer language's sentence is cut (whole in its title) rather than pushing the bar's end out. */}
      <span
        className="sr-only sm:not-sr-only sm:inline-block sm:max-w-64 sm:truncate sm:align-bottom"
        title={text}
      >
        {text}
      </span>
    </span>
  );
}

/**
 * A loading panel's own words for a held read (HeldReads in budget-meter.tsx): the page waits for
 * the request budget (or a 429's pause), until when, with "Try now" while this tab holds a person's
 * reads. The sentence names a clock time, so it is read once; the ticking seconds are only shown.
 * @public rendered from the module budget-meter.tsx fetches with import(), which knip does not follow
 */
export function HeldWait({ snapshot }: { snapshot: GovernorSnapshot }) {
  const { t } = useLingui();
  const { pausedUntil, waitingUntil } = snapshot;
  const pauseLeft = useCountdown(pausedUntil);
  const waitLeft = useCountdown(waitingUntil);
  const paused = pauseLeft > 0;
  const until = paused ? pausedUntil : waitingUntil;
  const seconds = paused ? pauseLeft : waitLeft;
  if (until === null || seconds <= 0) return null;
  const at = formatTime(until);
  return (
    <div
      data-testid="held-wait"
      className="my-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-warning px-3 py-2 text-sm"
    >
      <p className="min-w-0">
        <span role="status">
          {paused
            ? t`Waiting for the request budget: the service asked this browser to pause (429), so this page's data is sent at ${at}.`
            : t`Waiting for the request budget: this address used its requests for this minute, so this page's data is sent at ${at}.`}
        </span>{' '}
        <span aria-hidden="true" className="whitespace-nowrap text-muted">
          {t`(in ${seconds} s)`}
        </span>
      </p>
      {snapshot.heldReads > 0 ? (
        <button
          type="button"
          onClick={() => tryHeldReadsNow()}
          className="shrink-0 rounded-md border border-border px-2.5 py-1 whitespace-nowrap hover:bg-surface-2"
        >
          {t`Try now`}
        </button>
      ) : null}
    </div>
  );
}
