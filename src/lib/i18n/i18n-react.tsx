/**
 * `useLingui`, which Lingui's macros call (lingui.config.ts runtimeConfigModule), on @lingui/core
 * alone: no provider in the tree, the active language read from the one i18n instance. `<Trans>` is
 * in i18n-trans.tsx, so the first load (which uses only `t`) does not carry it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

export function useLingui() {
  const current = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale: current }), [current]);
}
