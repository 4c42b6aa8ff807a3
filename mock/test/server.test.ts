// `npm run mock` itself: environment variables, the printed keys, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { demoKeys } from '../seed/index';

const root = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess;
let lines: string[] = [];
let base = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'mock/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      MOCK_PORT: '0',
      MOCK_SEED: '7',
      MOCK_RATE_LIMITS: 'off',
      MOCK_FAULTS: JSON.stringify([{ route: 'GET /api/v1/vpcs', kind: 'error', status: 502 }]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 25_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      lines = out.split('\n');
      const m = /mock API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        base = m[1]!;
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
});
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('npm run mock', () => {
  it('prints the demo keys of the seed, one line each', () => {
    const keys = demoKeys(7);
    expect(lines).toContain(`full key: ${keys.full}`);
    expect(lines).toContain(`read key: ${keys.read}`);
    expect(lines).toContain(`suspended key: ${keys.suspended}`);
    expect(lines).toContain(`member key: ${keys.member}`);
    for (const token of Object.values(keys))
      expect(token).toMatch(/^ccs_[0-9a-f]{8}_[0-9A-Za-z]{32}$/);
  });

  it('MOCK_RATE_LIMITS=off enforces nothing but still sends x-ratelimit-limit; MOCK_FAULTS applies', async () => {
    const headers = { authorization: `Bearer ${demoKeys(7).full}` };
    const replies = await Promise.all(
      Array.from({ length: 105 }, () => fetch(`${base}/api/v1/account`, { headers })),
    );
    expect(
      replies.every((r) => r.status === 200 && r.headers.get('x-ratelimit-limit') === '100'),
    ).toBe(true);
    expect((await fetch(`${base}/api/v1/vpcs`, { headers })).status).toBe(502);
  });

  it('gzips a JSON answer for a client that accepts gzip, as a real service does', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { authorization: `Bearer ${demoKeys(7).full}` };
        if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
        get(`${base}/api/v1/instances`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
    const plain = await raw();
    const zipped = await raw('gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('readEnv', () => {
  it('has defaults', () => {
    expect(readEnv({})).toEqual({
      port: 8787,
      seed: 20240611,
      scale: 1,
      rateLimits: true,
      faults: [],
      provisionMs: 3000,
      supportReplyMs: 2000,
    });
  });

  it('reads every variable', () => {
    const env = readEnv({
      MOCK_PORT: '9000',
      MOCK_SEED: '3',
      MOCK_SCALE: '250',
      MOCK_RATE_LIMITS: 'off',
      MOCK_FAULTS: '[{"route":"*","kind":"drop","rate":0.1}]',
      MOCK_PROVISION_MS: '10',
      MOCK_SUPPORT_REPLY_MS: '20',
    });
    expect(env).toEqual({
      port: 9000,
      seed: 3,
      scale: 250,
      rateLimits: false,
      faults: [{ route: '*', kind: 'drop', rate: 0.1 }],
      provisionMs: 10,
      supportReplyMs: 20,
    });
  });

  it.each([
    { MOCK_PORT: 'http' },
    { MOCK_PORT: '70000' },
    { MOCK_SCALE: '0' },
    { MOCK_SCALE: '1.5' },
    { MOCK_RATE_LIMITS: 'maybe' },
    { MOCK_FAULTS: '{' },
    { MOCK_FAULTS: '[{"route":"*","kind":"boom"}]' },
    { MOCK_SEED: '-1' },
  ])('refuses %o', (env) => {
    expect(() => readEnv(env)).toThrow();
  });
});
