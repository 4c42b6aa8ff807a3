import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The console's own tests: its aliases, the Lingui macro, the demo switch off, the shared setup. */
function unitProject(
  name: string,
  environment: 'jsdom' | 'node',
  include: string[],
  { isolate = true, exclude = [] as string[] } = {},
) {
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
      isolate,
      exclude,
      // Beside the browser suite in the gate (scripts/gate.mjs): a test that renders every
      // message or a whole page may take longer than the default 5 s on two loaded cores.
      testTimeout: 20000,
    },
  };
}

/**
 * The .test.ts files under `dirs` that replace a module (vi.mock, vi.doMock, vi.resetModules): they
 * need a module graph of their own, which the logic project does not give (isolate: false).
 */
function replacingModules(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'))),
  );
}
const LOGIC = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
const REPLACING = replacingModules(['src', 'scripts']);

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
      // Files without a page share their worker's module graph (isolate: false): each file's import
      // and setup were a third of the project's time (the logic and mock projects: 246 to 150
      // CPU-s, 143 to 100 s on two cores). The page project keeps a fresh module graph per file:
      // its pages' module state (the session, the query client) would leak from file to file.
      unitProject('logic', 'node', LOGIC, { isolate: false, exclude: REPLACING }),
      unitProject('logic-isolated', 'node', REPLACING),
      {
        resolve: { alias },
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock/**/*.test.ts'],
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
