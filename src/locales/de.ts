/**
 * German: every part's catalogue (src/locales/de/*.po, compiled on import by @lingui/vite-plugin) in
 * one chunk, loaded only when German is the language (src/lib/i18n.ts).
 */
import type { Messages } from '@lingui/core';

const parts = import.meta.glob<Messages>('./de/*.po', { eager: true, import: 'messages' });
export const messages: Messages = Object.assign({}, ...Object.values(parts));
