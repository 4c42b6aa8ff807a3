/**
 * Code a page mounts but no first view runs (the Radix code of dialogs and menus): it loads when
 * it is first wanted, and is fetched ahead when the browser is idle after the first view or when a
 * trigger is pointed at or focused (`load`), so a first open rarely waits (docs/performance.md).
 * Once loaded it is handed out synchronously, so later opens render in the same frame.
 */
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

type State<T> = { module?: T; error?: unknown };

export interface LazyPart<T> {
  /** Starts the import once (again after a failure); resolves when the module is there. */
  load: () => Promise<void>;
  /** Loads it when the browser is idle after the first view (once per part). */
  loadWhenIdle: () => void;
  state: () => State<T>;
  subscribe: (listener: () => void) => () => void;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let state: State<T> = {};
  let pending: Promise<void> | undefined;
  let scheduled = false;
  const listeners = new Set<() => void>();
  const set = (next: State<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = () => {
    if (state.module) return Promise.resolve();
    if (pending) return pending;
    if (state.error) set({});
    pending = importer().then(
      (module) => set({ module }),
      (error: unknown) => {
        // A later open tries again (the file may be back after a deploy finishes).
        pending = undefined;
        set({ error });
      },
    );
    return pending;
  };
  return {
    load,
    loadWhenIdle: () => {
      if (scheduled) return;
      scheduled = true;
      whenIdle(() => void load(), 3000);
    },
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part's module once loaded, else undefined; while `wanted`, starts loading it. A failed
 * import is thrown while wanted, so the page's error view says the console must be reloaded
 * instead of a dialog that silently never opens.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean): T | undefined {
  const state = useSyncExternalStore(part.subscribe, part.state);
  const loaded = state.module !== undefined;
  useEffect(() => {
    if (wanted && !loaded) void part.load();
  }, [part, wanted, loaded]);
  if (wanted && state.error) throw state.error;
  return state.module;
}

/**
 * A dialog whose code (its form, schema, write components) no first view runs: renders nothing
 * until `open` is first true, loads it then, and from then on renders it as if imported. The page
 * that defines it fetches it ahead when the browser is idle after the first view (also when the
 * dialog is mounted only as it opens). Focus still comes back to what had it: `Dialog` remembers
 * it when it mounts open.
 *
 *   const DestroyDialog = lazyWhenOpen(() => import('./destroy-dialog').then((m) => m.DestroyDialog));
 */
export function lazyWhenOpen<P extends { open: boolean }>(
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = lazyPart(() => importer().then((Component) => ({ Component })));
  part.loadWhenIdle();
  return function LazyWhenOpen(props: P) {
    const loaded = useLazyPart(part, props.open);
    return loaded ? createElement(loaded.Component, props) : null;
  };
}
