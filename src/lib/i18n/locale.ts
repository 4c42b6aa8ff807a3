/**
 * The locale every formatter uses (src/lib/format.ts and the charts), set by src/lib/i18n/i18n.ts from the
 * language preference. Its own module, without the message runtime, so tests and the formatters
 * read it cheaply; 'en-US' until a language is activated.
 */
let current = 'en-US';
let language = 'en';

export const formatLocale = (): string => current;
/** The language's base tag: 'en', 'de' (the pseudo-locales are 'en'). */
export const formatLanguage = (): string => language;

export function setFormatLocale(locale: string, base: string): void {
  current = locale;
  language = base;
}
