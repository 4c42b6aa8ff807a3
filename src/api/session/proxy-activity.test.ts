import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PAGE_BYTES, fetchActivity, parseActivity } from './proxy-activity';

const line = (o: Record<string, unknown>) =>
  JSON.stringify({
    time: '2026-11-26T06:00:00+00:00',
    person: 'ada',
    email: 'ada@example.com',
    role: 'admin',
    method: 'POST',
    path: '/api/v1/instances',
    status: 201,
    requestId: 'req_1',
    durationMs: 0.042,
    ...o,
  });

describe('parseActivity', () => {
  it('reads the log newest first, with the duration in ms', () => {
    const body = [
      line({ requestId: 'a' }),
      line({ requestId: 'b', status: 403, method: 'DELETE' }),
      '',
    ].join('\n');
    const entries = parseActivity(body);
    expect(entries.map((e) => e.requestId)).toEqual(['b', 'a']);
    expect(entries[0]).toMatchObject({ method: 'DELETE', status: 403, durationMs: 42 });
  });

  it('reads whole milliseconds and the refusal code from lines that carry a code (the recipe since the audit)', () => {
    const body = [
      line({ requestId: 'old', durationMs: 0.004 }),
      line({ requestId: 'new', durationMs: 4, status: 403, code: 'cross_origin_write' }),
    ].join('\n');
    const [fresh, old] = parseActivity(body);
    expect(fresh).toMatchObject({ requestId: 'new', durationMs: 4, code: 'cross_origin_write' });
    expect(old).toMatchObject({ requestId: 'old', durationMs: 4, code: '' });
  });

  it('skips lines that are not entries, and one still being written', () => {
    const body = [
      line({ requestId: 'whole' }),
      'not json',
      '{"status":"201"}',
      line({ requestId: 'last' }).slice(0, 30),
    ].join('\n');
    expect(parseActivity(body).map((e) => e.requestId)).toEqual(['whole']);
  });

  it('reads who a refused write of another origin came from, with nobody named as its author', () => {
    const [entry] = parseActivity(
      line({
        person: '',
        email: '',
        role: '',
        status: 403,
        code: 'cross_origin_write',
        origin: 'https://wiki.example.com',
        sessionOf: 'ada',
      }),
    );
    expect(entry).toMatchObject({
      person: '',
      origin: 'https://wiki.example.com',
      sessionOf: 'ada',
    });
  });
});

/** The proxy serving a log file as nginx does: a suffix range or a byte range, answered 206. */
function serveLog(log: string) {
  const file = new TextEncoder().encode(log);
  const ranges: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
      const range = init.headers.range!;
      ranges.push(range);
      const suffix = /^bytes=-(\d+)$/.exec(range);
      const span = /^bytes=(\d+)-(\d+)$/.exec(range);
      const from = suffix ? Math.max(0, file.length - Number(suffix[1])) : Number(span![1]);
      const to = suffix ? file.length - 1 : Math.min(file.length - 1, Number(span![2]));
      return new Response(file.slice(from, to + 1), {
        status: 206,
        headers: {
          'content-range': `bytes ${from}-${to}/${file.length}`,
          'x-console-proxy': '1',
        },
      });
    }),
  );
  return ranges;
}

describe('fetchActivity', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes back page by page to the log’s start: every entry once, newest first, none lost at a page’s edge', async () => {
    // F5: the page read the last 64 kB only; twelve refused writes with 7 KB paths pushed every
    // real entry out of it. The proxy now cuts such paths, and the page can go back further.
    const lines = [
      ...Array.from({ length: 40 }, (_, i) => line({ requestId: `early-${i}` })),
      ...Array.from({ length: 12 }, (_, i) =>
        line({ requestId: `long-${i}`, status: 403, path: `/api/v1/${'a'.repeat(7_000)}` }),
      ),
      ...Array.from({ length: 200 }, (_, i) => line({ requestId: `late-${i}`, path: '/ü/ß' })),
    ];
    const ranges = serveLog(`${lines.join('\n')}\n`);
    const seen: string[] = [];
    let before: number | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await fetchActivity(undefined, before);
      seen.push(...page.entries.map((e) => e.requestId));
      if (page.start === 0) break;
      before = page.start;
    }
    expect(ranges[0]).toBe(`bytes=-${ACTIVITY_PAGE_BYTES}`);
    expect(ranges.length).toBeGreaterThan(1);
    expect(seen).toEqual(
      lines.map((l) => (JSON.parse(l) as { requestId: string }).requestId).reverse(),
    );
  });

  it('passes over a page inside one line longer than a page, and still reaches the start', async () => {
    const lines = [
      line({ requestId: 'first' }),
      line({ requestId: 'huge', path: `/${'x'.repeat(ACTIVITY_PAGE_BYTES * 2)}` }),
      line({ requestId: 'last' }),
    ];
    serveLog(`${lines.join('\n')}\n`);
    const seen: string[] = [];
    let before: number | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await fetchActivity(undefined, before);
      seen.push(...page.entries.map((e) => e.requestId));
      if (page.start === 0) break;
      before = page.start;
    }
    expect(seen).toEqual(['last', 'first']);
  });
});
