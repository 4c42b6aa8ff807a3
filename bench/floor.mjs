// Builds the fixed stack's floor app (bench/floor/) and measures its first-load JavaScript the same
// way scripts/check-bundle.mjs measures the console's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadJs } from '../scripts/check-bundle.mjs';

export async function measureFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    await build({
      root: 'bench/floor',
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
    return firstLoadJs(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
