// app.ts and everything it imports must run in a browser (the demo build calls app.fetch).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';

const mockDir = dirname(fileURLToPath(new URL('../app.ts', import.meta.url)));

function importGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
    const spec = m[1]!;
    if (spec.startsWith('.'))
      importGraph(`${resolve(dirname(entry), spec)}.ts`.replace(/\.ts\.ts$/, '.ts'), seen);
    else seen.add(`pkg:${spec}`);
  }
  return seen;
}

describe('browser safety', () => {
  const graph = [...importGraph(resolve(mockDir, 'app.ts'))];

  it('imports only hono, the generated types and the shared webhook host and URI character rules outside mock/', () => {
    const packages = graph.filter((f) => f.startsWith('pkg:'));
    expect(packages.every((p) => /^pkg:hono(\/|$)/.test(p))).toBe(true);
    const files = graph.filter((f) => !f.startsWith('pkg:'));
    const shared = [
      'src/api/schema.gen.ts',
      'src/features/webhooks/url-rules/webhook-host.ts',
      'src/features/webhooks/url-rules/uri-characters.ts',
    ];
    expect(
      files.filter((f) => !f.startsWith(mockDir) && !shared.some((s) => f.endsWith(s))),
    ).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  it('uses no Node modules, process, Buffer or node-only globals', () => {
    for (const file of graph.filter((f) => !f.startsWith('pkg:'))) {
      const code = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      expect(code, file).not.toMatch(
        /from 'node:|require\(|\bprocess\.|\bBuffer\b|__dirname|setImmediate/,
      );
    }
  });

  it('answers through app.fetch without a server', async () => {
    const { app, state } = createMockApp({ seed: 1 });
    const res = await app.fetch(
      new Request('http://mock.local/api/v1/instances', {
        headers: { authorization: `Bearer ${state.keys.full}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(40);
    const dropped = createMockApp({ faults: [{ route: '*', kind: 'drop' }] });
    await expect(
      dropped.app.fetch(new Request('http://mock.local/api/v1/account')),
    ).rejects.toThrow('connection dropped');
  });
});
