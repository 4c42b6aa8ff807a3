/**
 * Reads the live document's operations off the page's thread for the console's forms and lists
 * (read-operations.ts): a service's document can be megabytes. The explorer's own reader, which
 * validates too, is document.worker.ts.
 */
import type { Dialect } from '@/lib/openapi/schema-check';
import { readOperations } from './read-operations';
import { sendInParts, serve, type WorkerFailure } from './worker-answer';

/** The dialect; the operations go ahead of it in parts (worker-answer.ts) for the page to join. */
export type OperationsAnswer = { ok: true; dialect: Dialect } | WorkerFailure;

serve<OperationsAnswer>(async (text, postPart) => {
  const { operations, dialect } = await readOperations(text);
  sendInParts(operations, postPart);
  return { ok: true, dialect };
});
