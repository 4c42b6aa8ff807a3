/**
 * The macros' `<Trans>` (lingui.config.ts runtimeConfigModule): @lingui/react's provider-less
 * TransNoContext on the console's message runtime (src/lib/i18n/message-runtime.ts). A module of its own, so only the pages that use <Trans>
 * load it (about 1 kB gzip), never the first load.
 */
import type { I18n } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n } from './i18n';
import { useLingui } from './i18n-react';

/** @public The macros' `<Trans>` (lingui.config.ts runtimeConfigModule), so code reaches it through the macro. */
export function Trans(props: TransProps) {
  // Subscribed through useLingui, so a change of language renders it again.
  useLingui();
  // It calls only `_` (src/lib/i18n/message-runtime.ts keeps @lingui/core's signature for it).
  return <TransNoContext {...props} lingui={{ i18n: i18n as unknown as I18n }} />;
}
