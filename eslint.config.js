import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-demo', 'node_modules', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Requests go through src/api only.' }],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/demo/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['mock/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
