// The recreate scripts, bash and Python, run for real against the mock service and small local
// servers: what a billed account needs of them. A redirect gets no key and no create is reported;
// a failed read (503, 502, truncated JSON) stops the script before any create; hostile names are
// printed escaped and the service gets the names it accepts, offered before the first write.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from '../../../../mock/test/helpers';
import type { RecreateSelection } from './data';
import { writeBash } from './write-bash';
import { writePython } from './write-python';

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

interface Item {
  id: string;
  name: string;
  [key: string]: unknown;
}

const languages = [
  { language: 'bash', write: writeBash, file: 'recreate.sh', interpreter: 'bash' },
  { language: 'Python', write: writePython, file: 'recreate.py', interpreter: 'python3' },
] as const;

/** A local HTTP server answering with `handle`; every request it got, with its Authorization. */
async function listen(
  handle: (request: IncomingMessage) => {
    status: number;
    headers?: Record<string, string>;
    body?: string;
  },
) {
  const seen: Array<{ method: string; url: string; authorization: string | undefined }> = [];
  const server: Server = createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
    });
    request.resume();
    request.on('end', () => {
      const answer = handle(request);
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Terminal controls a name may carry: a title set (OSC 0), a line erased, a bidi override, a bell.
const ESC = '\x1b';
const HOSTILE_SERVER = `"><script>alert(1)</script>`;
const UMLAUT_SERVER = 'Zürich–Straße';
const TITLE_VPC = `${ESC}]0;owned${String.fromCharCode(7)}net ${ESC}[1A${ESC}[2K\u202eevil`;
const POLICY = `cpu ${ESC}[2K\u202e high`;

interface Deploy {
  planId: string;
  regionId: string;
  osImageId: string;
}

/** The cheapest plan of the catalogue, in a region it is offered in, with an image it can hold. */
async function cheapestDeploy(mock: TestMock): Promise<Deploy> {
  const list = async <T>(path: string) => ((await mock.get(path)).body as { items: T[] }).items;
  const plans = await list<{
    id: string;
    diskGb: number;
    priceMonthlyCents: number;
    regionIds: string[];
  }>('/catalog/plans');
  const regions = await list<{ id: string; available: boolean }>('/catalog/regions');
  const images = await list<{ id: string; minDiskGb: number }>('/catalog/os-images');
  const plan = [...plans].sort((a, b) => a.priceMonthlyCents - b.priceMonthlyCents)[0]!;
  return {
    planId: plan.id,
    regionId: plan.regionIds.find((id) =>
      regions.some((region) => region.id === id && region.available),
    )!,
    osImageId: images.find((image) => image.minDiskGb <= plan.diskGb)!.id,
  };
}

const hostileSelection = (template: Deploy): RecreateSelection => {
  const server = (name: string) => ({ name, ...template });
  return {
    servers: [server(HOSTILE_SERVER), server(UMLAUT_SERVER)],
    vpcs: [
      {
        name: TITLE_VPC,
        regionId: String(template.regionId),
        ipRange: '10.91.0.0/24',
        members: [HOSTILE_SERVER, UMLAUT_SERVER],
      },
    ],
    volumes: [
      {
        name: `${UMLAUT_SERVER} data`,
        sizeGb: 10,
        regionId: String(template.regionId),
        attachedTo: UMLAUT_SERVER,
      },
    ],
    alertPolicies: [
      {
        name: POLICY,
        metric: 'cpu',
        thresholdPercent: 90,
        durationMinutes: 5,
        instance: UMLAUT_SERVER,
        enabled: true,
      },
    ],
  };
};

describe.each(languages)('recreate script ($language) on a billed account', (language) => {
  let target: TestMock;
  beforeAll(async () => {
    // A brand-new account (the seeded ones already hold servers with the hostile names).
    target = await startTestMock({ scenario: 'empty' });
  });
  afterAll(async () => {
    await target?.close();
  });
  beforeEach(async () => {
    await target.reset();
  });

  async function runScript(script: string, apiUrl: string): Promise<Outcome> {
    const dir = await mkdtemp(join(tmpdir(), 'recreate-run-'));
    const path = join(dir, language.file);
    await writeFile(path, script);
    return new Promise((resolve) => {
      execFile(
        language.interpreter,
        [path, '--yes'],
        {
          env: { ...process.env, CLOUD_API_URL: apiUrl, CLOUD_API_KEY: target.keys.full },
          timeout: 90_000,
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  const posts = async () =>
    (
      (await target.control('GET', '/requests')).body as { items: Array<{ method: string }> }
    ).items.filter((request) => request.method !== 'GET').length;

  it.each([301, 302, 307, 308])(
    'refuses a %i redirect: the other address gets no key, nothing is reported created',
    async (status) => {
      // The worst other address: it welcomes every request as if it were the service.
      const elsewhere = await listen((request) =>
        request.method === 'GET'
          ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"items":[]}' }
          : { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":"x"}' },
      );
      const redirect = await listen((request) => ({
        status,
        headers: { location: `${elsewhere.url}${request.url ?? '/'}` },
      }));
      try {
        const script = language.write(
          {
            volumes: [
              { name: 'data-1', sizeGb: 500, regionId: 'r-1', attachedTo: null },
              { name: 'data-2', sizeGb: 500, regionId: 'r-1', attachedTo: null },
            ],
          },
          'https://unused.example/api/v1',
        );
        const outcome = await runScript(script, `${redirect.url}/api/v1`);
        expect(elsewhere.seen.filter((request) => request.authorization !== undefined)).toEqual([]);
        expect(outcome.code).not.toBe(0);
        expect(outcome.stdout).not.toContain('Created');
        expect(outcome.stdout).not.toContain('Done.');
        // It says where the redirect pointed, so the person can set CLOUD_API_URL to it knowingly.
        expect(outcome.stderr).toContain(`answered ${status}`);
        expect(outcome.stderr).toContain(`${elsewhere.url}/api/v1/volumes`);
        expect(redirect.seen).toHaveLength(1);
      } finally {
        await elsewhere.close();
        await redirect.close();
      }
    },
    60_000,
  );

  it.each([
    {
      fault: { route: 'GET /api/v1/volumes', kind: 'error', status: 503 },
      read: 'GET /volumes',
      selection: {
        volumes: [
          { name: 'data-1', sizeGb: 500, regionId: 'fra', attachedTo: null },
          { name: 'data-2', sizeGb: 500, regionId: 'fra', attachedTo: null },
        ],
      },
    },
    {
      fault: { route: 'GET /api/v1/monitoring/alert-policies', kind: 'malformed' },
      read: 'GET /monitoring/alert-policies',
      selection: {
        alertPolicies: [
          {
            name: 'cpu all',
            metric: 'cpu',
            thresholdPercent: 90,
            durationMinutes: 5,
            instance: null,
            enabled: true,
          },
        ],
      },
    },
    {
      fault: { route: 'GET /api/v1/webhooks/endpoints', kind: 'error', status: 502 },
      read: 'GET /webhooks/endpoints',
      selection: {
        endpoints: [{ url: 'https://hooks.example.com/in', events: ['instance.created'] }],
      },
    },
  ] as Array<{ fault: object; read: string; selection: RecreateSelection }>)(
    'stops before any create when $read fails ($fault.kind $fault.status)',
    async ({ fault, read, selection }) => {
      expect((await target.control('PUT', '/faults', [fault])).status).toBe(200);
      await target.control('DELETE', '/requests');
      const outcome = await runScript(
        language.write(selection, 'https://unused.example/api/v1'),
        `${target.url}/api/v1`,
      );
      expect(await posts()).toBe(0);
      expect(outcome.code).not.toBe(0);
      expect(outcome.stdout).not.toContain('Created');
      expect(outcome.stdout).not.toContain('Done.');
      // The read that failed, in words, not a stack trace.
      expect(outcome.stderr).toContain(read);
      expect(outcome.stderr).not.toContain('Traceback');
    },
    60_000,
  );

  it('prints hostile names escaped, says the offered names first and sends them', async () => {
    const items = async (path: string) =>
      ((await target.get(path)).body as { items: Item[] }).items;
    const template = await cheapestDeploy(target);
    const outcome = await runScript(
      language.write(hostileSelection(template), 'https://unused.example/api/v1'),
      `${target.url}/api/v1`,
    );
    const printed = outcome.stdout + outcome.stderr;
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    // Nothing the terminal would interpret: no ESC, BEL or bidi override, each shown instead.
    // eslint-disable-next-line no-control-regex -- the characters a terminal would act on are the point
    expect(printed).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
    expect(outcome.stdout).toContain(
      String.raw`Created VPC \x1b]0;owned\x07net \x1b[1A\x1b[2K\u202eevil`,
    );
    expect(outcome.stdout).toContain(String.raw`Created alert policy cpu \x1b[2K\u202e high`);

    // The offered names, said before the first write, and the ones the service was sent.
    const offer = outcome.stdout.indexOf('Zurich-Strasse');
    expect(offer).toBeGreaterThanOrEqual(0);
    expect(offer).toBeLessThan(outcome.stdout.indexOf('Created'));
    expect(outcome.stdout).toContain(
      `server ${HOSTILE_SERVER} is created as script-alert-1-script`,
    );
    expect(outcome.stdout).toContain(`server ${UMLAUT_SERVER} is created as Zurich-Strasse`);
    expect(outcome.stdout).toContain('Created server Zurich-Strasse');

    const servers = await items('/instances');
    const umlaut = servers.find((row) => row.name === 'Zurich-Strasse')!;
    const hostile = servers.find((row) => row.name === 'script-alert-1-script')!;
    expect(umlaut).toBeDefined();
    expect(hostile).toBeDefined();
    expect((await items('/vpcs')).find((row) => row.name === TITLE_VPC)).toMatchObject({
      instanceIds: expect.arrayContaining([umlaut.id, hostile.id]) as unknown,
    });
    expect(
      (await items('/volumes')).find((row) => row.name === 'Zurich-Strasse-data'),
    ).toMatchObject({ sizeGb: 10, instanceId: umlaut.id });
    expect(
      (await items('/monitoring/alert-policies')).find((row) => row.name === POLICY),
    ).toMatchObject({ instanceId: umlaut.id });

    // Run again: everything exists under the offered names, nothing more is created.
    const again = await runScript(
      language.write(hostileSelection(template), 'https://unused.example/api/v1'),
      `${target.url}/api/v1`,
    );
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('Created');
    expect(again.stdout).toContain('Exists, skipped: server Zurich-Strasse');
  }, 120_000);

  it('refuses to start when a body breaks the service rules (a hand-edited name), before any write', async () => {
    const script = language.write(
      {
        vpcs: [{ name: 'net-1', regionId: 'fra', ipRange: '10.92.0.0/24', members: [] }],
        volumes: [{ name: 'data-1', sizeGb: 10, regionId: 'fra', attachedTo: null }],
      },
      'https://unused.example/api/v1',
    );
    // The embedded JSON holds the names the script sends; a person edits one the service refuses.
    const edited = script.replace('"name":"data-1"', '"name":"data 1!"');
    expect(edited).not.toBe(script);
    await target.control('DELETE', '/requests');
    const outcome = await runScript(edited, `${target.url}/api/v1`);
    expect(outcome.code).not.toBe(0);
    expect(await posts()).toBe(0);
    expect(outcome.stderr).toContain('volume data 1!: name');
    expect(outcome.stdout).not.toContain('Created');
  }, 60_000);
});
