// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../src/lib/api-diff/compare';
import { formatReport } from './api-diff/format';
import { loadDocument, parseDocument } from './api-diff/load';
import type { Finding } from '../src/lib/api-diff/types';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function fixtureReport() {
  const [ours, theirs] = await Promise.all([
    loadDocument(fixture('ours.yaml')),
    loadDocument(fixture('theirs.json')),
  ]);
  return compareDocuments(ours, theirs);
}

const line = (f: Finding) => `${f.operation} | ${f.where} | ${f.detail}`;

describe('compareDocuments on two small documents', () => {
  it('lists what of ours is missing or different in theirs, telling assumptions from stated items', async () => {
    const report = await fixtureReport();
    const assumed = report.findings.filter((f) => f.assumed).map(line);
    const stated = report.findings.filter((f) => !f.assumed).map(line);
    expect(assumed).toEqual([
      'GET /instances | response 200: items[].createdAt | field missing in theirs (theirs has vcpus)',
      'POST /instances | request body: name | maxLength 63 in ours, 64 in theirs',
      'POST /instances | response 201 | status 201 in ours, 200 in theirs',
      'POST /instances | response 201: createdAt | field missing in theirs (theirs has vcpus)',
      'GET /instances/{id} | response 200: createdAt | field missing in theirs (theirs has vcpus)',
      'GET /tickets | response 200: items[].status | enum: theirs lacks "answered"; theirs adds "pending"',
      'GET /wallet/summary | response 200: balanceCents | field missing in theirs (theirs has balance)',
    ]);
    expect(stated).toEqual([
      'POST /instances | request body: sshKeyId | required in theirs, absent from ours (our requests lack it)',
      'GET /tickets | query parameter limit | maximum 100 in ours, 50 in theirs',
      'GET /tickets | query parameter q | parameter missing in theirs (theirs has query parameter sort)',
      'GET /vpcs |  | operation missing in theirs',
    ]);
  });

  it('carries the nearest x-assumed-reason: property, then schema, response or operation', async () => {
    const reasons = Object.fromEntries(
      (await fixtureReport()).findings.map((f) => [line(f), f.assumed]),
    );
    expect(
      reasons[
        'GET /instances/{id} | response 200: createdAt | field missing in theirs (theirs has vcpus)'
      ],
    ).toBe('Fields beyond the six are not shown.');
    expect(
      reasons[
        'GET /tickets | response 200: items[].status | enum: theirs lacks "answered"; theirs adds "pending"'
      ],
    ).toBe('Ticket fields are not shown.');
    expect(reasons['POST /instances | response 201 | status 201 in ours, 200 in theirs']).toBe(
      'The deploy response is not shown.',
    );
  });

  it('matches renamed path parameters, a /api/v1 path prefix, allOf and 3.0 nullable without false differences', async () => {
    const report = await fixtureReport();
    expect(report.operations).toEqual({ ours: 7, theirs: 7, matched: 6 });
    expect(report.findings.map(line).join('\n')).not.toMatch(
      /instanceId|path parameter|total|offset/,
    );
    expect(report.confirmed).toEqual(['DELETE /instances/{id}']);
    expect(report.assumedOperations).toBe(2);
  });

  it('lists what theirs has and ours lacks, without counting it as a difference', async () => {
    const extras = (await fixtureReport()).extras.map((e) => `${e.operation} ${e.where}`.trim());
    expect(extras).toEqual([
      'GET /api/v1/regions',
      'GET /instances response 200: items[].vcpus',
      'POST /instances response 201: vcpus',
      'GET /instances/{id} response 200: vcpus',
      'GET /tickets query parameter sort',
      'GET /wallet/summary response 200: balance',
    ]);
  });

  it('finds nothing when a document is compared with itself', async () => {
    const ours = await loadDocument(fixture('ours.yaml'));
    const report = compareDocuments(ours, structuredClone(ours));
    expect(report.findings).toEqual([]);
    expect(report.extras).toEqual([]);
    expect(report.confirmed).toHaveLength(report.assumedOperations);
  });
});

describe('formatReport', () => {
  it('puts the assumptions first, under their own heading, then the stated items, extras and a summary', async () => {
    const text = formatReport(await fixtureReport(), { ours: 'ours.yaml', theirs: 'theirs.json' });
    const order = [
      'Assumed by us (x-assumed), missing or different in theirs: 7',
      'Stated by the spec, missing or different in theirs: 4',
      'In theirs, not in ours: 6',
      'Summary',
    ];
    const positions = order.map((heading) => text.indexOf(heading));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('      assumed: Fields beyond the six are not shown.');
    expect(text).toContain('assumed operations confirmed unchanged: 1 of 2');
    expect(text).toContain('Result: 11 of our items are missing or different in theirs.');
  });
});

describe('loading documents', () => {
  it('reads YAML and JSON files alike', async () => {
    expect((await loadDocument(fixture('ours.yaml'))).openapi).toBe('3.1.0');
    expect((await loadDocument(fixture('theirs.json'))).openapi).toBe('3.0.3');
  });

  it('reads a document from an http URL', async () => {
    const body = await readFile(fixture('theirs.json'), 'utf8');
    const server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect((await loadDocument(`http://127.0.0.1:${port}/openapi.json`)).openapi).toBe('3.0.3');
    } finally {
      server.close();
    }
  });

  it('refuses what is not an OpenAPI document', () => {
    expect(() => parseDocument('just: [yaml', 'x.yaml')).toThrow('neither JSON nor YAML');
    expect(() => parseDocument('{"openapi": "3.1.0"}', 'x.json')).toThrow(
      'not an OpenAPI document',
    );
    expect(() => parseDocument('<html></html>', 'x.html')).toThrow('not an OpenAPI document');
  });
});

// Each case starts Node with tsx: seconds, not milliseconds, when the machine is busy.
describe('npm run api:diff', { timeout: 30_000 }, () => {
  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/api-diff.ts', ...args],
        { cwd: root },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('exits 0 when nothing of ours is missing or different', async () => {
    expect((await run('openapi/cloud-console.v1.yaml')).code).toBe(0);
  });

  it('exits 1 when something is', async () => {
    const result = await run(fixture('theirs.json'), '--ours', fixture('ours.yaml'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('GET /vpcs');
  });

  it('exits 2 when a document cannot be loaded', async () => {
    const result = await run('does-not-exist.yaml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('does-not-exist.yaml');
  });
});

describe('list-assumptions', () => {
  it('finds every x-assumed with its reason and says where it is', async () => {
    const { listAssumptions } = await import('./list-assumptions');
    expect(listAssumptions(await loadDocument(fixture('ours.yaml')))).toEqual([
      { where: 'POST /instances response 201', reason: 'The deploy response is not shown.' },
      { where: 'GET /instances/{id}', reason: 'Item get is not shown.' },
      { where: 'DELETE /instances/{id}', reason: 'Destroy is modelled as DELETE.' },
      {
        where: 'GET /wallet/summary response 200: balanceCents',
        reason: 'The fields of the summary are not shown.',
      },
      { where: 'schema Instance.createdAt', reason: 'Fields beyond the six are not shown.' },
      { where: 'schema DeployRequest.name', reason: 'Limits on the name are not shown.' },
      { where: 'schema Ticket', reason: 'Ticket fields are not shown.' },
    ]);
  });
});
