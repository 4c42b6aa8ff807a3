// The control routes (/__mock/*) hand out every demo key and reset the service: programs on this
// machine use them, a browser page of another origin must not (finding F12: the team stack's mock
// answered /__mock/keys with access-control-allow-origin: * to any page).
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';

const BASE = 'http://127.0.0.1:8787';
const call = (path: string, init: RequestInit = {}) => {
  const { app } = createMockApp({ seed: 7 });
  return app.fetch(new Request(`${BASE}${path}`, init));
};

describe('/__mock/* control routes', () => {
  it('answer a program on this machine (no Origin), as the e2e fixtures and the team stack read them', async () => {
    const keys = await call('/__mock/keys');
    expect(keys.status).toBe(200);
    expect(Object.keys((await keys.json()) as object)).toContain('full');
    expect(keys.headers.get('access-control-allow-origin')).toBeNull();
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(200);
  });

  it('refuse a page of another origin, with no CORS header that would let it read the answer', async () => {
    const keys = await call('/__mock/keys', {
      headers: { origin: 'http://127.0.0.1:4416', 'sec-fetch-site': 'same-site' },
    });
    expect(keys.status).toBe(403);
    expect(keys.headers.get('access-control-allow-origin')).toBeNull();
    const text = await keys.text();
    expect(text).toContain('control_refused');
    expect(text).not.toMatch(/ccs_/);
    // An origin alone (an older browser), an opaque origin, or the fetch metadata alone.
    const others: Array<Record<string, string>> = [
      { origin: 'https://wiki.example.com' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of others)
      expect((await call('/__mock/keys', { headers })).status).toBe(403);
  });

  it('refuse a write of another origin before it changes anything, and give its preflight no CORS', async () => {
    const { app, state } = createMockApp({ seed: 7 });
    const before = JSON.stringify(state.context.faults);
    const preflight = await app.fetch(
      new Request(`${BASE}/__mock/faults`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:4419',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const put = await app.fetch(
      new Request(`${BASE}/__mock/faults`, {
        method: 'PUT',
        headers: { origin: 'http://127.0.0.1:4419', 'content-type': 'application/json' },
        body: JSON.stringify([{ route: '/api/v1/volumes', kind: 'error', status: 500 }]),
      }),
    );
    expect(put.status).toBe(403);
    expect(JSON.stringify(state.context.faults)).toBe(before);
  });

  it('answer a page of the mock’s own origin, and the API keeps its CORS for the console', async () => {
    expect(
      (await call('/__mock/keys', { headers: { origin: BASE, 'sec-fetch-site': 'same-origin' } }))
        .status,
    ).toBe(200);
    const api = await call('/api/v1/catalog/regions', {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });
});
