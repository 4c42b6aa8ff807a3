// Starts a mock API and a preview server of the production build for the benchmark; stops them by PID.
import { spawn } from 'node:child_process';

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export async function startStack({ mockPort, webPort, scale = 1 }) {
  const env = { ...process.env, MOCK_PORT: String(mockPort), PORT: String(webPort), MOCK_SCALE: String(scale) };
  const mock = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/server.ts'], { env, stdio: 'ignore' });
  const web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(webPort), '--strictPort'], { env, stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${mockPort}/__mock/keys`, 120_000);
  await waitFor(`http://127.0.0.1:${webPort}/`);
  const keys = await (await fetch(`http://127.0.0.1:${mockPort}/__mock/keys`)).json();
  return {
    mockUrl: `http://127.0.0.1:${mockPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    keys,
    stop() {
      for (const child of [web, mock]) if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
