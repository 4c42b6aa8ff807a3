// Builds the fixed stack's floor app (bench/floor/) and measures its first-load JavaScript the same
// way scripts/check-bundle.mjs measures the console's; `serveFloor` serves the build (gzipped, with
// a 25-item answer for its one request) so Lighthouse can measure it beside the console's pages.
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadJs } from '../scripts/check-bundle.mjs';

async function buildFloor(outDir) {
  await build({
    root: 'bench/floor',
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
}

export async function measureFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    await buildFloor(outDir);
    return firstLoadJs(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const ITEMS = JSON.stringify({
  items: Array.from({ length: 25 }, (_, i) => ({ id: `item-${i}`, name: `Item number ${i}` })),
});
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/** Builds the floor and serves it on 127.0.0.1:`port` (gzip, as vite preview and nginx serve the console). */
export async function serveFloor(port) {
  const outDir = mkdtempSync(join(tmpdir(), 'floor-'));
  await buildFloor(outDir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://floor');
    let body;
    let type;
    if (pathname.startsWith('/api/v1/items')) {
      [body, type] = [Buffer.from(ITEMS), TYPES['.json']];
    } else {
      const file = normalize(join(outDir, pathname));
      const asset =
        file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()
          ? file
          : join(outDir, 'index.html');
      [body, type] = [
        readFileSync(asset),
        TYPES[asset.slice(asset.lastIndexOf('.'))] ?? 'application/octet-stream',
      ];
    }
    const cache = pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    response.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'cache-control': cache,
    });
    response.end(gzipSync(body));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The floor's guard wants a key in localStorage. */
    signIn: (url) => async (page) => {
      await page.goto(url);
      await page.evaluate(() => localStorage.setItem('key', 'floor'));
    },
    stop: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
