import { useLingui } from '@lingui/react/macro';
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import {
  togglePresenting,
  usePresenting,
  usePresentingFailed,
} from '@/lib/presentation/presentation';

// The top bar's marker (presenting-marker.tsx) is a part of its own, loaded when the mode is on (the
// lazy-part.ts pattern, with a loader of a few lines: lazyPart itself is not in the entry). A load
// that fails leaves the band out and is tried again the next time the mode is on; the side nav's
// switch still says "on".
let Marker: ComponentType | undefined;
let loading: Promise<void> | undefined;
const markerListeners = new Set<() => void>();

export function loadPresentingMarker(): Promise<void> {
  loading ??= import('./presenting-marker').then(
    (module) => {
      Marker = module.PresentingMarker;
      for (const listener of markerListeners) listener();
    },
    () => void (loading = undefined),
  );
  return loading;
}

const subscribeMarker = (listener: () => void) => {
  markerListeners.add(listener);
  return () => void markerListeners.delete(listener);
};

/** The top bar's marker (band and off button), only while presentation mode is on. */
export function PresentingMarker() {
  const on = usePresenting();
  const Loaded = useSyncExternalStore(subscribeMarker, () => Marker);
  useEffect(() => {
    if (on && !Loaded) void loadPresentingMarker();
  }, [on, Loaded]);
  return on && Loaded ? createElement(Loaded) : null;
}

/**
 * The menu entry (side nav, and the phone menu): a switch, with its shortcut. If the mode could not
 * be turned on (its masks could not be loaded), it says so and stays off.
 */
export function PresentationSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const on = usePresenting();
  const failed = usePresentingFailed() && !on;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-keyshortcuts="Shift+P"
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-start text-fg hover:bg-surface-2',
        className,
      )}
      onClick={() => void togglePresenting()}
    >
      <span>{t`Presentation mode`}</span>
      {failed ? (
        <span className="rounded border border-danger px-1 text-xs text-danger">
          {t`could not turn on: reload`}
        </span>
      ) : (
        <span
          className={cn(
            'rounded border px-1 text-xs',
            on ? 'border-warning text-warning' : 'border-border text-muted',
          )}
        >
          {on ? t`on` : t`off`}
        </span>
      )}
    </button>
  );
}
