/**
 * Reads the OpenAPI document off the page's thread: GitHub's description (13 MB, 1,200
 * operations) takes a second or two to validate and dereference, which would freeze the page. A
 * bundle of its own, too: the parser's CommonJS helpers stay out of the console's shared runtime,
 * which every page loads (docs/decisions/0003-api-explorer.md).
 */
import { DocumentRefusal, loadDocument, type RefusalReason } from './load-document';

// The reference resolver (@apidevtools/json-schema-ref-parser, under the parser) asks
// `Buffer.isBuffer` of what it reads, a Node global a browser does not have. It is handed a parsed
// object, never bytes, so the answer is always no.
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= { isBuffer: () => false };

/**
 * A worker has no language: a refusal goes back as its reason, which the page words (queries.ts);
 * anything else as the error's own (English) message.
 */
export type WorkerAnswer =
  | { ok: true; document: Awaited<ReturnType<typeof loadDocument>> }
  | { ok: false; reason: RefusalReason | undefined; message: string };

self.onmessage = async (event: MessageEvent<string>) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, document: await loadDocument(event.data) };
  } catch (error) {
    answer = {
      ok: false,
      reason: error instanceof DocumentRefusal ? error.reason : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  self.postMessage(answer);
};
