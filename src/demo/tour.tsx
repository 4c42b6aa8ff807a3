/**
 * The guided tour of a scenario (demo build only, loaded when the banner's Tour is first pressed).
 * A Radix popover that is not modal: it points at one thing per step and leaves the page usable, so
 * the presenter acts between steps. Keys: Tab reaches its buttons, ← and → move between steps,
 * Escape closes it; focus stays in the card while the tour changes pages. See docs/demo.md.
 */
import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { ScenarioId } from '../../mock/scenario-ids';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { setTour, subscribeTour, tourState } from './tour-state';
import { TOURS } from './tours';

interface Measurable {
  getBoundingClientRect(): DOMRect;
}

/** Where the card sits when what a step points at is not on the page: the bottom corner. */
const corner: Measurable = {
  getBoundingClientRect: () =>
    new DOMRect(globalThis.innerWidth - 16, globalThis.innerHeight - 16, 0, 0),
};

/** A target taller than half the screen (a long table) gets its ring, and the card waits in the corner. */
function large(target: Element): boolean {
  const box = target.getBoundingClientRect();
  return box.height > globalThis.innerHeight * 0.5;
}

/** Finds what a step points at, waiting up to 4 s for the page to draw it; else the page's heading. */
function useTarget(
  selector: string,
  page: string,
  pathname: string,
  index: number,
): { element: Element | null; named: boolean } {
  const key = `${index} ${pathname}`;
  const [found, setFound] = useState<{
    key: string;
    element: Element | null;
    named: boolean;
  } | null>(null);
  useEffect(() => {
    if (pathname !== page) return;
    let cancelled = false;
    const started = performance.now();
    const find = () => {
      if (cancelled) return;
      // A hidden match (the side nav on a phone) is as good as none.
      const match = document.querySelector(selector);
      const visible = match && match.getClientRects().length > 0 ? match : null;
      const late = performance.now() - started > 4000;
      if (visible || late) {
        const element = visible ?? document.querySelector('main h1');
        element?.scrollIntoView({ block: 'nearest' });
        setFound({ key, element, named: visible !== null });
        return;
      }
      setTimeout(find, 100);
    };
    find();
    return () => {
      cancelled = true;
    };
  }, [selector, page, pathname, key]);
  // What was found for another step or page is not this one's.
  return found?.key === key && pathname === page ? found : { element: null, named: false };
}

/** A ring around what the step points at; it follows scrolling and never takes a click. */
function Ring({ target }: { target: Element }) {
  const ring = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      const box = target.getBoundingClientRect();
      const style = ring.current?.style;
      if (style) {
        style.transform = `translate(${box.left - 4}px, ${box.top - 4}px)`;
        style.width = `${box.width + 8}px`;
        style.height = `${box.height + 8}px`;
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return (
    <div
      ref={ring}
      aria-hidden="true"
      data-testid="tour-ring"
      className="pointer-events-none fixed top-0 left-0 z-40 rounded-md border-2 border-accent shadow-[0_0_0_4px_color-mix(in_oklab,var(--color-accent)_25%,transparent)]"
    />
  );
}

export default function Tour({ scenario, onClose }: { scenario: ScenarioId; onClose: () => void }) {
  const { t } = useLingui();
  const steps = TOURS[scenario];
  const { step: stored, fresh } = useSyncExternalStore(subscribeTour, tourState);
  const index = Math.min(stored, steps.length - 1);
  const step = steps[index]!;
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const card = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const last = index === steps.length - 1;
  const number = formatNumber(index + 1);
  const count = formatNumber(steps.length);
  const title = t(step.title);

  // A step goes to its page once, when it is reached; after that the presenter may go anywhere (the
  // card then waits in the corner), and a tour drawn again (on the connect screen) stays where it is.
  const visit = useCallback(
    (page: string) => {
      if (location.pathname !== page) void navigate({ to: page });
    },
    [navigate],
  );
  useEffect(() => {
    if (!fresh) return;
    setTour({ fresh: false });
    visit(steps[0]!.page);
  }, [fresh, steps, visit]);
  const { element: target, named } = useTarget(step.target, step.page, pathname, index);
  const anchor = target && !large(target) ? target : null;

  // Focus stays in the card while the tour changes pages (a page change moves focus to its heading).
  const hadFocus = useRef(true);
  useEffect(() => {
    if (!hadFocus.current) return;
    const id = requestAnimationFrame(() => {
      if (!card.current?.contains(document.activeElement)) (next.current ?? card.current)?.focus();
    });
    return () => cancelAnimationFrame(id);
  }, [index, target]);

  const go = (to: number) => {
    hadFocus.current = card.current?.contains(document.activeElement) ?? false;
    const reached = Math.max(0, Math.min(steps.length - 1, to));
    setTour({ step: reached });
    visit(steps[reached]!.page);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !last) go(index + 1);
    else if (event.key === 'ArrowLeft' && index > 0) go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      {target ? <Ring target={target} /> : null}
      <Popover.Root open modal={false}>
        <Popover.Anchor virtualRef={{ current: anchor ?? corner }} />
        <Popover.Portal>
          <Popover.Content
            ref={card}
            side={anchor ? 'bottom' : 'top'}
            align={anchor ? 'start' : 'end'}
            sideOffset={10}
            collisionPadding={8}
            aria-labelledby="tour-title"
            aria-describedby="tour-body"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              next.current?.focus();
            }}
            // Never in the way: pressing or focusing the page leaves the tour open; Escape closes it.
            onInteractOutside={(event) => event.preventDefault()}
            onEscapeKeyDown={onClose}
            onKeyDown={onKeyDown}
            data-testid="tour"
            // What the card points at: the step's own target, the page's heading in its place, or nothing yet.
            data-pointing={target ? (named ? 'target' : 'heading') : 'none'}
            className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-4 text-sm text-fg shadow-lg"
          >
            <p className="text-xs text-muted">{t`Tour · step ${number} of ${count}`}</p>
            <h2 id="tour-title" className="mt-1 font-semibold">
              {title}
            </h2>
            <p id="tour-body" className="mt-1">
              {t(step.body)}
            </p>
            <p aria-live="polite" className="sr-only">{t`Step ${number} of ${count}: ${title}`}</p>
            <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
              <Button size="sm" variant="ghost" onClick={onClose}>{t`Close the tour`}</Button>
              <Button size="sm" disabled={index === 0} onClick={() => go(index - 1)}>
                {t`Back`}
              </Button>
              <Button
                ref={next}
                size="sm"
                variant="primary"
                onClick={() => (last ? onClose() : go(index + 1))}
              >
                {last ? t`Finish` : t`Next`}
              </Button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}
