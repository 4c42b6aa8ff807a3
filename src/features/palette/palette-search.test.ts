import { describe, expect, it } from 'vitest';
import { actionEntries, instanceEntries, pageEntries, reservedIpEntries } from './palette-entries';
import { GROUP_LIMIT, searchPalette } from './palette-search';

const instances = instanceEntries([
  {
    id: '11111111-aaaa-4aaa-8aaa-000000000001',
    name: 'web-frontend-1',
    status: 'running',
    planId: 'p',
    regionId: 'r',
    ipAddress: '203.0.113.45',
    osImageId: 'i',
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: '11111111-aaaa-4aaa-8aaa-000000000002',
    name: 'db-primary',
    status: 'error',
    planId: 'p',
    regionId: 'r',
    ipAddress: '198.51.100.7',
    osImageId: 'i',
    createdAt: '2026-01-01T00:00:00Z',
  },
]);
const ips = reservedIpEntries([
  {
    id: 'rip-1',
    ipAddress: '203.0.113.200',
    regionId: 'r',
    instanceId: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
]);
const all = [...actionEntries(), ...pageEntries(), ...instances, ...ips];
const labels = (text: string) =>
  searchPalette(all, text).flatMap((group) => group.entries.map((entry) => entry.label));

describe('searchPalette', () => {
  it('lists only pages and actions before anything is typed', () => {
    const groups = searchPalette(all, '  ');
    expect(groups.map((group) => group.group)).toEqual(['Actions', 'Pages']);
  });

  it('finds instances by part of the name, the IP or the ID, ignoring case', () => {
    expect(labels('FRONTEND')).toEqual(['web-frontend-1']);
    expect(labels('113.45')).toEqual(['web-frontend-1']);
    expect(labels('000000000002')).toEqual(['db-primary']);
    // The reserved IP's label starts with the text, so its group ranks first.
    expect(labels('203.0.113')).toEqual(['203.0.113.200', 'web-frontend-1']);
  });

  it('finds pages and actions by name or keyword, and opens them at their address', () => {
    expect(searchPalette(all, 'deploy')[0]?.entries[0]?.href).toBe('/instances/deploy');
    expect(searchPalette(all, 'create key')[0]?.entries[0]?.href).toMatch(/^\/api-keys/);
    expect(searchPalette(all, 'wallet')[0]?.entries[0]?.href).toBe('/wallet');
    expect(searchPalette(all, 'compatibility')[0]?.entries[0]?.href).toBe(
      '/explorer?view=compatibility',
    );
  });

  it('caps each group and counts the rest', () => {
    const many = instanceEntries(
      Array.from({ length: GROUP_LIMIT + 3 }, (_, index) => ({
        id: `id-${index}`,
        name: `node-${index}`,
        status: 'running' as const,
        planId: 'p',
        regionId: 'r',
        ipAddress: `10.0.0.${index}`,
        osImageId: 'i',
        createdAt: '2026-01-01T00:00:00Z',
      })),
    );
    const [group] = searchPalette(many, 'node');
    expect(group?.entries).toHaveLength(GROUP_LIMIT);
    expect(group?.hidden).toBe(3);
  });

  it('a server whose address comes as null (the checked list reads it as absent) is searched by its name and ID, and says it has no IP yet', () => {
    const stopped = instanceEntries([
      {
        id: 'inst-9',
        name: 'stopped-box',
        status: 'stopped',
        planId: 'p',
        regionId: 'r',
        ipAddress: null as unknown as string,
        osImageId: 'i',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(stopped[0]!.terms).toEqual(['stopped-box', 'inst-9']);
    expect(stopped[0]!.detail).toBe('no IP yet · stopped');
    // A text that matches neither its name nor its ID reaches its other terms.
    expect(searchPalette(stopped, 'zzz')).toEqual([]);
    expect(searchPalette(stopped, 'inst-9')[0]!.entries[0]!.label).toBe('stopped-box');
  });
});
