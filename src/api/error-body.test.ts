import { describe, expect, it } from 'vitest';
import { MAX_TEXT, readErrorBody } from './error-body';

const SENTENCE = 'The range 10.0.0.0/16 overlaps vpc_1 (10.0.0.0/20) in fra1.';

describe('readErrorBody: every shape yields the words and the code', () => {
  it.each([
    [
      'the contract',
      { code: 'cidr_overlap', message: SENTENCE, param: 'ipRange', requestId: 'req_1' },
      undefined,
      { shape: 'contract', code: 'cidr_overlap', param: 'ipRange', requestId: 'req_1' },
    ],
    [
      'problem details',
      {
        type: 'https://api.example.com/problems/cidr-overlap',
        title: 'Conflict',
        status: 409,
        detail: SENTENCE,
        instance: '/vpcs',
      },
      undefined,
      { shape: 'problem-details', code: 'cidr-overlap' },
    ],
    [
      'problem details with their own code',
      { type: 'about:blank', title: 'Conflict', status: 409, detail: SENTENCE, code: 'overlap' },
      undefined,
      { shape: 'problem-details', code: 'overlap' },
    ],
    [
      'a nested error object',
      { error: { code: 'cidr_overlap', message: SENTENCE, param: 'ipRange' } },
      undefined,
      { shape: 'error-object', code: 'cidr_overlap', param: 'ipRange' },
    ],
    [
      'a nested error object with a numeric code',
      { error: { code: 409, message: SENTENCE } },
      undefined,
      { shape: 'error-object', code: '409' },
    ],
    ['an error text', { error: SENTENCE }, undefined, { shape: 'error-text', code: undefined }],
    [
      "OAuth's error and description",
      { error: 'invalid_token', error_description: SENTENCE },
      undefined,
      { shape: 'error-text', code: 'invalid_token' },
    ],
    [
      'a list of strings',
      { errors: [SENTENCE] },
      undefined,
      { shape: 'errors-list', code: undefined },
    ],
    ['a message alone', { message: SENTENCE }, undefined, { shape: 'message', code: undefined }],
    ['plain text', `  ${SENTENCE}\n`, 'text/plain', { shape: 'text', code: undefined }],
    [
      'JSON sent as text',
      JSON.stringify({ code: 'cidr_overlap', message: SENTENCE }),
      'text/plain',
      { shape: 'contract', code: 'cidr_overlap' },
    ],
  ])('%s', (_name, body, contentType, expected) => {
    expect(readErrorBody(body, contentType)).toMatchObject({
      text: SENTENCE,
      cut: false,
      ...expected,
    });
  });

  it('joins a list of objects, each with the field it names, and takes the first code', () => {
    expect(
      readErrorBody({
        errors: [
          { code: 'too_long', field: 'name', message: 'is longer than 64 characters' },
          { detail: 'ipRange overlaps vpc_1', pointer: '/ipRange' },
          { title: 'Third' },
        ],
      }),
    ).toMatchObject({
      shape: 'errors-list',
      code: 'too_long',
      param: 'name',
      text: 'name: is longer than 64 characters; ipRange overlaps vpc_1; Third',
    });
  });

  it('reads a field map ({errors: {name: [...]}})', () => {
    expect(
      readErrorBody({ errors: { name: ['is too long', 'is taken'], ipRange: 'overlaps' } }).text,
    ).toBe('name: is too long; is taken; ipRange: overlaps');
  });

  it("takes a gateway page's title and visible text, never its markup or scripts", () => {
    const page = `<!DOCTYPE html><html><head><title>409 Conflict</title>
      <style>body { color: red }</style><script>alert("x")</script></head>
      <body><!-- a comment --><h1>Conflict</h1><p>${SENTENCE.replace('(', '&#40;')} &amp; more</p>
      <script type="module">document.cookie</script><img src=x onerror="alert(1)"></body></html>`;
    const words = readErrorBody(page, 'text/html; charset=utf-8');
    expect(words).toMatchObject({ shape: 'html', code: undefined });
    expect(words.text).toBe(`409 Conflict — Conflict ${SENTENCE} & more`);
    expect(words.text).not.toMatch(/alert|cookie|color|comment|<|onerror/);
  });

  it('knows a page by its start when the content type says nothing', () => {
    expect(readErrorBody('<html><body><h1>Bad gateway</h1></body></html>').text).toBe(
      'Bad gateway',
    );
    // Text that only holds a "<" stays text, shown as sent (escaped where it is shown).
    expect(readErrorBody('a <b> is not bold', 'text/plain')).toMatchObject({
      shape: 'text',
      text: 'a <b> is not bold',
    });
  });
});

describe('readErrorBody: no words', () => {
  it.each([
    ['undefined', undefined, ''],
    ['null', null, ''],
    ['an empty string', '', 'text/plain'],
    ['white space', ' \n\t ', 'text/plain'],
    ['an empty object', {}, ''],
    ['an empty page', '<html><head><title> </title></head><body> </body></html>', 'text/html'],
    ['a problem with empty texts', { type: 'about:blank', title: '', status: 409 }, ''],
  ])('%s gives no text', (_name, body, contentType) => {
    expect(readErrorBody(body, contentType)).toMatchObject({ text: undefined, cut: false });
  });

  it('keeps an unknown JSON object as sent (compact) rather than losing it', () => {
    expect(readErrorBody({ ok: false, overlap: ['vpc_1'] })).toMatchObject({
      shape: 'json-other',
      text: '{"ok":false,"overlap":["vpc_1"]}',
    });
  });
});

describe('readErrorBody: hostile bodies', () => {
  it('bounds a huge message, cut at a word, and says it was cut', () => {
    const words = readErrorBody({ code: 'x', message: 'overlap '.repeat(100_000) });
    expect(words.cut).toBe(true);
    expect(words.text!.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(words.text).toMatch(/overlap…$/);
  });

  it('bounds a huge text or page, and one word with no space in it', () => {
    expect(readErrorBody('x'.repeat(2_000_000), 'text/plain')).toMatchObject({ cut: true });
    expect(readErrorBody('x'.repeat(2_000_000), 'text/plain').text).toHaveLength(MAX_TEXT);
    const page = `<html><title>T</title><body>${'<p>word</p>'.repeat(200_000)}</body></html>`;
    const started = performance.now();
    const words = readErrorBody(page, 'text/html');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(words).toMatchObject({ shape: 'html', cut: true });
    expect(words.text!.startsWith('T — word word')).toBe(true);
  });

  it('never shows an object as "[object Object]", and reads messages a few levels down', () => {
    expect(readErrorBody({ message: { text: SENTENCE } }).text).toBe(SENTENCE);
    expect(readErrorBody({ message: ['one', { message: 'two' }, 3, null] }).text).toBe(
      'one; two; 3',
    );
    expect(readErrorBody({ error: { message: { detail: { msg: SENTENCE } } } }).text).toBe(
      SENTENCE,
    );
    const deep = { message: { message: { message: { message: { message: 'too deep' } } } } };
    expect(readErrorBody(deep).text).not.toContain('[object');
    expect(readErrorBody({ code: { nested: true }, message: 12 })).toMatchObject({
      code: undefined,
      text: '12',
    });
  });

  it('reads invalid JSON with a JSON content type as the text it is', () => {
    expect(readErrorBody('{"code": "conflict", "message": "The ran', 'application/json')).toEqual({
      shape: 'text',
      text: '{"code": "conflict", "message": "The ran',
      cut: false,
      code: undefined,
      param: undefined,
      requestId: undefined,
    });
  });

  it('drops control and direction-override characters, and collapses white space', () => {
    expect(readErrorBody({ message: 'a\u0000b\u202Ec\u2066d\n\n  e\u0007' }).text).toBe('abcd e');
  });

  it('keeps an entity-made tag as text, not markup', () => {
    expect(
      readErrorBody('<html><body>&lt;script&gt;alert(1)&lt;/script&gt;</body></html>').text,
    ).toBe('<script>alert(1)</script>');
  });
});
