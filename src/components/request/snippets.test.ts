import { describe, expect, it } from 'vitest';
import type { RequestDescription } from '@/api/describe-request';
import { pythonLiteral, shellQuote, snippet, SNIPPET_KINDS } from './snippets';

const write: RequestDescription = {
  method: 'POST',
  url: 'https://cloud.example/api/v1/instances',
  body: JSON.stringify({ name: "it's $HOME", planId: 'p-1', tags: [true, null, 2] }),
  operationId: 'deployInstance',
  pagesUrl: undefined,
};
const list: RequestDescription = {
  method: 'GET',
  url: 'https://cloud.example/api/v1/tickets?limit=25&offset=50&status=open',
  body: undefined,
  operationId: 'listTickets',
  pagesUrl: 'https://cloud.example/api/v1/tickets?status=open',
};

describe('snippets', () => {
  it('never holds anything but the placeholder for the key', () => {
    for (const kind of SNIPPET_KINDS) {
      const text = snippet(kind, list) ?? '';
      if (kind !== 'all-pages' || text) expect(text).toContain('CLOUD_API_KEY');
      expect(text).not.toMatch(/Bearer [A-Za-z0-9_]{8,}/);
    }
  });

  it('quotes the body for the shell so $ and quotes reach the service unchanged', () => {
    const curl = snippet('curl', write)!;
    expect(curl).toContain(`--data '{"name":"it'\\''s $HOME","planId":"p-1","tags":[true,null,2]}'`);
    expect(curl).toContain('-X POST');
    expect(curl).toContain(`-H "Authorization: Bearer $CLOUD_API_KEY"`);
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('writes the body as a Python literal', () => {
    expect(pythonLiteral({ a: [true, null, 1.5], b: 'x"y' })).toBe('{\n    "a": [\n        True,\n        None,\n        1.5,\n    ],\n    "b": "x\\"y",\n}');
    expect(snippet('python', write)).toContain(`os.environ['CLOUD_API_KEY']`);
  });

  it('offers every page as a loop over offset only for paginated lists', () => {
    expect(snippet('all-pages', write)).toBeUndefined();
    const loop = snippet('all-pages', list)!;
    expect(loop).toContain('tickets?status=open&limit=100&offset=$offset');
    expect(loop).toContain('offset=$((offset + 100))');
  });
});
