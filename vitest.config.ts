import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  define: { __DEMO__: 'false' },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [linguiMacroPlugin(), lingui()],
        // Projects do not inherit the root's define; whole pages (src/test) import the demo switch.
        define: { __DEMO__: 'false' },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Beside the browser suite in the gate (scripts/gate.mjs): a test that renders every
          // message or a whole page may take longer than the default 5 s on two loaded cores.
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
