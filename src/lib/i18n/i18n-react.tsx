/**
 * What Lingui's macros call in components (lingui.config.ts runtimeConfigModule): `useLingui` and
 * `<Trans>` on the one i18n instance, with no provider in the tree. A component that reads them
 * renders again when the language changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n } from './i18n';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

export function useLingui() {
  const current = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale: current }), [current]);
}

/** @public The macros' `<Trans>`, so code reaches it through the macro. */
export function Trans(props: TransProps) {
  // Subscribed through useLingui, so a change of language renders it again.
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
