/**
 * The two React pieces Lingui's macros call (lingui.config.ts runtimeConfigModule), on @lingui/core
 * alone: no provider in the tree, the active language read from the one i18n instance.
 */
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

export function useLingui() {
  const current = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale: current }), [current]);
}

/** @public The macros' `<Trans>` (lingui.config.ts runtimeConfigModule), so code reaches it through the macro. */
export function Trans(props: TransProps) {
  // Subscribed through useLingui, so a change of language renders it again.
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
