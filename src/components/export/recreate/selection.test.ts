import { describe, expect, it } from 'vitest';
import type { Instance } from '@/api/queries/instances';
import type { components } from '@/api/schema.gen';
import { alertPoliciesSelection, reservedIpsSelection, serversSelection } from './selection';

type ReservedIp = components['schemas']['ReservedIp'];
type AlertPolicy = components['schemas']['AlertPolicy'];

const instance = (id: string, name: string, status: Instance['status'] = 'running'): Instance => ({
  id,
  name,
  status,
  planId: 'p-1',
  regionId: 'r-1',
  ipAddress: '203.0.113.1',
  osImageId: 'os-1',
  createdAt: '2026-01-01T00:00:00Z',
});
const ip = (id: string, instanceId: string | null, regionId = 'r-1'): ReservedIp => ({
  id,
  ipAddress: '198.51.100.1',
  regionId,
  instanceId,
  createdAt: '2026-01-01T00:00:00Z',
});
const policy = (name: string, instanceId: string | null): AlertPolicy => ({
  id: `alp-${name}`,
  name,
  metric: 'cpu',
  thresholdPercent: 80,
  durationMinutes: 5,
  instanceId,
  enabled: true,
  notify: 'email_owner',
});

const web = instance('i-1', 'web "1"');
const gone = instance('i-2', 'gone', 'destroyed');
const db = instance('i-3', 'db');
const byId = new Map([web, gone, db].map((row) => [row.id, row]));

describe('recreate selections', () => {
  it('takes a reserved IP with the server it is assigned to, and one of a gone server as unassigned', () => {
    expect(
      reservedIpsSelection([ip('a', 'i-1'), ip('b', null, 'r-2'), ip('c', 'i-2')], byId),
    ).toEqual({
      servers: [{ name: 'web "1"', planId: 'p-1', regionId: 'r-1', osImageId: 'os-1' }],
      reservedIps: [
        { regionId: 'r-1', assignedTo: 'web "1"' },
        { regionId: 'r-2', assignedTo: null },
        { regionId: 'r-1', assignedTo: null },
      ],
    });
  });

  it('takes an alert policy with the server it watches by name, null for all, and leaves out one on a gone server', () => {
    const selection = alertPoliciesSelection(
      [policy('cpu web', 'i-1'), policy('all', null), policy('old', 'i-2')],
      byId,
    );
    expect(selection.servers?.map((server) => server.name)).toEqual(['web "1"']);
    expect(selection.alertPolicies).toEqual([
      {
        name: 'cpu web',
        metric: 'cpu',
        thresholdPercent: 80,
        durationMinutes: 5,
        instance: 'web "1"',
        enabled: true,
      },
      {
        name: 'all',
        metric: 'cpu',
        thresholdPercent: 80,
        durationMinutes: 5,
        instance: null,
        enabled: true,
      },
    ]);
  });

  it("brings a server's own reserved IPs and alert policies along, not other servers' or account-wide ones", () => {
    const selection = serversSelection([web], {
      reservedIps: [ip('a', 'i-1'), ip('b', 'i-3'), ip('c', null)],
      alertPolicies: [policy('cpu web', 'i-1'), policy('cpu db', 'i-3'), policy('all', null)],
    });
    expect(selection.servers?.map((server) => server.name)).toEqual(['web "1"']);
    expect(selection.reservedIps).toEqual([{ regionId: 'r-1', assignedTo: 'web "1"' }]);
    expect(selection.alertPolicies?.map((row) => row.name)).toEqual(['cpu web']);
    expect(serversSelection([db])).toEqual({
      servers: [{ name: 'db', planId: 'p-1', regionId: 'r-1', osImageId: 'os-1' }],
    });
  });
});
