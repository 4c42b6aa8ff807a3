// The gate for "Recreate as script" (issue 41 part 2): the bash and the Python script the console
// writes for a selection, each run against a fresh account (another seed, its own key), recreate
// the selection there; run again they create nothing; a 429 on the way is waited out; the deploy's
// cost on the target account is printed before deploying; a refusal stops them.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecreateSelection } from '../../src/components/export/recreate/data';
import { writeBash } from '../../src/components/export/recreate/write-bash';
import { writePython } from '../../src/components/export/recreate/write-python';
import { shown } from '../../src/components/export/recreate/shown';
import { startTestMock, type TestMock } from './helpers';

const run = promisify(execFile);

interface Item {
  id: string;
  name: string;
  [key: string]: unknown;
}
const items = async (mock: TestMock, path: string) =>
  ((await mock.get(path)).body as { items: Item[] }).items;

const languages = [
  { language: 'bash', write: writeBash, file: 'recreate.sh', interpreter: 'bash' },
  { language: 'Python', write: writePython, file: 'recreate.py', interpreter: 'python3' },
] as const;

describe.each(languages)('recreate as script ($language)', ({ write, file, interpreter }) => {
  let source: TestMock;
  let target: TestMock;
  beforeAll(async () => {
    source = await startTestMock();
    target = await startTestMock({ seed: 7 });
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  async function runScript(script: string): Promise<{ stdout: string; stderr: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'recreate-'));
    const path = join(dir, file);
    await writeFile(path, script);
    return run(interpreter, [path, '--yes'], {
      env: {
        ...process.env,
        CLOUD_API_URL: `${target.url}/api/v1`,
        CLOUD_API_KEY: target.keys.full,
      },
      timeout: 120_000,
    });
  }

  it('recreates servers, a VPC with its member, an attached volume, reserved IPs, alert policies and a webhook endpoint on a fresh account, once', async () => {
    // The selection, read from the source account the way the console reads it.
    const template = (await items(source, '/instances')).find(
      (instance) => instance.status === 'running',
    )!;
    const servers = ['gate-a-1', 'gate-b-2'].map((name) => ({
      name,
      planId: String(template.planId),
      regionId: String(template.regionId),
      osImageId: String(template.osImageId),
    }));
    // Names with quotes, $, backticks, spaces, new lines (one at the end) and non-Latin letters.
    const vpcName = `it's "$HOME" \`ls\` 東京 net \\ '''\n😀`;
    const policyName = `gate cpu "a" $x \`id\` ü\nΑθήνα\n`;
    const selection: RecreateSelection = {
      servers,
      vpcs: [
        {
          name: vpcName,
          regionId: servers[0]!.regionId,
          ipRange: '10.77.0.0/24',
          members: ['gate-a-1'],
        },
      ],
      volumes: [
        { name: 'gate-data-1', sizeGb: 20, regionId: servers[0]!.regionId, attachedTo: 'gate-a-1' },
      ],
      reservedIps: [
        { regionId: servers[0]!.regionId, assignedTo: 'gate-a-1' },
        { regionId: servers[0]!.regionId, assignedTo: null },
        { regionId: servers[0]!.regionId, assignedTo: null },
      ],
      alertPolicies: [
        {
          name: policyName,
          metric: 'cpu',
          thresholdPercent: 90,
          durationMinutes: 5,
          instance: 'gate-a-1',
          enabled: true,
        },
        {
          name: 'gate disk all',
          metric: 'disk',
          thresholdPercent: 85,
          durationMinutes: 15,
          instance: null,
          enabled: false,
        },
      ],
      endpoints: [
        {
          url: "https://hooks.example.com/in?a='b'&c=$d",
          description: 'Gate $ "quoted" `id` \\ ü\nКиев',
          events: ['instance.created'],
        },
      ],
    };
    const script = write(selection, 'https://unused.example/api/v1');
    expect(script).not.toContain(source.keys.full);
    expect(script).not.toContain(target.keys.full);

    const region = servers[0]!.regionId;
    const free = (rows: Item[]) =>
      rows.filter((row) => row.instanceId === null && row.regionId === region).length;
    const freeBefore = free(await items(target, '/reserved-ips'));

    // 429s on the way: every second create is refused with Retry-After 1 (the mock's rate is exact).
    expect(
      (
        await target.control('PUT', '/faults', [
          { route: 'POST /api/v1/*', kind: 'rate_limit', rate: 0.5, retryAfter: 1 },
        ])
      ).status,
    ).toBe(200);
    const first = await runScript(script);
    expect((await target.control('PUT', '/faults', [])).status).toBe(200);
    expect(first.stderr).toContain('Rate limited: waiting 1 s.');
    expect(first.stdout).toContain('Created server gate-a-1');
    // Printed escaped: the new line as \x0a, the backslash doubled (shown.ts).
    expect(first.stdout).toContain(`Created VPC ${shown(vpcName)}`);

    // The deploy's cost, priced by the target account's plans, before the servers are created.
    const plan = (await items(target, '/catalog/plans')).find(
      (row) => row.id === template.planId,
    ) as unknown as { priceMonthlyCents: number; priceHourlyCents: number };
    const total = `Total: ${((plan.priceMonthlyCents * 2) / 100).toFixed(2)} a month, ${((plan.priceHourlyCents * 2) / 100).toFixed(4)} an hour`;
    expect(first.stdout).toContain(
      `gate-a-1: plan ${template.planId}, ${template.regionId}, ${template.osImageId}, ${(plan.priceMonthlyCents / 100).toFixed(2)} a month`,
    );
    expect(first.stdout).toContain(total);
    expect(first.stdout.indexOf(total)).toBeLessThan(first.stdout.indexOf('Created server'));

    const made = await items(target, '/instances');
    for (const server of servers) {
      expect(made.find((instance) => instance.name === server.name)).toMatchObject({
        planId: server.planId,
        regionId: server.regionId,
        osImageId: server.osImageId,
      });
    }
    const a = made.find((instance) => instance.name === 'gate-a-1')!;
    expect((await items(target, '/vpcs')).find((vpc) => vpc.name === vpcName)).toMatchObject({
      regionId: servers[0]!.regionId,
      ipRange: '10.77.0.0/24',
      instanceIds: [a.id],
    });
    expect(
      (await items(target, '/volumes')).find((volume) => volume.name === 'gate-data-1'),
    ).toMatchObject({ sizeGb: 20, instanceId: a.id });
    // Reserved IPs: one on gate-a-1; unassigned ones counted, so the region holds at least two free.
    const addresses = await items(target, '/reserved-ips');
    expect(addresses.filter((row) => row.instanceId === a.id)).toHaveLength(1);
    expect(free(addresses)).toBe(Math.max(freeBefore, 2));
    const policies = await items(target, '/monitoring/alert-policies');
    expect(policies.find((row) => row.name === policyName)).toMatchObject({
      metric: 'cpu',
      thresholdPercent: 90,
      durationMinutes: 5,
      instanceId: a.id,
      enabled: true,
    });
    expect(policies.find((row) => row.name === 'gate disk all')).toMatchObject({
      metric: 'disk',
      thresholdPercent: 85,
      durationMinutes: 15,
      instanceId: null,
      enabled: false,
    });
    const endpoints = (await items(target, '/webhooks/endpoints')) as unknown as Array<{
      url: string;
      description?: string;
      events: string[];
    }>;
    expect(
      endpoints.find((endpoint) => endpoint.url === selection.endpoints![0]!.url),
    ).toMatchObject({
      description: selection.endpoints![0]!.description,
      events: ['instance.created'],
    });

    // Run twice: everything exists by name, nothing more is created and no deploy is priced.
    const counts = async () =>
      Promise.all(
        [
          '/instances',
          '/vpcs',
          '/volumes',
          '/reserved-ips',
          '/monitoring/alert-policies',
          '/webhooks/endpoints',
        ].map(async (path) => (await items(target, path)).length),
      );
    const before = await counts();
    const second = await runScript(script);
    expect(second.stdout).not.toContain('Created');
    expect(second.stdout).not.toContain('Total:');
    expect(second.stdout).toContain('Exists, skipped: server gate-b-2');
    expect(second.stdout).toContain('Exists, skipped: reserved IP on gate-a-1');
    expect(second.stdout).toContain('Exists, skipped: alert policy gate disk all');
    expect(await counts()).toEqual(before);
  }, 180_000);

  it('stops on the first refused request with its answer', async () => {
    const script = write(
      { vpcs: [{ name: 'gate-bad', regionId: 'nowhere-1', ipRange: '10.78.0.0/24', members: [] }] },
      'https://unused.example/api/v1',
    );
    const failure = (await runScript(script).then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stderr: string; stdout: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Refused: POST \/vpcs answered 4\d\d:\n\{"code":"/);
    expect(failure?.stderr).not.toContain('answered 401');
    expect(failure?.stdout).not.toContain('Created');
  }, 60_000);
});
