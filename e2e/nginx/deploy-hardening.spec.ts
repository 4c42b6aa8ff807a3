import { test, expect } from '../fixtures';
import { NGINX_TLS_BASE_PORT } from '../ports';

test.describe('self-hosted through nginx: deploys and transport', () => {
  test('only the headers the service reads pass to it, and a method override is refused', async ({
    request,
    mock,
  }) => {
    // What a page or a client may add: address claims under every name proxies and CDNs use, a
    // rewritten URL, a method override. None of them is the service's to read.
    const claims = {
      'cf-connecting-ip': '203.0.113.7',
      'x-cluster-client-ip': '203.0.113.7',
      'client-ip': '203.0.113.7',
      'x-originating-ip': '203.0.113.7',
      'fastly-client-ip': '203.0.113.7',
      'true-client-ip': '203.0.113.7',
      'x-real-ip': '203.0.113.7',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=203.0.113.7',
      'x-forwarded': 'for=203.0.113.7',
      via: '1.1 evil',
      'x-remote-addr': '203.0.113.7',
      'x-remote-ip': '203.0.113.7',
      'x-host': 'evil.example',
      'x-original-url': '/api/v1/account',
      'x-rewrite-url': '/api/v1/account',
      'accept-language': 'de',
      cookie: 'session=someone-else',
    };
    const authorization = `Bearer ${mock.keys.full}`;
    await mock.clearRequests();
    const read = await request.get('/api/v1/catalog/regions', {
      headers: { ...claims, authorization },
    });
    expect(read.status()).toBe(200);
    const seen = (await mock.requests()) as Array<{
      path: string;
      headerNames?: string[];
      addressHeaders?: Record<string, string>;
    }>;
    const passed = seen.find((entry) => entry.path === '/api/v1/catalog/regions');
    const allowed = new Set([
      'accept',
      'accept-encoding',
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      // nginx's own, naming the address it saw (never one a client claimed).
      'x-forwarded-for',
      'x-forwarded-proto',
    ]);
    expect(passed?.headerNames?.filter((name) => !allowed.has(name))).toEqual([]);
    expect(passed?.addressHeaders?.['x-forwarded-for']).toBe('127.0.0.1');

    // A read that names another method is refused before it reaches the service.
    await mock.clearRequests();
    for (const name of ['x-http-method-override', 'x-http-method', 'x-method-override']) {
      const overridden = await request.get('/api/v1/volumes', {
        headers: { authorization, [name]: 'DELETE' },
      });
      expect(overridden.status(), name).toBe(400);
      expect(await overridden.text()).toContain('method_override');
    }
    expect(await mock.requests()).toEqual([]);
  });

  test('a missing asset is a 404 no browser keeps; present ones stay immutable', async ({
    request,
  }) => {
    const missing = await request.get(`/assets/index-${Date.now().toString(36)}.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    const html = await (await request.get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const present = await request.get(asset!);
    expect(present.status()).toBe(200);
    expect(present.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await request.get(asset!, {
      headers: { 'if-modified-since': present.headers()['last-modified']! },
    });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['cache-control']).toContain('immutable');
  });

  test('after a deploy, code the tab cannot load any more offers a reload, and the reload brings the page back', async ({
    page,
    connect,
    baseURL,
  }) => {
    await connect('full');
    await page.waitForLoadState('networkidle');
    // A deploy replaced the build: every chunk this tab has not loaded yet now answers nginx's own 404.
    const known = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      ),
    );
    let gone = 0;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (known.has(route.request().url())) return route.continue();
      gone++;
      const missing = await route.fetch({ url: `${baseURL}/assets/gone-${gone}.js` });
      expect(missing.status()).toBe(404);
      await route.fulfill({ response: missing });
    });
    await page
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Volumes', exact: true })
      .click();
    const offer = page.getByRole('alert').filter({ hasText: 'This console was updated' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('chunk_load_failed');
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    expect(gone).toBeGreaterThan(0);

    await page.unrouteAll({ behavior: 'wait' }); // the deploy is complete
    await offer.getByRole('button', { name: 'Reload the console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volumes' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(offer).toBeHidden();
  });

  test('the TLS server block answers HTTPS with HSTS and the same strict headers', async ({
    playwright,
  }, testInfo) => {
    const https = await playwright.request.newContext({ ignoreHTTPSErrors: true });
    const origin = `https://127.0.0.1:${NGINX_TLS_BASE_PORT + testInfo.parallelIndex}`;
    const index = await https.get(`${origin}/`);
    expect(index.status()).toBe(200);
    expect(index.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(index.headers()['content-security-policy']).toContain("connect-src 'self'");
    expect(await index.text()).toContain('<div id="root">');
    const api = await https.get(`${origin}/api/v1/account`);
    expect(api.status()).toBe(401); // proxied to the service, which wants a key
    expect(api.headers()['strict-transport-security']).toContain('max-age=');
    expect((await https.get(`${origin}/assets/missing.js`)).headers()['cache-control']).toBe(
      'no-store',
    );
    await https.dispose();
  });
});
