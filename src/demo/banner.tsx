import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ScenarioId } from '../../mock/scenario-ids';
import { getRuntimeConfig } from '@/api/config';
import { getSession } from '@/api/session/session';
import { signOut } from '@/api/session/sign-out';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { aheadLabel, demoState, SCENARIO_CHOICES, scenarioLink } from './scenario-list';
import { setTour, subscribeTour, tourState } from './tour-state';
import { DemoWelcome } from './welcome';

/** The roles a demo link can name (src/demo/link.ts), as a presenter reads them. */
const LINKS = [
  ['full', msg`full key`],
  ['read', msg`read-only key`],
  ['member', msg`team member`],
  ['suspended', msg`suspended account`],
] as const;

/** This page, opened connected with the demo key of `role` (src/demo/link.ts). */
const roleLink = (role: string, page: string) =>
  `/?demo-as=${role}&demo-page=${encodeURIComponent(page)}`;

const HOUR = 3_600_000;
const JUMPS = [
  [HOUR, msg`+1 hour`, msg`Move the demo clock 1 hour ahead`],
  [24 * HOUR, msg`+1 day`, msg`Move the demo clock 1 day ahead`],
] as const;

// The tour and its popover load when it is first opened (docs/demo.md).
const Tour = /* @__PURE__ */ lazy(() => import('@/demo/tour'));
const backend = () => import('@/demo/backend');

/** The role of the key this tab uses, so a scenario switch keeps it (full when it is not a demo key). */
async function currentRole(): Promise<string> {
  const token = getSession()?.token;
  const keys = await (await backend()).demoKeys();
  return Object.entries(keys).find(([, value]) => value === token)?.[0] ?? 'full';
}

/** Always visible in the demo build, so nobody mistakes demo data for a real account. */
function DemoBannerImpl() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [busy, setBusy] = useState(false);
  const [ahead, setAhead] = useState(demoState.offsetMs);
  const [funded, setFunded] = useState(false);
  const touring = useSyncExternalStore(subscribeTour, tourState).open;
  const tourButton = useRef<HTMLButtonElement>(null);
  // On a phone the controls are folded behind one button, so the page starts on the first screen
  // (they took 210 px of an 844 px screen); open while the tour shows them.
  const [controlsOpen, setControlsOpen] = useState(false);
  const controlsId = useId();
  const folded = !controlsOpen && !touring;
  if (getRuntimeConfig().mode !== 'demo') return null;
  const scenario = demoState.scenario;
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries();
    } finally {
      setAhead(demoState.offsetMs);
      setBusy(false);
    }
  };
  return (
    <>
      <div
        role="note"
        aria-label={t`Demo`}
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1.5 bg-warning px-3 py-1.5 text-sm text-bg"
      >
        <span>
          <strong>{t`Demo data.`}</strong>{' '}
          <span className={cn(folded && 'max-sm:hidden')}>
            {t`Everything runs in this browser; nothing reaches a real service or bills anyone.`}
          </span>
        </span>
        <Button
          size="sm"
          className="sm:hidden"
          aria-expanded={!folded}
          aria-controls={controlsId}
          onClick={() => setControlsOpen((open) => !open)}
        >
          {t`Demo controls`}
        </Button>
        {scenario === 'low-balance' ? (
          <>
            <Button
              size="sm"
              data-demo="add-funds"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  await (await backend()).addFundsAsHolder(10_000);
                  setFunded(true);
                })
              }
            >
              {t`Add $100 as the account holder`}
            </Button>
            <span role="status">{funded ? t`Added $100: the account’s keys work again.` : ''}</span>
          </>
        ) : null}
        <div id={controlsId} className={cn('contents', folded && 'max-sm:hidden')}>
          <label className="flex items-center gap-1.5">
            <span>{t`Scenario`}</span>
            <select
              data-demo="scenario"
              value={scenario}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as ScenarioId;
                setBusy(true);
                // A fresh page in the scenario's start, signed in with the same role: nothing of before is kept.
                void currentRole().then((role) => location.assign(scenarioLink(next, role)));
              }}
              className="rounded-md border border-border bg-surface px-1.5 py-0.5 text-fg"
            >
              {SCENARIO_CHOICES.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {t(choice.label)}
                </option>
              ))}
            </select>
          </label>
          <span
            data-demo="clock"
            role="group"
            aria-label={t`Demo clock`}
            className="flex items-center gap-1.5"
          >
            <span>
              {t`Clock:`} <span data-testid="demo-clock">{aheadLabel(ahead)}</span>
            </span>
            {JUMPS.map(([ms, label, name]) => (
              <Button
                key={ms}
                size="sm"
                aria-label={t(name)}
                disabled={busy}
                onClick={() => act(async () => (await backend()).jumpClock(ms))}
              >
                {t(label)}
              </Button>
            ))}
          </span>
          <Button
            ref={tourButton}
            size="sm"
            aria-expanded={touring}
            onClick={() => setTour({ open: true, step: 0, fresh: true })}
          >
            {t`Tour`}
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => act(async () => (await backend()).resetDemo())}
          >
            {t`Reset demo`}
          </Button>
          {pathname === '/connect' ? null : (
            <Button
              size="sm"
              onClick={() => {
                signOut(queryClient);
                void router.navigate({ to: '/connect' });
              }}
            >
              {t`Connect as someone else`}
            </Button>
          )}
          <details className="relative">
            <summary className="cursor-pointer underline">{t`Demo links`}</summary>
            <div className="z-40 mt-1 w-72 max-w-[calc(100vw-1.5rem)] rounded-md border border-border bg-surface p-2 text-start text-fg shadow sm:absolute sm:end-0">
              <p className="text-xs text-muted">{t`Open this page signed in as (copy a link to prepare a tab):`}</p>
              <ul className="mt-1 flex flex-col gap-1">
                {LINKS.map(([role, label]) => (
                  <li key={role}>
                    <a className="text-accent underline" href={roleLink(role, pathname)}>
                      {t(label)}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted">{t`Start a scenario from its beginning:`}</p>
              <ul className="mt-1 flex flex-col gap-1">
                {SCENARIO_CHOICES.map((choice) => (
                  <li key={choice.id}>
                    <a className="text-accent underline" href={scenarioLink(choice.id)}>
                      {t(choice.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </details>
        </div>
      </div>
      {touring ? (
        <Suspense fallback={null}>
          <Tour
            key={scenario}
            scenario={scenario}
            onClose={() => {
              setTour({ open: false });
              tourButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <DemoWelcome />
    </>
  );
}

// Folded at build time: the live build keeps only the empty component.
export const DemoBanner = __DEMO__ ? DemoBannerImpl : () => null;
