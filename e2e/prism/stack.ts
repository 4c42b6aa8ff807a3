// Stoplight Prism's mock of our own document (`prism mock --dynamic`: random, schema-valid answers)
// and the built console in front of it. Prism serves the document's paths from its root, while the
// console calls `{base_url}/api/v1/...` (the document's server URL), so a small server here serves
// the build (with the SPA fallback) and hands /api/v1/* to Prism without that prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const PRISM_CLI = 'node_modules/@stoplight/prism-cli/dist/index.js';
const DOCUMENT = 'openapi/cloud-console.v1.yaml';
const API_PREFIX = '/api/v1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface PrismStack {
  /** Prism's log so far (one line per request, and any violation it found). */
  log(): string;
  stop(): Promise<void>;
}

async function waitFor(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null)
      throw new Error(`Prism exited with code ${child.exitCode} before it answered:\n${log()}`);
    if (
      await fetch(url, { headers: { authorization: 'Bearer cc_probe' } }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`Prism did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

function serveBuild(root: string, prismPort: number, liveDocument?: string): Server {
  const base = resolve(root);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The service's own document, where the console looks for it: Prism serves only what a
    // document describes, not the document.
    if (liveDocument && url.pathname === `${API_PREFIX}/openapi.json`) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      createReadStream(liveDocument).pipe(res);
      return;
    }
    if (url.pathname.startsWith(`${API_PREFIX}/`)) {
      const upstream = forward(
        {
          host: '127.0.0.1',
          port: prismPort,
          method: req.method,
          path: `${url.pathname.slice(API_PREFIX.length)}${url.search}`,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404).end();
      return;
    }
    const file = normalize(join(base, decodeURIComponent(url.pathname)));
    const inside = file.startsWith(`${base}/`);
    const found = inside && existsSync(file) && statSync(file).isFile();
    // A missing file under /assets/ is a 404 (as nginx serves it); any other path is a page of the app.
    if (!found && url.pathname.startsWith('/assets/')) {
      res.writeHead(404).end();
      return;
    }
    const path = found ? file : join(base, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(path).pipe(res);
  });
}

/**
 * Starts Prism with the given seed (so its random answers are the same on every run; "random" for
 * none) and the built console (DIST_DIR, else dist/) in front of it. `document` is the OpenAPI
 * document Prism answers from (our contract unless given); with `serveDocument` the console also
 * reads it as the live service's document at /api/v1/openapi.json (a drifted service, e2e/prism/drift.spec.ts).
 */
export async function startPrismStack({
  seed,
  prismPort,
  webPort,
  document = DOCUMENT,
  serveDocument = false,
}: {
  seed: string;
  prismPort: number;
  webPort: number;
  document?: string;
  serveDocument?: boolean;
}): Promise<PrismStack> {
  const root = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`no build in ${root}/: run npm run build first`);
  const prismUrl = `http://127.0.0.1:${prismPort}/account`;
  // A Prism left from another run would answer in place of this one (with its own seed).
  if (
    await fetch(prismUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${prismPort} is already in use (E2E_PORT_OFFSET moves it)`);
  const lines: string[] = [];
  const prism = spawn(
    process.execPath,
    [
      PRISM_CLI,
      'mock',
      document,
      '--dynamic',
      // "random": no seed, a new answer to every request (for looking, not for the gate).
      ...(seed === 'random' ? [] : ['--seed', seed]),
      '--errors',
      'false',
      '-p',
      String(prismPort),
      '-h',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [prism.stdout, prism.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  }
  // Never left behind, even when the worker ends without the test's own clean-up.
  const killPrism = () => prism.exitCode === null && prism.kill('SIGTERM');
  process.once('exit', killPrism);
  const log = () => lines.join('\n');
  const server = serveBuild(root, prismPort, serveDocument ? document : undefined);
  const stop = async () => {
    process.off('exit', killPrism);
    // Gone before this returns, so the next seed's Prism finds its port free.
    const exited = new Promise<void>((done) =>
      prism.exitCode !== null || prism.signalCode !== null
        ? done()
        : prism.once('exit', () => done()),
    );
    killPrism();
    const hard = setTimeout(() => prism.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(hard);
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeAllConnections();
    await closed;
  };
  try {
    await waitFor(prismUrl, prism, log, 60_000);
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(webPort, '127.0.0.1', listening);
    });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { log, stop };
}
