/**
 * The console's language (issue 31, docs/i18n.md). Messages are written in English in the code with
 * Lingui's macros; English renders from the code with no catalogue, and any other language loads
 * its own catalogue (one chunk per language, src/locales/*.po) before the first render or when the
 * preference changes. `<html lang dir>` follow, and so does the formatters' locale (src/lib/i18n/locale.ts).
 */
import { setupI18n, type Messages } from '@lingui/core';
import { setFormatLocale } from './locale';
import { getPreferences, subscribePreferences, type Preferences } from '@/lib/preferences';

export type Language = Exclude<Preferences['language'], 'auto'>;

/**
 * The one message instance Lingui's macros call (lingui.config.ts runtimeConfigModule). English
 * messages arrive compiled by the build (scripts/lingui-macro.ts), the others compiled by
 * @lingui/vite-plugin, so no message is compiled at run time.
 */
export const i18n = setupI18n();

/** The language the preference names, or the browser's first one the console speaks (else English). */
export function resolveLanguage(
  preference: Preferences['language'],
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  if (preference !== 'auto') return preference;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de') return 'de';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * The locale numbers, dates and money are formatted in: the browser's own tag when it is of the
 * chosen language (en-GB, de-AT keep their conventions), else the language itself. The pseudo-locales
 * format as English.
 */
export function formatLocaleFor(
  language: Language,
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
): string {
  const base = language.startsWith('pseudo') ? 'en' : language;
  return (
    browser.find((tag) => tag.toLowerCase().split('-')[0] === base) ??
    (base === 'en' ? 'en-US' : base)
  );
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  de: () => import('@/locales/de').then((german) => german.germanMessages()),
  pseudo: () => import('@/locales/pseudo').then((pseudo) => pseudo.pseudoMessages(pseudo.accented)),
  'pseudo-rtl': () =>
    import('@/locales/pseudo').then((pseudo) =>
      pseudo.pseudoMessages((message) => pseudo.rightToLeft(pseudo.accented(message))),
    ),
};

/** Loads and switches to a language; every component reading it (useLingui) re-renders. */

export async function activateLanguage(
  language: Language = resolveLanguage(getPreferences().language),
): Promise<void> {
  const messages = language === 'en' ? {} : await loaders[language]();
  const locale = formatLocaleFor(language);
  setFormatLocale(locale, language.startsWith('pseudo') ? 'en' : language);
  // Plural rules and numbers inside messages follow the formatters' locale ('pseudo-rtl' is no
  // locale Intl knows: it would throw).
  i18n.loadAndActivate({ locale: language, locales: [locale], messages });
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = language.startsWith('pseudo') ? 'en' : language;
    root.dir = language === 'pseudo-rtl' ? 'rtl' : 'ltr';
  }
}

/** At start: the language before the first render, then whenever the preference changes (this tab or another). */
export async function startLanguage(): Promise<void> {
  let current = resolveLanguage(getPreferences().language);
  try {
    await activateLanguage(current);
  } catch {
    // A catalogue that could not load (offline): English, which needs none.
    await activateLanguage('en');
  }
  subscribePreferences(() => {
    const next = resolveLanguage(getPreferences().language);
    if (next === current) return;
    current = next;
    void activateLanguage(next).catch(() => undefined);
  });
}
