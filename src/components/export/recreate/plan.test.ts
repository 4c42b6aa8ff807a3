import { describe, expect, it } from 'vitest';
import { planRecreate } from './plan';

const server = (name: string) => ({ name, planId: 'p-1', regionId: 'fra', osImageId: 'os-1' });

describe('planRecreate', () => {
  it('offers a name the service accepts for each it would refuse, and what names the server follows', () => {
    const plan = planRecreate({
      servers: [
        server('"><script>alert(1)</script>'),
        server('Zürich–Straße'),
        server('東京'),
        server('web-1'),
      ],
      vpcs: [
        {
          name: 'net',
          regionId: 'fra',
          ipRange: '10.1.0.0/24',
          members: ['Zürich–Straße', 'web-1'],
        },
      ],
      volumes: [
        { name: 'Zürich–Straße data', sizeGb: 10, regionId: 'fra', attachedTo: 'Zürich–Straße' },
      ],
      reservedIps: [{ regionId: 'fra', assignedTo: '東京' }],
      alertPolicies: [
        {
          name: 'cpu',
          metric: 'cpu',
          thresholdPercent: 90,
          durationMinutes: 5,
          instance: '"><script>alert(1)</script>',
          enabled: true,
        },
      ],
    });
    expect(plan.selection.servers.map(({ name, was }) => [name, was])).toEqual([
      ['script-alert-1-script', '"><script>alert(1)</script>'],
      ['Zurich-Strasse', 'Zürich–Straße'],
      ['server-1', '東京'],
      ['web-1', undefined],
    ]);
    expect(plan.selection.vpcs[0]!.members).toEqual(['Zurich-Strasse', 'web-1']);
    expect(plan.selection.volumes[0]).toMatchObject({
      name: 'Zurich-Strasse-data',
      attachedTo: 'Zurich-Strasse',
    });
    expect(plan.selection.reservedIps[0]!.assignedTo).toBe('server-1');
    expect(plan.selection.alertPolicies[0]!.instance).toBe('script-alert-1-script');
    expect(plan.changes.map((change) => [change.kind, change.from, change.to])).toEqual([
      ['servers', '"><script>alert(1)</script>', 'script-alert-1-script'],
      ['servers', 'Zürich–Straße', 'Zurich-Strasse'],
      ['servers', '東京', 'server-1'],
      ['volumes', 'Zürich–Straße data', 'Zurich-Strasse-data'],
    ]);
    expect(plan.leftOut).toEqual([]);
  });

  it('keeps offered names unique and within the length, and keeps names the service takes as they are', () => {
    const long = 'x'.repeat(70);
    const plan = planRecreate({
      servers: [server('web 1'), server('web-1'), server('web_1'), server(long)],
      vpcs: [
        { name: `${'ü'.repeat(62)}😀😀`, regionId: 'fra', ipRange: '10.1.0.0/24', members: [] },
      ],
      alertPolicies: [
        {
          name: '\x1b]0;t\x07 cpu',
          metric: 'cpu',
          thresholdPercent: 90,
          durationMinutes: 5,
          instance: null,
          enabled: true,
        },
      ],
    });
    expect(plan.selection.servers.map((row) => row.name)).toEqual([
      'web-1-2',
      'web-1',
      'web-1-3',
      'x'.repeat(63),
    ]);
    // Any text is a VPC's or a policy's name: only the length is cut, by characters.
    expect(plan.selection.vpcs[0]!.name).toBe(`${'ü'.repeat(62)}😀`);
    expect(plan.selection.alertPolicies[0]!.name).toBe('\x1b]0;t\x07 cpu');
  });

  it('shortens a long description and leaves out what has no name to offer', () => {
    const plan = planRecreate({
      endpoints: [
        {
          url: 'https://hooks.example.com/a',
          description: 'd'.repeat(250),
          events: ['instance.created'],
        },
        { url: 'http://hooks.example.com/b', events: ['instance.created'] },
      ],
      volumes: [{ name: 'big', sizeGb: 20000, regionId: 'fra', attachedTo: null }],
    });
    expect(plan.selection.endpoints).toEqual([
      {
        url: 'https://hooks.example.com/a',
        description: 'd'.repeat(200),
        events: ['instance.created'],
      },
    ]);
    expect(plan.selection.volumes).toEqual([]);
    expect(plan.leftOut).toEqual([
      { kind: 'volumes', label: 'big', field: 'sizeGb', found: { rule: 'tooLarge', limit: 16384 } },
      {
        kind: 'endpoints',
        label: 'http://hooks.example.com/b',
        field: 'url',
        found: { rule: 'pattern' },
      },
    ]);
  });
});
