import { createHash } from 'node:crypto';
import { test, expect } from '../fixtures';
import { NAV_ITEMS } from '../nav';

test.describe('self-hosted through nginx', () => {
  test('headers: strict CSP, no sniffing, no referrer, no framing; caching by kind', async ({
    request,
  }) => {
    const index = await request.get('/');
    expect(index.status()).toBe(200);
    const headers = index.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-cache');
    expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-cache');

    const html = await index.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['content-encoding']).toBe('gzip');
    // Two inline scripts (the theme, set before the first paint; the Intl formatters, built while
    // the entry loads), each allowed by its hash and nothing else: no 'unsafe-inline'.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    expect(inline).toHaveLength(2);
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(2);
    expect(
      csp
        .match(/script-src [^;]*/)?.[0]
        .split(' ')
        .filter((source) => source.startsWith("'sha256-")),
    ).toEqual(inline);
  });

  test('missing assets are 404, deep links fall back to the app', async ({ request }) => {
    expect((await request.get('/assets/does-not-exist.js')).status()).toBe(404);
    const deep = await request.get('/instances/some-id');
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
  });

  test('tour of every page: no CSP violation, no console error, no other origin, deep link reload', async ({
    page,
    connect,
    baseURL,
  }) => {
    const violations: string[] = [];
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (
        !request.url().startsWith(baseURL!) &&
        !request.url().startsWith('data:') &&
        !request.url().startsWith('blob:')
      )
        foreign.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await connect('full');
    for (const item of NAV_ITEMS) {
      await page.goto(item.to);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      violations.push(
        ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
      );
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('the inline theme script runs under the CSP, before any script file', async ({ page }) => {
    await page.goto('/connect');
    await page.evaluate(() => localStorage.setItem('cc.theme', 'dark'));
    // No script file loads: only the inline script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => ((window as unknown as { __csp: string }).__csp = event.violatedDirective),
      );
    });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __csp?: string }).__csp),
    ).toBeUndefined();
  });
});
