import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/api/api-call';
import { describeRequest, type RequestDescription } from '@/api/describe-request';
import { pythonLiteral, shellQuote, snippet, SNIPPET_KINDS } from './snippets';

const write: RequestDescription = {
  method: 'POST',
  url: 'https://cloud.example/api/v1/instances',
  body: JSON.stringify({ name: "it's $HOME", planId: 'p-1', tags: [true, null, 2] }),
  operationId: 'deployInstance',
  pagesUrl: undefined,
  headers: [],
};
const list: RequestDescription = {
  method: 'GET',
  url: 'https://cloud.example/api/v1/tickets?limit=25&offset=50&status=open',
  body: undefined,
  operationId: 'listTickets',
  pagesUrl: 'https://cloud.example/api/v1/tickets?status=open',
  headers: [],
};

describe('snippets', () => {
  it('sends the header parameters in every form (N6: Show the request shows them)', () => {
    const withHeader: RequestDescription = {
      ...list,
      headers: [['X-HTTP-Method-Override', "DELETE it's"]],
    };
    expect(snippet('curl', withHeader)).toContain(`-H 'X-HTTP-Method-Override: DELETE it'\\''s'`);
    expect(snippet('httpie', withHeader)).toContain(`'X-HTTP-Method-Override:DELETE it'\\''s'`);
    expect(snippet('fetch', withHeader)).toContain(`"X-HTTP-Method-Override": "DELETE it's",`);
    expect(snippet('python', withHeader)).toContain(`, "X-HTTP-Method-Override": "DELETE it's"}`);
  });

  it('never holds anything but the placeholder for the key', () => {
    for (const kind of SNIPPET_KINDS) {
      const text = snippet(kind, list) ?? '';
      if (kind !== 'all-pages' || text) expect(text).toContain('CLOUD_API_KEY');
      expect(text).not.toMatch(/Bearer [A-Za-z0-9_]{8,}/);
    }
  });

  it('quotes the body for the shell so $ and quotes reach the service unchanged', () => {
    const curl = snippet('curl', write)!;
    expect(curl).toContain(
      `--data '{"name":"it'\\''s $HOME","planId":"p-1","tags":[true,null,2]}'`,
    );
    expect(curl).toContain('-X POST');
    expect(curl).toContain(`-H "Authorization: Bearer $CLOUD_API_KEY"`);
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('writes the body as a Python literal', () => {
    expect(pythonLiteral({ a: [true, null, 1.5], b: 'x"y' })).toBe(
      '{\n    "a": [\n        True,\n        None,\n        1.5,\n    ],\n    "b": "x\\"y",\n}',
    );
    expect(snippet('python', write)).toContain(`os.environ['CLOUD_API_KEY']`);
  });

  it('offers every page as a loop over offset only for paginated lists', () => {
    expect(snippet('all-pages', write)).toBeUndefined();
    const loop = snippet('all-pages', list)!;
    expect(loop).toContain(
      `'https://cloud.example/api/v1/tickets?status=open&limit=100&offset='"$offset"`,
    );
    expect(loop).toContain('offset=$((offset + 100))');
  });

  it('gives HTTPie --ignore-stdin, so a script or CI without a terminal does not send stdin as the body', () => {
    expect(snippet('httpie', list)).toMatch(/^http --ignore-stdin GET 'https:/);
    expect(snippet('httpie', write)).toMatch(/^http --ignore-stdin POST /);
  });

  // An interactive bash expands `!x` and `!!` from its history inside double quotes, before the loop runs:
  // `!x` stops it with "event not found", `hi !! ü` sends the previous command instead of `!!`. Fed to
  // bash on stdin with history expansion on (as a terminal does), with curl and jq stood in by functions
  // that note the URL the loop asks for.
  it.each(['!x', 'hi !! ü', `it's $HOME \\ "q" \`x\``])(
    'quotes the all-pages URL for an interactive bash: %s',
    (q) => {
      const call = apiCall('get', '/wallet/transactions', {
        params: { query: { q, limit: 10, offset: 0 } },
      });
      const d = describeRequest(call, 'https://cloud.example/api/v1');
      const script = [
        'set -o history -o histexpand',
        'echo previous-command >/dev/null',
        `curl() { for last; do :; done; printf '%s\\n' "$last" >&3; echo '{"total":0}'; }`,
        'jq() { cat >/dev/null; echo 0; }',
        snippet('all-pages', d)!,
      ].join('\n');
      const run = spawnSync('bash', ['--norc', '--noprofile'], {
        input: `${script}\n`,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      });
      expect(run.stderr).toBe('');
      expect(run.output[3]).toBe(`${d.pagesUrl}&limit=100&offset=0\n`);
      expect(new URL(String(run.output[3]).trim()).searchParams.get('q')).toBe(q);
    },
  );
});
