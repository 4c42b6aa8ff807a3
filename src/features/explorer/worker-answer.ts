/**
 * How the explorer's workers answer the page: one message back for every message in, whatever
 * happens. Before, a document nested 3,000 levels deep was read, and then the structured clone that
 * carries the answer back overflowed the stack inside `postMessage`, outside any try: the async
 * handler's rejection reached nothing (an unhandled rejection in a worker raises no `error` on the
 * page's side), and the page said "Reading…" for ever (F13).
 */
import { DocumentRefusal, type Refusal } from './document-limits';

/** What went wrong, as data the page words (a worker has no language). */
export type ReadProblem =
  | Refusal
  /** The reader recursed deeper than the worker's stack. */
  | { reason: 'stack-overflow' }
  /** Read, but the answer nests too deeply to be carried to the page. */
  | { reason: 'answer-too-deep' }
  /** Anything else: `message` says what, in the reader's English. */
  | { reason: 'failed' };

export interface WorkerFailure {
  ok: false;
  problem: ReadProblem;
  /** The English of it, for logs and for a failure the page has no words of its own for. */
  message: string;
}

/**
 * Part of a long list, sent ahead of the answer that ends it: the page joins the parts. The page
 * takes each message in one task, cloning it whole: 30,072 operations in one message held the page
 * for half a second; parts of PART_SIZE take a few milliseconds each, and the page answers its
 * keys between them.
 */
export interface AnswerPart<Item> {
  part: Item[];
}

export const PART_SIZE = 1_000;

export const isAnswerPart = (message: unknown): message is AnswerPart<unknown> =>
  typeof message === 'object' &&
  message !== null &&
  Array.isArray((message as { part?: unknown }).part);

/** What the work is given to send a long list in parts (sendInParts). */
export type PostPart = (part: AnswerPart<unknown>) => void;

/** Sends `items` in parts of PART_SIZE, for the page to join ahead of the answer. */
export function sendInParts(items: readonly unknown[], post: PostPart): void {
  for (let start = 0; start < items.length; start += PART_SIZE)
    post({ part: items.slice(start, start + PART_SIZE) });
}

/** Posting a message failed: its clone is what overflowed, not the work. */
class NotCarried extends Error {
  constructor(readonly original: unknown) {
    super(messageOf(original));
    this.name = 'NotCarried';
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Chromium's and WebKit's RangeError, Firefox's InternalError ("too much recursion"). */
export function isStackOverflow(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'RangeError' || error.name === 'InternalError') &&
    /call stack|recursion/i.test(error.message)
  );
}

export function failureOf(error: unknown): WorkerFailure {
  if (error instanceof DocumentRefusal)
    return { ok: false, problem: error.refusal, message: error.message };
  if (error instanceof NotCarried)
    return {
      ok: false,
      problem: { reason: isStackOverflow(error.original) ? 'answer-too-deep' : 'failed' },
      message: error.message,
    };
  return {
    ok: false,
    problem: { reason: isStackOverflow(error) ? 'stack-overflow' : 'failed' },
    message: messageOf(error),
  };
}

/**
 * Runs the work and posts its answer (after any parts the work sent), or the failure: a thrown
 * error, a stack overflow, or a message `post` cannot carry (its clone overflows the stack too).
 */
export async function answer<Answer>(
  work: (postPart: PostPart) => Answer | Promise<Answer>,
  post: (message: Answer | WorkerFailure | AnswerPart<unknown>) => void,
): Promise<void> {
  const carried = (message: Answer | WorkerFailure | AnswerPart<unknown>) => {
    try {
      post(message);
    } catch (error) {
      throw new NotCarried(error);
    }
  };
  let result: Answer | WorkerFailure;
  try {
    result = await work(carried);
  } catch (error) {
    result = failureOf(error);
  }
  try {
    carried(result);
  } catch (error) {
    post(failureOf(error));
  }
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: unknown): void;
  addEventListener(
    type: 'unhandledrejection',
    listener: (event: PromiseRejectionEvent) => void,
  ): void;
}

/** The worker's one handler: each text in, one answer out (answer() above). */
export function serve<Answer>(
  work: (text: string, postPart: PostPart) => Answer | Promise<Answer>,
  scope: WorkerScope = self as unknown as WorkerScope,
): void {
  const post = (message: unknown) => scope.postMessage(message);
  scope.onmessage = (event) => void answer((postPart) => work(event.data, postPart), post);
  // A rejection nothing awaits (inside a library) would otherwise leave the page waiting: it is
  // answered as a failure too, and the page takes the first answer only.
  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    post(failureOf(event.reason));
  });
}
