/**
 * The undo window's toast, at the foot of every page and over every route (it keeps counting while
 * the person moves on): each delete held in any tab with its countdown and Undo, one refused when
 * its window ended, and how many sign-out cancelled. The countdown is announced once (a polite
 * live region), not every second. Names are masked whole in presentation mode.
 * Drawn in the root route (watch.tsx) the first time there is something to show; it sends the
 * delete of a window whose tab died (store.ts) with the app's query client, so the lists follow.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { underPath, type ApiPath } from '@/api/cache/call-query';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { shown, usePresenting } from '@/lib/presentation/presentation';
import { useCountdown } from '@/lib/hooks/use-countdown';
import {
  cancelledBySignOut,
  dismiss,
  dismissSignOutNote,
  monotonicNow,
  setTakeOver,
  subscribeHolds,
  undo,
  type Hold,
} from './store';
import { outcomeOf, sendDeletes } from './take-over';
import { useHolds } from './use-holds';

function useName(hold: Hold): string {
  const { t } = useLingui();
  usePresenting();
  const name = shown(hold.name, 'word');
  const more = (hold.count ?? 1) - 1;
  return more > 0 ? t`${name} and ${more} more` : name;
}

/** The lists its resources are in ("/volumes" for "/volumes/v-1"), read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (targets: readonly string[]) => {
    const lists = new Set(targets.map((target) => `/${target.split('/')[1] ?? ''}` as ApiPath));
    for (const list of lists) void queryClient.invalidateQueries(underPath(list));
  };
}

/**
 * How a window ended, saying only what is known: "was not deleted" on the service's refusal,
 * "may not have been deleted" when no answer came, "already gone" on a 404.
 */
function EndedToast({ hold }: { hold: Hold }) {
  const { t } = useLingui();
  const name = useName(hold);
  const refresh = useRefresh();
  const outcome = hold.end === 'lost' ? 'unknown' : outcomeOf(hold.error);
  // A 404 or a delete sent for another tab: this tab's lists may still show what is gone.
  const stale = outcome === 'gone' || hold.end === 'taken-over';
  useEffect(() => {
    if (stale) refresh(hold.targets);
    // Once per window that ended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hold.id]);
  const heading =
    hold.end === 'joined'
      ? t`Nothing was sent for ${name} from this tab.`
      : outcome === 'deleted'
        ? t`${name} was deleted.`
        : outcome === 'gone'
          ? t`${name} was already gone.`
          : outcome === 'unknown'
            ? t`${name} may not have been deleted.`
            : t`${name} was not deleted.`;
  const why =
    hold.end === 'joined'
      ? t`Another tab had already started a delete of it; that window stands.`
      : hold.end === 'lost'
        ? t`The tab that held this delete stopped answering, and this tab cannot tell whether it sent it. Check the list before deleting again.`
        : hold.end === 'taken-over'
          ? t`The tab that held this delete closed before sending it; this tab sent it.`
          : undefined;
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className="font-medium">{heading}</p>
      {why ? <p>{why}</p> : null}
      {outcome === 'gone' ? (
        <p>{t`The service answered 404 (not found): nothing was left to delete.`}</p>
      ) : outcome === 'deleted' ? null : (
        <ErrorView error={hold.error} />
      )}
      <Button size="sm" className="self-end" onClick={() => dismiss(hold.id)}>
        {t`Dismiss`}
      </Button>
    </div>
  );
}

function HeldToast({ hold }: { hold: Hold }) {
  const { t } = useLingui();
  const name = useName(hold);
  const seconds = useCountdown(hold.deadline, monotonicNow);
  if (hold.state === 'ended') return <EndedToast hold={hold} />;
  if (hold.state === 'sending' || seconds === 0) return <p>{t`Deleting ${name}…`}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p>
        <bdi>{t`Deleting ${name} in ${seconds} s`}</bdi>
      </p>
      <Button
        size="sm"
        variant="primary"
        aria-label={t`Undo deleting ${name}`}
        onClick={() => undo(hold.id)}
      >
        {t`Undo`}
      </Button>
    </div>
  );
}

/** Says each new window once, and an Undo once: the ticking seconds are not read out. */
function useAnnouncement(holds: readonly Hold[]): string {
  const { t } = useLingui();
  const presenting = usePresenting();
  const seen = useRef(new Set<string>());
  const [message, setMessage] = useState('');
  useEffect(() => {
    const now = new Set(holds.map((hold) => hold.id));
    const fresh = holds.find((hold) => hold.state === 'held' && !seen.current.has(hold.id));
    const undone = [...seen.current].some((id) => !now.has(id));
    if (fresh) {
      const name = presenting ? shown(fresh.name, 'word') : fresh.name;
      const seconds = Math.max(0, Math.round((fresh.deadline - monotonicNow()) / 1000));
      setMessage(
        t`Deleting ${name} in ${seconds} seconds. Undo is in the notice at the foot of the page.`,
      );
    } else if (undone && holds.length === 0) setMessage('');
    seen.current = now;
  }, [holds, presenting, t]);
  return message;
}

export function UndoWindowHost() {
  const { t } = useLingui();
  const holds = useHolds();
  const message = useAnnouncement(holds);
  const cancelled = useSyncExternalStore(subscribeHolds, cancelledBySignOut, cancelledBySignOut);
  // While the toast is drawn, this tab can send the delete of a window whose tab died.
  useEffect(() => {
    setTakeOver((hold) => sendDeletes(hold.targets));
    return () => setTakeOver(undefined);
  }, []);
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="undo-announcer">
        {message}
      </div>
      {holds.length > 0 || cancelled > 0 ? (
        <section
          aria-label={t`Deletes waiting`}
          className="fixed bottom-4 end-4 z-40 flex w-[min(26rem,calc(100vw-2rem))] flex-col gap-2"
          data-testid="undo-toast"
        >
          {holds.map((hold) => (
            <div
              key={hold.id}
              className="rounded-md border border-border bg-surface-2 p-3 text-sm shadow-lg"
            >
              <HeldToast hold={hold} />
            </div>
          ))}
          {cancelled > 0 ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface-2 p-3 text-sm shadow-lg"
            >
              <p>
                {plural(cancelled, {
                  one: 'Signed out: # delete waiting was cancelled. Nothing was sent for it.',
                  other: 'Signed out: # deletes waiting were cancelled. Nothing was sent for them.',
                })}
              </p>
              <Button size="sm" onClick={dismissSignOutNote}>
                {t`Dismiss`}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
