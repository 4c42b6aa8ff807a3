/** True only in the demo build (`vite build --mode demo`); see vite.config.ts. */
declare const __DEMO__: boolean;

/** A Lingui catalogue, compiled on import by @lingui/vite-plugin (src/lib/i18n/i18n.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
