import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';
import { DRIFT_KINDS, parseDriftKind, type DriftKind } from '../drift-kinds';
import { readEnv } from '../env';

function drifted(drift: DriftKind) {
  const { app, state } = createMockApp({ rateLimits: false, drift });
  const call = (path: string, init: RequestInit = {}) =>
    app.fetch(
      new Request(`http://mock/api/v1${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${state.keys.full}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      }),
    );
  const json = async (path: string) =>
    (await call(path)).json() as Promise<Record<string, unknown>>;
  return { call, json };
}

describe('MOCK_DRIFT', () => {
  it('is read from the environment, and refuses an unknown kind', () => {
    expect(readEnv({ MOCK_DRIFT: 'array-key' }).drift).toBe('array-key');
    expect(readEnv({}).drift).toBeUndefined();
    expect(() => parseDriftKind('everything')).toThrow(
      /MOCK_DRIFT must be one of composite-field, array-key/,
    );
    expect(DRIFT_KINDS).toHaveLength(32);
  });

  it('serves the drifted document as the live document', async () => {
    const doc = (await drifted('array-key').json('/openapi.json')) as {
      components: { schemas: { WalletSummary: { properties: object; required: string[] } } };
    };
    expect(Object.keys(doc.components.schemas.WalletSummary.properties)).toContain('history');
    expect(doc.components.schemas.WalletSummary.required).not.toContain('months');
  });

  it('answers as the drifted document says', async () => {
    const summary = await drifted('array-key').json('/wallet/summary');
    expect(summary.months).toBeUndefined();
    expect(Array.isArray(summary.history)).toBe(true);
    expect(await drifted('composite-field').json('/wallet/summary')).toHaveProperty(
      'availableCents',
    );
    const statuses = (
      (await drifted('status-enum').json('/instances')).items as Array<{ status: string }>
    ).map((row) => row.status);
    expect(statuses).toContain('rescue');
    expect(statuses).not.toContain('stopped');
    const nullable = (await drifted('newly-nullable').json('/instances')).items as Array<{
      status: string;
      ipAddress: unknown;
    }>;
    expect(
      nullable.filter((row) => row.status === 'stopped').every((row) => row.ipAddress === null),
    ).toBe(true);
    expect(
      ((await drifted('filter-enum').json('/tickets')).items as Array<{ status: string }>).map(
        (row) => row.status,
      ),
    ).toContain('pending');
    expect(
      typeof (
        (await drifted('integer-to-string').json('/volumes')).items as Array<{ sizeGb: unknown }>
      )[0]!.sizeGb,
    ).toBe('string');
    const page = await drifted('pagination-envelope').json('/backups');
    expect(Object.keys(page).sort()).toEqual(['data', 'page', 'stats']);
    expect(page.page).toEqual({ total: expect.any(Number), limit: 25, offset: 0 });
  });

  it.each([
    ['reserved-ip-field', '/reserved-ips', 'ReservedIp', 'ipAddress', 'address'],
    ['vpc-array-key', '/vpcs', 'Vpc', 'instanceIds', 'memberIds'],
    ['backup-field', '/backups', 'Backup', 'serverId', 'vaultId'],
    ['webhook-field', '/webhooks/endpoints', 'WebhookEndpoint', 'events', 'eventTypes'],
    ['region-field', '/catalog/regions', 'Region', 'available', 'open'],
    ['instance-field', '/instances', 'Instance', 'regionId', 'region'],
    ['api-key-field', '/api-keys', 'ApiKey', 'createdAt', 'issuedAt'],
    ['plan-field', '/catalog/plans', 'Plan', 'regionIds', 'regions'],
  ] as const)(
    "%s: the list, its rows and the document name %s's field otherwise",
    async (kind, list, schema, from, to) => {
      const mock = drifted(kind);
      const rows = (await mock.json(list)).items as Array<Record<string, unknown>>;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row[from] === undefined && row[to] !== undefined)).toBe(true);
      const doc = (await mock.json('/openapi.json')) as {
        components: { schemas: Record<string, { properties: object; required: string[] }> };
      };
      expect(Object.keys(doc.components.schemas[schema]!.properties)).toContain(to);
      expect(doc.components.schemas[schema]!.required).not.toContain(from);
      // Neither has a route of its own for one row.
      if (kind === 'region-field' || kind === 'api-key-field' || kind === 'plan-field') return;
      // One of them, by its own route, too.
      const one = await mock.json(`${list}/${String(rows[0]!.id)}`);
      expect(one[from]).toBeUndefined();
      expect(one).toHaveProperty(to);
    },
  );

  it("ticket-messages: a ticket's messages come as thread; the list is as our contract says", async () => {
    const mock = drifted('ticket-messages');
    const list = await mock.json('/tickets');
    const id = (list.items as Array<{ id: string }>)[0]!.id;
    const ticket = await mock.json(`/tickets/${id}`);
    expect(ticket.messages).toBeUndefined();
    expect(Array.isArray(ticket.thread)).toBe(true);
    expect((await drifted('backup-field').call('/backups/servers')).status).toBe(200);
    expect(
      (
        (await drifted('backup-field').json('/backups/servers')).items as Array<
          Record<string, unknown>
        >
      )[0],
    ).not.toHaveProperty('vaultId');
  });

  it('refuses what the drifted service refuses', async () => {
    expect((await drifted('removed-route').call('/backups/servers')).status).toBe(404);
    const search = await drifted('query-parameter').call('/tickets?q=disk');
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ code: 'invalid_parameter', param: 'q' });
    const deploy = await drifted('required-request-field').call('/instances', {
      method: 'POST',
      body: JSON.stringify({
        name: 'web-1',
        planId: 'vc2-1c-1gb',
        regionId: 'fra',
        osImageId: 'ubuntu-24.04',
      }),
    });
    expect(deploy.status).toBe(400);
    expect(await deploy.json()).toMatchObject({ code: 'invalid_body', param: 'sshKeyIds' });
  });

  it('takes a deploy with the field it now requires, and keeps what it took', async () => {
    const { app, state } = createMockApp({ rateLimits: false, drift: 'required-request-field' });
    const deploy = (body: object) =>
      app.fetch(
        new Request('http://mock/api/v1/instances', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            authorization: `Bearer ${state.keys.full}`,
            'content-type': 'application/json',
          },
        }),
      );
    const base = {
      name: 'web-1',
      planId: 'vc2-1c-1gb',
      regionId: 'fra',
      osImageId: 'ubuntu-24.04',
    };
    expect((await deploy({ ...base, sshKeyIds: [3] })).status).toBe(400);
    const taken = await deploy({ ...base, sshKeyIds: ['key-1'] });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ name: 'web-1' });
    const volume = (body: object) =>
      app.fetch(
        new Request('http://mock/api/v1/volumes', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            authorization: `Bearer ${state.keys.full}`,
            'content-type': 'application/json',
          },
        }),
      );
    expect((await volume({ name: 'data-1', sizeGb: 10, regionId: 'fra' })).status).toBe(400);
    expect(
      (await volume({ name: 'data-1', sizeGb: 10, regionId: 'fra', tier: 'fast' })).status,
    ).toBe(201);
    const seen = (await (await app.fetch(new Request('http://mock/__mock/drift'))).json()) as {
      drift: string;
      received: unknown[];
    };
    expect(seen).toEqual({
      drift: 'required-request-field',
      received: [
        { operation: 'POST /instances', fields: { sshKeyIds: ['key-1'] } },
        { operation: 'POST /volumes', fields: { tier: 'fast' } },
      ],
    });
  });

  it('is switched at run time by PUT /__mock/drift, and back by a reset', async () => {
    const { app, state } = createMockApp({ rateLimits: false });
    const summary = async () =>
      (await (
        await app.fetch(
          new Request('http://mock/api/v1/wallet/summary', {
            headers: { authorization: `Bearer ${state.keys.full}` },
          }),
        )
      ).json()) as Record<string, unknown>;
    expect(await summary()).toHaveProperty('months');
    const put = (drift: unknown) =>
      app.fetch(
        new Request('http://mock/__mock/drift', { method: 'PUT', body: JSON.stringify({ drift }) }),
      );
    expect((await put('array-key')).status).toBe(200);
    expect(await summary()).toHaveProperty('history');
    expect((await put('nonsense')).status).toBe(400);
    // Several kinds at once: each plays as alone.
    expect((await put(['array-key', 'removed-route'])).status).toBe(200);
    expect(await summary()).toHaveProperty('history');
    const servers = await app.fetch(
      new Request('http://mock/api/v1/backups/servers', {
        headers: { authorization: `Bearer ${state.keys.full}` },
      }),
    );
    expect(servers.status).toBe(404);
    for (const refused of [[], ['array-key', 'array-key'], ['array-key', 'nonsense']])
      expect((await put(refused)).status, JSON.stringify(refused)).toBe(400);
    state.reset();
    expect(await summary()).toHaveProperty('months');
  });

  it('names the rate-limit headers otherwise', async () => {
    const answer = await drifted('rate-limit-header').call('/instances');
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
    expect(answer.headers.get('ratelimit-limit')).toBe('100');
  });

  it('answers a new ticket with 200, a transactions page in its own media type, the backup servers with Deprecation and Sunset', async () => {
    const ticket = await drifted('success-status').call('/tickets', {
      method: 'POST',
      body: JSON.stringify({ subject: 'Disk full', message: 'The volume is full.' }),
    });
    expect(ticket.status).toBe(200);
    expect(((await ticket.json()) as { subject: string }).subject).toBe('Disk full');
    const page = await drifted('response-media-type').call('/wallet/transactions');
    expect(page.headers.get('content-type')).toBe('application/vnd.cloud.v2+json');
    expect(((await page.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const servers = await drifted('deprecated-operation').call('/backups/servers');
    expect(servers.status).toBe(200);
    expect(servers.headers.get('deprecation')).toBe('@1767225600');
    expect(servers.headers.get('sunset')).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
  });

  it('refuses, in its own words, what its document no longer takes; takes what it does', async () => {
    const refusal = async (answer: Response) => [answer.status, await answer.json()];
    const range = drifted('request-range');
    const region = ((await range.json('/catalog/regions')) as { items: Array<{ id: string }> })
      .items[0]!.id;
    const volume = (sizeGb: number) =>
      range.call('/volumes', {
        method: 'POST',
        body: JSON.stringify({ name: 'data', sizeGb, regionId: region }),
      });
    expect(await refusal(await volume(2000))).toEqual([
      400,
      {
        code: 'invalid_body',
        message: 'sizeGb must be at most 1000 GB on this service; 2000 GB was asked for.',
        param: 'sizeGb',
      },
    ]);
    expect((await volume(1000)).status).toBe(201);
    const policy = (metric: string) =>
      drifted('request-enum').call('/monitoring/alert-policies', {
        method: 'POST',
        body: JSON.stringify({ name: 'cpu', metric, thresholdPercent: 90, durationMinutes: 5 }),
      });
    expect(await refusal(await policy('disk'))).toEqual([
      400,
      {
        code: 'invalid_body',
        message: 'metric disk is no longer offered: choose cpu or memory.',
        param: 'metric',
      },
    ]);
    expect((await policy('cpu')).status).toBe(201);
    const hook = await drifted('request-pattern').call('/webhooks/endpoints', {
      method: 'POST',
      body: JSON.stringify({
        url: 'https://hooks.example.com:8443/in',
        events: ['instance.created'],
      }),
    });
    expect(await refusal(hook)).toEqual([
      400,
      {
        code: 'invalid_body',
        message: 'url must be HTTPS on the default port (443), with no port in it.',
        param: 'url',
      },
    ]);
    const held = drifted('error-status');
    const ip = ((await held.json('/reserved-ips')) as { items: Array<{ id: string }> }).items[0]!;
    expect(await refusal(await held.call(`/reserved-ips/${ip.id}`, { method: 'DELETE' }))).toEqual([
      423,
      {
        code: 'locked',
        message: 'This address is held by a DNS record until it expires; release it after that.',
      },
    ]);
  });
});
