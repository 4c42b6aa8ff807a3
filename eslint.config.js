import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import { importBoundaries } from './eslint.boundaries.js';
import { wordSelectors, wordsPlugin } from './eslint.words.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results*',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/api/schema.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Statements, not comma-operator sequences: code is written for its reader, not the minifier
    // (issue 47). Parentheses do not excuse one.
    rules: { 'no-sequences': ['error', { allowInParentheses: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests go through src/api only.' },
      ],
    },
  },
  {
    // Every word a person reads or hears comes from the catalogue (docs/i18n.md): no raw text in
    // JSX, in JSX string children, or in the attributes that are read out or shown.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { lingui: pluginLingui, words: wordsPlugin },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'words/no-raw-text': ['error', ...wordSelectors],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/demo/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  ...importBoundaries,
  {
    files: [
      'mock/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'e2e/**/*.{ts,mjs}',
      'bench/**/*.{ts,mjs}',
      'deploy/**/*.mjs',
      '*.config.{ts,js}',
    ],
    // Node scripts; e2e and bench also hand functions to the page, which run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['e2e/**/*.ts'],
    // Playwright fixtures take an empty destructuring pattern when they use no other fixture.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
