// Lingui (docs/decisions/0005-i18n.md, docs/i18n.md): messages are written in English in the code
// with the macros and extracted by `npm run i18n:extract` into one catalogue per language and part
// of the console: src/locales/<language>/<feature>.po for each src/features/<feature>; layout.po
// (src/components/layout), components.po (the rest of src/components), api.po, demo.po, and
// shell.po for everything else (src/lib, src/routes, the entry).
// English renders from the code (compiled by the build, scripts/lingui-macro.ts); the English
// catalogues are the reference the pseudo-locales are drawn from (src/locales/pseudo.ts).
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const TESTS = ['**/*.test.*', '<rootDir>/src/test/**'];

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/locales/{locale}/layout',
      include: ['<rootDir>/src/components/layout/'],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/locales/{locale}/components',
      include: ['<rootDir>/src/components/'],
      exclude: [...TESTS, '<rootDir>/src/components/layout/**'],
    },
    { path: '<rootDir>/src/locales/{locale}/api', include: ['<rootDir>/src/api/'], exclude: TESTS },
    {
      path: '<rootDir>/src/locales/{locale}/demo',
      include: ['<rootDir>/src/demo/'],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: [
        ...TESTS,
        ...['features', 'components', 'api', 'demo', 'locales'].map(
          (part) => `<rootDir>/src/${part}/**`,
        ),
      ],
    },
  ],
  // No line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  // The macros' runtime: the i18n instance and the two React pieces, without @lingui/react's provider.
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/i18n', 'i18n'],
    Trans: ['@/lib/i18n/i18n-react', 'Trans'],
    useLingui: ['@/lib/i18n/i18n-react', 'useLingui'],
  },
  orderBy: 'messageId',
};

export default config;
