import { msg } from '@lingui/core/macro';
import { i18n, type Language } from './i18n';

/**
 * Each language in its own words (the language menu is read by someone who may not read the current
 * one); the two pseudo-locales, tools for testing layouts, in the console's language.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  get pseudo() {
    return i18n._(msg`Pseudo-locale (accented, longer)`);
  },
  get 'pseudo-rtl'() {
    return i18n._(msg`Pseudo-locale (right to left)`);
  },
};
