/**
 * German: every part's catalogue (src/locales/de/*.po, compiled on import by @lingui/vite-plugin) in
 * one chunk, loaded only when German is the language (src/lib/i18n/i18n.ts). The demo's words come only
 * in the demo build.
 */
import type { Messages } from '@lingui/core';

const parts = import.meta.glob<Messages>(['./de/*.po', '!./de/demo.po'], {
  eager: true,
  import: 'messages',
});

export async function germanMessages(): Promise<Messages> {
  const demo = __DEMO__ ? (await import('./de/demo.po')).messages : {};
  return Object.assign({}, ...Object.values(parts), demo);
}
