/**
 * The macros' `<Trans>` (lingui.config.ts runtimeConfigModule): @lingui/react's provider-less
 * TransNoContext on the one i18n instance. A module of its own, so only the pages that use <Trans>
 * load it (about 1 kB gzip), never the first load.
 */
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n } from './i18n';
import { useLingui } from './i18n-react';

/** @public The macros' `<Trans>` (lingui.config.ts runtimeConfigModule), so code reaches it through the macro. */
export function Trans(props: TransProps) {
  // Subscribed through useLingui, so a change of language renders it again.
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
