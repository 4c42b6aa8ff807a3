// Starts a mock API and a preview server of the production build for the benchmark; stops them by PID.
import { spawn } from 'node:child_process';

async function waitFor(url, child, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    // A server that exits (port taken, no build) fails at once, not after the whole timeout.
    if (child.exitCode !== null)
      throw new Error(
        `${child.spawnargs.slice(1, 3).join(' ')} exited with code ${child.exitCode} before ${url} answered`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Stops a run before it starts when something still answers on its ports after 5 s (a run that
 * ended early and left its servers, another checkout's): the run would measure that, not this
 * build. The 5 s let a server the previous script stopped finish exiting.
 */
async function refuseTaken(urls) {
  const answers = (url) =>
    fetch(url).then(
      () => true,
      () => false,
    );
  const end = Date.now() + 5_000;
  for (const url of urls) {
    while (await answers(url)) {
      if (Date.now() > end)
        throw new Error(
          `something already answers at ${url}: stop it, or move the ports (BENCH_PORT_OFFSET, E2E_PORT_OFFSET)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function startStack({ mockPort, webPort, scale = 1, rateLimits }) {
  await refuseTaken([`http://127.0.0.1:${mockPort}/`, `http://127.0.0.1:${webPort}/`]);
  const env = {
    ...process.env,
    MOCK_PORT: String(mockPort),
    PORT: String(webPort),
    MOCK_SCALE: String(scale),
  };
  if (rateLimits === false) env.MOCK_RATE_LIMITS = 'off';
  const mock = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mock/server.ts'], {
    env,
    stdio: 'ignore',
  });
  const web = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(webPort), '--strictPort'],
    { env, stdio: 'ignore' },
  );
  const stop = () => {
    for (const child of [web, mock]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await waitFor(`http://127.0.0.1:${mockPort}/__mock/keys`, mock, 120_000);
    await waitFor(`http://127.0.0.1:${webPort}/`, web);
  } catch (error) {
    stop();
    throw error;
  }
  const keys = await (await fetch(`http://127.0.0.1:${mockPort}/__mock/keys`)).json();
  return {
    mockUrl: `http://127.0.0.1:${mockPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    keys,
    stop,
  };
}
