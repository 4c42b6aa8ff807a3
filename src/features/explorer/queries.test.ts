import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInWorker, WORKER_TIMEOUT_MS } from './queries';

/** A worker that answers only when the test says so (Node has no Worker). */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const worker = () => FakeWorker.last!;

beforeEach(() => {
  FakeWorker.last = undefined;
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reading in a worker: every failure reaches the page in words (F13)', () => {
  it('joins the operations sent in parts ahead of the answer (F14)', async () => {
    const reading = readInWorker('{}');
    worker().onmessage!({ data: { part: [{ key: 'a' }, { key: 'b' }] } } as MessageEvent);
    worker().onmessage!({ data: { part: [{ key: 'c' }] } } as MessageEvent);
    expect(worker().terminated).toBe(false);
    worker().onmessage!({
      data: { ok: true, document: { title: 'Parts', operations: [] } },
    } as MessageEvent);
    const document = await reading;
    expect(document.title).toBe('Parts');
    expect(document.operations.map((operation) => operation.key)).toEqual(['a', 'b', 'c']);
    expect(worker().terminated).toBe(true);
  });

  it('words a document too deep with its depth and the limit', async () => {
    const reading = readInWorker('{}');
    expect(worker().sent).toEqual(['{}']);
    worker().onmessage!({
      data: {
        ok: false,
        problem: { reason: 'too-deep', depth: 3_000, limit: 256 },
        message: 'The document is nested 3,000 levels deep; the limit is 256.',
      },
    } as MessageEvent);
    await expect(reading).rejects.toThrow(
      'The document is nested 3,000 levels deep; the explorer’s limit is 256 levels.',
    );
    expect(worker().terminated).toBe(true);
  });

  it('words the other limits, a stack overflow and an answer too deep to carry', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { reason: 'too-large', bytes: 40_200_000, limit: 32_000_000 },
        'The document is 40.2 MB; the explorer’s limit is 32 MB.',
      ],
      [
        { reason: 'too-many-operations', operations: 60_000, limit: 50_000 },
        'The document has 60,000 operations; the explorer’s limit is 50,000.',
      ],
      [{ reason: 'stack-overflow' }, 'the reader ran out of stack'],
      [{ reason: 'answer-too-deep' }, 'too deeply to be passed to the page'],
      [{ reason: 'failed' }, 'the parser’s own words'],
    ];
    for (const [problem, words] of cases) {
      const reading = readInWorker('{}');
      worker().onmessage!({
        data: { ok: false, problem, message: 'the parser’s own words' },
      } as MessageEvent);
      await expect(reading).rejects.toThrow(words);
    }
  });

  it('says the reader failed when the worker raises an error event', async () => {
    const reading = readInWorker('{}');
    const preventDefault = vi.fn();
    worker().onerror!({
      message: 'Uncaught RangeError: Maximum call stack size exceeded',
      preventDefault,
    } as unknown as ErrorEvent);
    await expect(reading).rejects.toThrow(
      'The document reader could not run (Uncaught RangeError: Maximum call stack size exceeded).',
    );
    expect(worker().terminated).toBe(true);
  });

  it('says so when the answer cannot be received', async () => {
    const reading = readInWorker('{}');
    worker().onmessageerror!({} as MessageEvent);
    await expect(reading).rejects.toThrow('The document reader’s answer could not be received.');
    expect(worker().terminated).toBe(true);
  });

  it('stops waiting after the watchdog’s time (two minutes), in words, and ends the worker', async () => {
    vi.useFakeTimers();
    const reading = readInWorker('{}');
    const settled = vi.fn();
    reading.catch(settled);
    await vi.advanceTimersByTimeAsync(WORKER_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(reading).rejects.toThrow(
      'Reading the document took longer than 120 seconds; the explorer stopped reading it.',
    );
    expect(worker().terminated).toBe(true);
  });
});
