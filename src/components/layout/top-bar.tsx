import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { currentServiceDocs } from '@/api/service-docs';
import { Button } from '@/components/ui/button';
import { signOut } from '@/api/session/sign-out';
import { useIdentity } from '@/api/identity/use-identity';
import {
  MASKED_EMAIL,
  MASKED_WORD,
  maskText,
  setPresenting,
  usePresenting,
} from '@/lib/presentation/presentation';
import { PresentingMarker } from './presentation-switch';
import { BudgetMeter } from './budget-meter';
import { LiveStatusSlot } from './live-status-slot';
import { ThemeToggle } from './theme-toggle';
import { useLingui } from '@lingui/react/macro';

/** The product's name, a brand: not translated. */
const BRAND = ['Cloud ', 'Console'];

/** `commands` (search and shortcuts) come from the route shell, which may compose features. */
export function TopBar({
  onToggleNav,
  navOpen,
  menuButtonRef,
  commands,
  attention,
}: {
  onToggleNav: () => void;
  navOpen: boolean;
  /** The shell gives the focus back to it when the phone menu is closed from its backdrop or Escape. */
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
  commands?: ReactNode;
  /** The count of what needs attention and its panel (a feature, composed by the route shell). */
  attention?: ReactNode;
}) {
  const { t } = useLingui();
  const { data: identity } = useIdentity();
  const queryClient = useQueryClient();
  const router = useRouter();
  const docs = currentServiceDocs();
  // Presentation mode: the person's e-mail and the account's name are masked; the person's own name
  // stays (it is the presenter's, and it tells them which sign-in they are sharing).
  const presenting = usePresenting();
  const email = identity?.person?.email && presenting ? MASKED_EMAIL : identity?.person?.email;
  const accountName = identity && presenting ? MASKED_WORD : identity?.accountName;
  const name =
    identity?.person && presenting ? maskText(identity.person.name) : identity?.person?.name;
  const keyName = identity?.keyName ?? t`unknown key`;
  const signOutLabel = t`Sign out`;
  const role = identity?.person?.role;
  const scope =
    identity?.scope === 'unknown'
      ? t`scope unknown`
      : identity?.scope === 'read'
        ? t`read`
        : identity?.scope === 'full'
          ? t`full`
          : identity?.scope;
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-surface px-3 sm:gap-3 md:px-4">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="sm"
        className="md:hidden"
        aria-expanded={navOpen}
        aria-controls="side-nav"
        onClick={onToggleNav}
      >
        <span aria-hidden="true">☰</span>
        <span className="sr-only">{t`Menu`}</span>
      </Button>
      {/* Below lg the brand takes the room its controls leave (a size container): "Cloud Console" when
          it fits, "Console" when it does not (a phone, or the rate-limit sentence in the bar), so
          it is never cut to "Cloud Con…" or "C…". From lg it keeps its width and the identity gives way. */}
      {/* From sm it keeps at least "Console" (its min-width) and the controls' group shrinks instead;
          on a phone with no room left even for that (a longer language's wait and Try), the brand
          is cut (whole in its title) rather than drawn under the controls. */}
      <div className="@container min-w-0 flex-1 sm:min-w-18 lg:flex-none lg:[container-type:normal]">
        <Link
          to="/"
          className="block truncate font-semibold whitespace-nowrap"
          title={BRAND.join('')}
        >
          <span className="@max-[8.5rem]:sr-only">{BRAND[0]}</span>
          {BRAND[1]}
        </Link>
      </div>
      {/* From lg it grows to fill rather than being pushed right by a margin: when the identity
          arrives, the controls keep their place instead of the whole group moving (no layout shift).
          Below lg it has its content's width: the brand gives way first, down to "Console" (its
          min-width), and only then does the group shrink (the meter's wait sentence truncates), so
          a longer language's wait never pushes Sign out past the window's edge. */}
      <div className="flex min-w-0 items-center justify-end gap-1.5 text-sm whitespace-nowrap sm:gap-2 lg:flex-auto lg:shrink">
        {identity?.person ? (
          // Behind a team's proxy: the person the SSO front signed in, and the role their groups give.
          <span className="hidden text-muted lg:contents" data-testid="session-identity">
            <span
              className="shrink-[1000] truncate"
              title={
                email && identity.person.email !== identity.person.name
                  ? t`${name} (${email})`
                  : name
              }
            >
              <strong className="text-fg">{name}</strong>
            </span>
            <span className="shrink-0 rounded border border-border px-1.5 py-0.5 text-xs">
              {role === 'admin' ? t`admin` : role === 'viewer' ? t`viewer` : role}
            </span>
          </span>
        ) : identity ? (
          // Its parts are the bar's own items (display: contents): the name gives way (shrink-[1000]) and
          // the scope badge keeps its width beside it. Inside one shrinking box the badge overflowed
          // it and was drawn over the wait and the meter ("scope unknown" over "Budget used…").
          <span className="hidden text-muted lg:contents" data-testid="session-identity">
            {/* The name truncates, never the scope badge; the tooltip has what the ellipsis hides. */}
            <span className="shrink-[1000] truncate" title={t`${accountName} · key ${keyName}`}>
              {accountName} · {t`key`} <strong className="text-fg">{keyName}</strong>
            </span>
            <span className="shrink-0 rounded border border-border px-1.5 py-0.5 text-xs">
              {scope}
            </span>
          </span>
        ) : null}
        <PresentingMarker />
        <LiveStatusSlot where="bar" />
        {/* Squeezed last: the identity's name gives way first (shrink-[1000]: it takes nearly all of
            the squeeze while it has width; a factor below 1 here would leave most of the overflow
            unshrunk); only then does the meter's wait sentence truncate, whole in its title. The
            meter's parts are items of this row (display: contents), so only those two texts shrink
            and a badge or button that keeps its width never spills over its neighbour. */}
        <BudgetMeter />
        {docs ? (
          <>
            <a
              className="hidden text-accent underline 2xl:inline"
              href={docs.guide}
              target="_blank"
              rel="noreferrer noopener"
            >
              {t`Docs`}
            </a>
            <a
              className="hidden text-accent underline 2xl:inline"
              href={docs.api}
              target="_blank"
              rel="noreferrer noopener"
            >
              {t`API reference`}
            </a>
          </>
        ) : null}
        {attention}
        {commands}
        {/* On a phone the bar is full: Preferences is in the menu (side nav) there. */}
        <Link
          to="/preferences"
          className="hidden rounded-md px-1.5 py-1 text-muted hover:bg-surface-2 hover:text-fg sm:inline-flex"
          aria-label={t`Preferences`}
          title={t`Preferences`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5 fill-none stroke-current"
            strokeWidth="1.6"
          >
            <circle cx="10" cy="10" r="2.6" />
            <path d="M10 2.5v2.2M10 15.3v2.2M2.5 10h2.2M15.3 10h2.2M4.7 4.7l1.6 1.6M13.7 13.7l1.6 1.6M4.7 15.3l1.6-1.6M13.7 6.3l1.6-1.6" />
          </svg>
        </Link>
        {/* On a phone it is in the menu (side nav) instead: its room goes to the brand and the rate-limit badge. */}
        <ThemeToggle className="hidden sm:inline-block" />
        <Button
          size="sm"
          onClick={() => {
            // Signing out ends the session, and with it presentation mode (in every tab).
            void setPresenting(false);
            // Behind a team's proxy, signOut leaves for the SSO front's sign-out instead.
            if (!signOut(queryClient))
              void router.navigate({ to: '/connect', search: { reason: 'signed_out' } });
          }}
        >
          {/* Capped on a phone, where a longer language would push the bar's end out; whole in its title. */}
          <span className="block max-w-20 truncate sm:max-w-none" title={signOutLabel}>
            {signOutLabel}
          </span>
        </Button>
      </div>
    </header>
  );
}
