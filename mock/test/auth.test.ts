// Authentication (401 invalid_token), the central scope check (read_only_key, session_required,
// admin_only) and key management (token once, revoke at once, owner only).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from './helpers';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
beforeEach(() => mock.reset());
afterAll(() => mock.close());

const expect401 = async (token: string | null, path = '/instances') => {
  const r = await mock.get(path, { token });
  expect(r.status).toBe(401);
  expect(r.body).toMatchObject({ code: 'invalid_token' });
  expect(r.headers.get('x-ratelimit-limit')).toBe('100');
  return r;
};

describe('authentication', () => {
  it('missing, malformed and wrong keys get 401 invalid_token', async () => {
    await expect401(null);
    await expect401('');
    await expect401('ccs_00000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect401(`${mock.keys.full}x`);
    const basic = await fetch(`${mock.url}/api/v1/instances`, {
      headers: { authorization: `Basic ${mock.keys.full}` },
    });
    expect(basic.status).toBe(401);
  });

  it('the expired key and the suspended account give the same 401 as a wrong key', async () => {
    const wrong = await expect401('nope');
    const expired = await expect401(mock.keys.expired);
    const suspended = await expect401(mock.keys.suspended);
    expect(expired.body.message).toBe(wrong.body.message);
    expect(suspended.body.message).toBe(wrong.body.message);
  });

  it('401 comes before anything else, on every route, even unknown ones and writes', async () => {
    await expect401(null, '/admin/accounts');
    await expect401(null, '/no-such-route');
    const r = await mock.post('/instances', {}, { token: null });
    expect(r.status).toBe(401);
  });

  it('GET /account names the account of the key', async () => {
    expect((await mock.get('/account')).body).toMatchObject({ name: 'Acme Robotics' });
    expect((await mock.get('/account', { token: mock.keys.read })).body.name).toBe('Acme Robotics');
  });
});

describe('central scope check', () => {
  it('a read key reads everything', async () => {
    for (const path of [
      '/instances',
      '/api-keys',
      '/wallet/summary',
      '/tickets',
      '/webhooks/endpoints',
    ]) {
      expect((await mock.get(path, { token: mock.keys.read })).status).toBe(200);
    }
  });

  it('a read key is refused every write with 403 read_only_key, including unknown routes', async () => {
    const writes: [string, string][] = [
      ['POST', '/instances'],
      ['DELETE', '/instances/x'],
      ['POST', '/instances/x/stop'],
      ['POST', '/volumes'],
      ['PATCH', '/volumes/x'],
      ['POST', '/api-keys'],
      ['DELETE', '/api-keys/x'],
      ['POST', '/wallet/payments'],
      ['POST', '/tickets'],
      ['POST', '/webhooks/endpoints'],
      ['PUT', '/instances'],
      ['POST', '/some/future/route'],
    ];
    for (const [method, path] of writes) {
      const r = await mock.call(method, path, { token: mock.keys.read, body: {} });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe('read_only_key');
    }
  });

  const sessionRoutes: [string, string][] = [
    ['POST', '/account/close'],
    ['POST', '/account/two-factor'],
    ['DELETE', '/account/two-factor'],
    ['POST', '/account/passkeys'],
    ['DELETE', '/account/passkeys/pk_1'],
    ['POST', '/account/connected-accounts'],
    ['DELETE', '/account/connected-accounts/github'],
  ];
  it.each(sessionRoutes)('%s %s -> 403 session_required for any key', async (method, path) => {
    for (const token of [mock.keys.full, mock.keys.read, mock.keys.member]) {
      const r = await mock.call(method, path, { token });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('session_required');
    }
  });

  it('admin routes refuse every key with 403 admin_only', async () => {
    for (const token of [mock.keys.full, mock.keys.read]) {
      const r = await mock.get('/admin/accounts', { token });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('admin_only');
    }
  });
});

describe('API keys', () => {
  it('the list shows name, prefix, scope and expiry, never a token', async () => {
    const r = await mock.get('/api-keys');
    expect(r.status).toBe(200);
    for (const k of r.body.items) {
      expect(Object.keys(k).sort()).toEqual([
        'createdAt',
        'expiresAt',
        'id',
        'lastUsedAt',
        'name',
        'prefix',
        'scope',
      ]);
      expect(k.prefix).toMatch(/^ccs_[0-9a-f]{8}$/);
    }
    for (const token of Object.values(mock.keys)) expect(r.text).not.toContain(token.slice(13));
    expect(mock.keys.full.startsWith(r.body.items[0].prefix)).toBe(true);
  });

  it('create returns the token once; it works at once; revoke stops it at once', async () => {
    const created = await mock.post('/api-keys', { name: 'ci', scope: 'full', expiresInDays: 30 });
    expect(created.status).toBe(201);
    const { key, token } = created.body;
    expect(token).toMatch(/^ccs_[0-9a-f]{8}_[0-9A-Za-z]{32}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    expect(Date.parse(key.expiresAt) - Date.parse(key.createdAt)).toBe(30 * 86_400_000);
    expect((await mock.get('/instances', { token })).status).toBe(200);
    const listed = await mock.get(`/api-keys/${key.id}`);
    expect(listed.body).toMatchObject({ id: key.id, name: 'ci', scope: 'full' });
    expect(listed.body.lastUsedAt).not.toBeNull();
    expect(listed.text).not.toContain(token.slice(13));
    expect((await mock.del(`/api-keys/${key.id}`)).status).toBe(204);
    await expect401(token);
    expect((await mock.get(`/api-keys/${key.id}`)).status).toBe(404);
    expect((await mock.del(`/api-keys/${key.id}`)).status).toBe(404);
  });

  it('a new read key can read but not write; a never-expiring key has expiresAt null', async () => {
    const { body } = await mock.post('/api-keys', {
      name: 'grafana',
      scope: 'read',
      expiresInDays: null,
    });
    expect(body.key.expiresAt).toBeNull();
    expect((await mock.get('/volumes', { token: body.token })).status).toBe(200);
    expect((await mock.post('/volumes', {}, { token: body.token })).body.code).toBe(
      'read_only_key',
    );
  });

  it.each([
    [{ name: 'x', scope: 'full', expiresInDays: 0 }, 'expiresInDays'],
    [{ name: 'x', scope: 'full', expiresInDays: 731 }, 'expiresInDays'],
    [{ name: 'x', scope: 'full', expiresInDays: 1.5 }, 'expiresInDays'],
    [{ name: 'x', scope: 'full', expiresInDays: '7' }, 'expiresInDays'],
    [{ name: 'x', scope: 'full' }, 'expiresInDays'],
    [{ name: 'x', scope: 'admin', expiresInDays: null }, 'scope'],
    [{ name: '', scope: 'read', expiresInDays: null }, 'name'],
    [{ name: 'x', scope: 'read', expiresInDays: null, ip: '1.2.3.4' }, 'ip'],
  ])('create refuses %o with 400 invalid_body (%s)', async (body, param) => {
    const r = await mock.post('/api-keys', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_body', param });
  });

  it('expiresInDays 1 and 730 are accepted', async () => {
    expect(
      (await mock.post('/api-keys', { name: 'a', scope: 'read', expiresInDays: 1 })).status,
    ).toBe(201);
    expect(
      (await mock.post('/api-keys', { name: 'b', scope: 'read', expiresInDays: 730 })).status,
    ).toBe(201);
  });

  it('a non-JSON body is 400 invalid_body', async () => {
    const r = await mock.call('POST', '/api-keys', { raw: '{"name": ' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_body');
  });

  it('a team member may list keys but not create or revoke them', async () => {
    const token = mock.keys.member;
    expect((await mock.get('/api-keys', { token })).status).toBe(200);
    const create = await mock.post(
      '/api-keys',
      { name: 'x', scope: 'read', expiresInDays: null },
      { token },
    );
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('team_member_forbidden');
    const { body } = await mock.get('/api-keys');
    const revoke = await mock.del(`/api-keys/${body.items[0].id}`, { token });
    expect(revoke.status).toBe(403);
    expect(revoke.body.code).toBe('team_member_forbidden');
    // ...while the member key may do other writes
    expect(
      (await mock.post('/tickets', { subject: 'from a member', message: 'hi' }, { token })).status,
    ).toBe(201);
  });
});
