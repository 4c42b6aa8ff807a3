// index.html's inline scripts (the theme, applied before the first paint; the Intl formatters,
// built while the entry loads) run under the nginx CSP only because the CSP names their hashes. A
// changed script with a stale hash would be blocked and the page would flash the wrong theme: this
// keeps the two in step.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

function cspScriptSources(conf: string): string[] {
  const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)?.[1] ?? '';
  const directive =
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? '';
  return directive.split(/\s+/).slice(1);
}

describe('index.html inline scripts and the nginx CSP', () => {
  const hashes = inlineScriptHashes(read('index.html'));
  const sources = cspScriptSources(read('deploy/nginx.conf'));

  it('has the theme script and the formatters inline', () => {
    expect(hashes).toHaveLength(2);
  });

  it('allows exactly the inline scripts index.html has, and no other inline script', () => {
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual(hashes);
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
