import { describe, expect, it, vi } from 'vitest';
import { DocumentRefusal } from './document-limits';
import { answer, PART_SIZE, sendInParts, serve, type WorkerFailure } from './worker-answer';

/** An object nested `depth` levels: a structured clone of it overflows the stack, as postMessage's. */
function nested(depth: number) {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('a worker answers every message, whatever happens (F13)', () => {
  it('posts what the work returns', async () => {
    const posted: unknown[] = [];
    await answer(
      () => ({ ok: true, value: 1 }),
      (message) => posted.push(message),
    );
    expect(posted).toEqual([{ ok: true, value: 1 }]);
  });

  it('posts a refusal as its data, for the page to word', async () => {
    const posted: unknown[] = [];
    await answer(
      () => {
        throw new DocumentRefusal(
          { reason: 'too-deep', depth: 3_000, limit: 256 },
          'The document is nested 3,000 levels deep; the limit is 256.',
        );
      },
      (message) => posted.push(message),
    );
    expect(posted).toEqual([
      {
        ok: false,
        problem: { reason: 'too-deep', depth: 3_000, limit: 256 },
        message: 'The document is nested 3,000 levels deep; the limit is 256.',
      },
    ]);
  });

  it('posts a stack overflow in the work as one', async () => {
    const posted: WorkerFailure[] = [];
    const recurse = (value: Record<string, unknown>): number =>
      value.a ? 1 + recurse(value.a as Record<string, unknown>) : 0;
    await answer(
      () => recurse(nested(1_000_000)),
      (message) => posted.push(message as WorkerFailure),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]!.problem).toEqual({ reason: 'stack-overflow' });
  });

  it('posts a failure when the answer itself cannot be carried (its clone overflows)', async () => {
    const posted: unknown[] = [];
    // What the browser's postMessage does: clone the message, which throws on an object too deep.
    const post = (message: unknown) => posted.push(structuredClone(message));
    await answer(() => ({ ok: true, document: nested(100_000) }), post);
    expect(posted).toEqual([
      { ok: false, problem: { reason: 'answer-too-deep' }, message: expect.any(String) },
    ]);
  });

  it('sends a long list in parts ahead of the answer, each small enough to take in one short task', async () => {
    const posted: unknown[] = [];
    const items = Array.from({ length: 2 * PART_SIZE + 1 }, (_, index) => index);
    await answer(
      (postPart) => {
        sendInParts(items, postPart);
        return { ok: true, count: items.length };
      },
      (message) => posted.push(message),
    );
    expect(posted.map((message) => ('part' in (message as object) ? 'part' : 'answer'))).toEqual([
      'part',
      'part',
      'part',
      'answer',
    ]);
    expect(posted.slice(0, 3).flatMap((message) => (message as { part: number[] }).part)).toEqual(
      items,
    );
  });

  it('posts a failure when a part cannot be carried', async () => {
    const posted: unknown[] = [];
    const post = (message: unknown) => posted.push(structuredClone(message));
    await answer((postPart) => {
      sendInParts([nested(100_000)], postPart);
      return { ok: true };
    }, post);
    expect(posted).toEqual([
      { ok: false, problem: { reason: 'answer-too-deep' }, message: expect.any(String) },
    ]);
  });

  it('serves each message, and answers a rejection nothing awaited', async () => {
    let onRejection: ((event: PromiseRejectionEvent) => void) | undefined;
    const scope = {
      onmessage: null as ((event: MessageEvent<string>) => void) | null,
      postMessage: vi.fn(),
      addEventListener: (_type: string, listener: (event: PromiseRejectionEvent) => void) => {
        onRejection = listener;
      },
    };
    serve((text) => ({ ok: true, length: text.length }), scope);
    scope.onmessage!({ data: 'abc' } as MessageEvent<string>);
    await vi.waitFor(() => expect(scope.postMessage).toHaveBeenCalledWith({ ok: true, length: 3 }));
    const preventDefault = vi.fn();
    onRejection!({
      reason: new RangeError('Maximum call stack size exceeded'),
      preventDefault,
    } as unknown as PromiseRejectionEvent);
    expect(preventDefault).toHaveBeenCalled();
    expect(scope.postMessage).toHaveBeenLastCalledWith({
      ok: false,
      problem: { reason: 'stack-overflow' },
      message: 'Maximum call stack size exceeded',
    });
  });
});
