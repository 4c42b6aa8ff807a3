// Starts the mock on @hono/node-server (Node only). Used by server.ts and by the tests.
import { serve, type HttpBindings, type Http2Bindings, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AddressInfo } from 'node:net';
import { createMockApp, DropConnection, type MockOptions, type MockState } from './app';
import { gzipJson } from './compress';

export interface StartOptions extends MockOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningMock {
  url: string;
  port: number;
  state: MockState;
  close(): Promise<void>;
}

export function startMockServer(options: StartOptions = {}): Promise<RunningMock> {
  const { port = 0, host = '127.0.0.1', ...mockOptions } = options;
  const { app, state } = createMockApp({
    clientAddress: (c) => {
      try {
        return getConnInfo(c).remote.address ?? 'local';
      } catch {
        return 'local';
      }
    },
    ...mockOptions,
  });
  const fetch = async (req: Request, env: HttpBindings | Http2Bindings) => {
    try {
      return await gzipJson(req, await app.fetch(req, env));
    } catch (err) {
      if (!(err instanceof DropConnection)) throw err;
      env.incoming.socket?.destroy();
      return new Response(null, { status: 499 });
    }
  };
  // Real deliveries happen when they are due, not at the next request: events raised by time (a
  // ticket's answer) and retries go out on their own.
  const ticker = mockOptions.delivery
    ? setInterval(() => state.context.scheduler.runDue(state.context.now()), 500)
    : undefined;
  ticker?.unref();
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined = undefined;
    const onError = (err: Error) => reject(err);
    server = serve({ fetch, port, hostname: host }, (info: AddressInfo) => {
      server!.off('error', onError);
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        state,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(ticker);
            if ('closeAllConnections' in server!) server!.closeAllConnections();
            server!.close(() => done());
          }),
      });
    });
    server.on('error', onError);
  });
}
