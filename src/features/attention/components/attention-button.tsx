/**
 * The top bar's count of what needs attention, and the panel it opens. It loads just after the shell
 * (the route's lazy part; its slot keeps its size meanwhile) and reads the count from the stored
 * list at once, on every page. What feeds the list (watch.ts) starts when the browser is first
 * idle; the panel's code loads when it is first opened.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIdentity } from '@/api/identity/use-identity';
import type { Identity } from '@/api/identity/identity';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/code-loading/when-idle';
import { attentionStore, ownerName } from '../store';

// As the top bar's palette (global-commands.tsx): loaded when first opened, then kept mounted so
// a closed panel still gives the focus back.
const AttentionPanel = lazy(() =>
  import('./attention-panel').then((m) => ({ default: m.AttentionPanel })),
);

/** Whose list: the person behind a team's proxy, else the account and the key's ID (never the key). */
export function ownerOf(identity: Identity): string {
  return identity.person
    ? ownerName(['person', identity.person.email || identity.person.name])
    : ownerName(['key', identity.accountEmail, identity.keyId]);
}

/** Says a rise of the count once (a polite live region), not each look that finds nothing new. */
function useAnnouncement(count: number, owner: string | null): string {
  const before = useRef<{ owner: string | null; count: number }>({ owner, count });
  const [message, setMessage] = useState('');
  useEffect(() => {
    const rose = before.current.owner === owner && count > before.current.count;
    before.current = { owner, count };
    setMessage(
      rose
        ? plural(count, {
            one: '# new item needs attention',
            other: '# new items need attention',
          })
        : '',
    );
  }, [count, owner]);
  return message;
}

export function AttentionButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();
  const owner = identity ? ownerOf(identity) : null;
  useEffect(() => attentionStore.setOwner(owner), [owner]);
  const count = useSyncExternalStore(attentionStore.subscribe, attentionStore.unread, () => 0);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const announcement = useAnnouncement(count, owner);
  useEffect(
    () =>
      whenIdle(() => {
        // A chunk that cannot load now (a deploy replaced it, the network dropped) leaves the list
        // as stored; the next full load starts the watch. Never an uncaught error.
        import('../watch').then((m) => m.startWatching(queryClient)).catch(() => undefined);
      }, 5000),
    [queryClient],
  );
  return (
    <>
      {/* Below 2xl the top bar has no room for it beside the identity, the meter and a rate-limit
          badge (top-bar-together and small-visual found overlaps at 1280 px and on phones): the
          side nav, or the phone's menu, holds the count there (AttentionMenuLink). */}
      <span className="hidden 2xl:inline-flex">
        <Button
          size="sm"
          variant="ghost"
          className="relative text-muted"
          aria-haspopup="dialog"
          aria-label={
            count > 0 ? t`What needs attention: ${count} new` : t`What needs attention: nothing new`
          }
          title={t`What needs attention`}
          data-testid="attention-button"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5 fill-none stroke-current"
            strokeWidth="1.6"
          >
            <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 2 6H3c.5-.5 2-2 2-6ZM8.2 16.5a2 2 0 0 0 3.6 0" />
          </svg>
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="attention-count"
              className="ms-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-semibold text-accent-fg"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </span>
      {/* A polite live region, not a status: the top bar's status is the request budget's. */}
      <span aria-live="polite" className="sr-only" data-testid="attention-announcement">
        {announcement}
      </span>
      {wanted ? (
        <Suspense fallback={null}>
          <AttentionPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Below 2xl, the side nav's line (the phone's menu): the whole list's page, with the count of what is new. */
export function AttentionMenuLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const count = useSyncExternalStore(attentionStore.subscribe, attentionStore.unread, () => 0);
  return (
    <Link
      to="/attention"
      onClick={onNavigate}
      className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-fg hover:bg-surface-2"
      activeProps={{ 'aria-current': 'page' }}
    >
      {t`What needs attention`}
      {count > 0 ? (
        // Its own width: a label that wraps (German takes three lines here) would squeeze it.
        <span className="min-w-5 shrink-0 rounded-full bg-accent px-1 text-center text-xs font-semibold text-accent-fg">
          {count > 99 ? '99+' : count}
          <span className="sr-only"> {t`new`}</span>
        </span>
      ) : null}
    </Link>
  );
}
