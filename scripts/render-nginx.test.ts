import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** deploy/render-nginx.mjs run as a person runs it; its nginx.conf's CSP line, or its refusal. */
function render(extra: string[]) {
  const prefix = mkdtempSync(join(tmpdir(), 'cc-render-'));
  const run = spawnSync(
    process.execPath,
    [
      'deploy/render-nginx.mjs',
      '--upstream',
      'http://127.0.0.1:8787',
      '--root',
      './dist',
      '--prefix',
      prefix,
      '--loopback-http',
      '127.0.0.1:8080',
      ...extra,
    ],
    { encoding: 'utf8' },
  );
  const csp =
    run.status === 0
      ? (/Content-Security-Policy "([^"]+)"/.exec(
          readFileSync(join(prefix, 'nginx.conf'), 'utf8'),
        )?.[1] ?? '')
      : '';
  rmSync(prefix, { recursive: true, force: true });
  return { status: run.status, stderr: run.stderr, csp };
}

describe('render-nginx: the explorer document on another origin (config.json openapiUrl)', () => {
  it("keeps connect-src 'self' without it", () => {
    expect(render([]).csp).toContain("connect-src 'self';");
  });

  it("adds the document's origin, and only its origin, to connect-src", () => {
    const { csp } = render([
      '--openapi-url',
      'https://docs.cloud.example:8443/v1/openapi.json?x=1',
    ]);
    expect(csp).toContain("connect-src 'self' https://docs.cloud.example:8443;");
    expect(csp).not.toContain('openapi.json');
    // A path cannot smuggle a directive in: only the origin is written.
    expect(render(['--openapi-url', "https://a.example/';script-src *"]).csp).toContain(
      "connect-src 'self' https://a.example; object-src",
    );
  });

  it('refuses an address that is not https:// (or loopback http://), or that holds credentials, saying so', () => {
    for (const bad of [
      'http://docs.cloud.example/openapi.json',
      'javascript:alert(1)',
      'not a url',
      'https://u:p@a.example/x',
    ]) {
      const run = render(['--openapi-url', bad]);
      expect(run.status, bad).toBe(2);
      expect(run.stderr, bad).toMatch(/--openapi-url must/);
    }
  });
});
