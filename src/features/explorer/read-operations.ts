/**
 * The live document as the console's forms and lists read it (docs/drift.md): its operations with
 * their references resolved, and its schema dialect. Not validated: validation is what the
 * explorer shows (load-document.ts), and the forms and the lists' bounds read the operations
 * whatever the validator says. Without it a list page's cold first view no longer loads the
 * validator and checks the document against the official schema: 0.5 CPU-s less on /wallet.
 */
import { dereference } from '@readme/openapi-parser';
import type { LiveDocument } from '@/lib/openapi/live-body';
import { listOperations } from '@/lib/openapi/operation-index';
import { dialectOf } from '@/lib/openapi/schema-check';
import { parseWithinLimits } from './document-limits';

// The reference resolver (@apidevtools/json-schema-ref-parser, under the parser) asks
// `Buffer.isBuffer` of what it reads, a Node global a browser does not have. It is handed a parsed
// object, never bytes, so the answer is always no.
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= { isBuffer: () => false };

export const PARSER_OPTIONS = {
  resolve: { external: false },
  dereference: { circular: 'ignore' as const },
};

/**
 * Reads the document text (JSON). Throws DocumentRefusal only when it is no OpenAPI 3 document at
 * all, or breaks a limit of document-limits.ts; a reference that leads nowhere stays unresolved.
 */
export async function readOperations(text: string): Promise<LiveDocument> {
  const document = parseWithinLimits(text);
  try {
    await dereference(document as never, PARSER_OPTIONS);
  } catch {
    // What could be resolved is kept: a form reads the operations it finds.
  }
  return { dialect: dialectOf(document), operations: listOperations(document) };
}
