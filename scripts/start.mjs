// `npm start`: the mock API and the console's dev server together. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '8787';
const port = process.env.PORT ?? '5173';
const env = { ...process.env, MOCK_PORT: mockPort, PORT: port };
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => (line ? `[${name}] ${line}\n` : '');
  child.stdout.on('data', (chunk) =>
    process.stdout.write(String(chunk).split('\n').map(prefix).join('')),
  );
  child.stderr.on('data', (chunk) =>
    process.stderr.write(String(chunk).split('\n').map(prefix).join('')),
  );
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const mock = run('mock', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/server.ts']);
let printed = false;
mock.stdout.on('data', (chunk) => {
  if (printed || !String(chunk).includes('listening')) return;
  printed = true;
  run('vite', process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort']);
  void announceWhenReady();
});

// The address is printed once the console answers (index.html and its proxy to the mock), not
// when Vite was merely started: on a busy machine the first click would be "connection refused".
async function announceWhenReady() {
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    try {
      const [page, api] = await Promise.all([fetch(url), fetch(`${url}api/v1/catalog/regions`)]);
      // The proxied API answers 401 without a key: that it answers at all is what counts.
      if (page.ok && api.status < 500) {
        console.log(`\n  Console: ${url}  (mock API on http://127.0.0.1:${mockPort})`);
        console.log('  Sign in with one of the keys printed above. Ctrl-C stops both.\n');
        return;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (!stopping) console.error(`  The console did not answer on ${url} within 2 minutes.`);
}
