import type { Language } from './i18n';

/** Each language in its own words (the language menu is read by someone who may not read the current one). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  pseudo: 'Pseudo-locale (accented, longer)',
  'pseudo-rtl': 'Pseudo-locale (right to left)',
};
