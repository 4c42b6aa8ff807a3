import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';
import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The console's own tests: its aliases, the Lingui macro, the demo switch off, the shared setup. */
function unitProject(name: string, environment: 'jsdom' | 'node', include: string[]) {
  return {
    resolve: { alias },
    plugins: [linguiMacroPlugin(), lingui()],
    // Projects do not inherit the root's define; whole pages (src/test) import the demo switch.
    define: { __DEMO__: 'false' },
    test: {
      name,
      environment,
      include,
      setupFiles: ['src/test/setup.ts'],
      // Beside the browser suite in the gate (scripts/gate.mjs): a test that renders every
      // message or a whole page may take longer than the default 5 s on two loaded cores.
      testTimeout: 20000,
    },
  };
}

export default defineConfig({
  define: { __DEMO__: 'false' },
  test: {
    // Vitest's default for a run is one worker less than the cores: one worker on two cores, with
    // the main thread's transforms mostly idle beside it. A worker per core: 353 s to 218 s here.
    maxWorkers: availableParallelism(),
    projects: [
      unitProject('unit', 'jsdom', ['src/**/*.test.tsx']),
      // Logic without a page: no jsdom to set up per file (a second each on two loaded cores). A
      // .test.ts that needs a window says so in its first line: `// @vitest-environment jsdom`.
      unitProject('logic', 'node', ['src/**/*.test.ts', 'scripts/**/*.test.ts']),
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
