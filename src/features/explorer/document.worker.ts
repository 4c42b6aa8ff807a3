/**
 * Reads the OpenAPI document off the page's thread: GitHub's description (13 MB, 1,200
 * operations) takes a second or two to validate and dereference, which would freeze the page. A
 * bundle of its own, too: the parser's CommonJS helpers stay out of the console's shared runtime,
 * which every page loads (docs/decisions/0003-api-explorer.md).
 */
import { loadDocument, type LoadedDocument } from './load-document';
import { sendInParts, serve, type WorkerFailure } from './worker-answer';

/**
 * The document without its operations, which go ahead of it in parts (worker-answer.ts) for the
 * page to join. A worker has no language: a refusal or a failure goes back as data, which the page
 * words (queries.ts).
 */
export type WorkerAnswer =
  { ok: true; document: Omit<LoadedDocument, 'operations'> } | WorkerFailure;

serve<WorkerAnswer>(async (text, postPart) => {
  const { operations, ...document } = await loadDocument(text);
  sendInParts(operations, postPart);
  return { ok: true, document };
});
