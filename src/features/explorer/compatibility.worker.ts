/**
 * Compares the live document with the console's contract off the page's thread (a service's
 * document can be megabytes): the shared comparison of `npm run api:diff` (src/lib/api-diff), our
 * contract as generated JSON. Loaded when the compatibility report is first opened. The explorer's
 * limits apply (document-limits.ts): the comparison recurses through schemas as the parser does.
 */
import { OPENAPI_DOCUMENT_JSON } from '@/api/contract-document.gen';
import { compareDocuments } from '@/lib/api-diff/compare';
import type { DiffReport } from '@/lib/api-diff/types';
import { checkOperationLimit, checkTextLimits, DocumentRefusal } from './document-limits';
import { refusalShapes, type RefusalShapes } from './compatibility-refusals';
import { serve, type WorkerFailure } from './worker-answer';

export type CompatibilityAnswer =
  | {
      ok: true;
      report: DiffReport;
      /** The shapes its refusals declare (compatibility-refusals.ts). */
      refusals: RefusalShapes;
      title: string;
      version: string;
      openapi: string;
      ms: number;
    }
  | WorkerFailure;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function compare(text: string): CompatibilityAnswer {
  const started = performance.now();
  checkTextLimits(text);
  let theirs: unknown;
  try {
    theirs = JSON.parse(text);
  } catch {
    throw new DocumentRefusal({ reason: 'not-json' }, 'The document is not JSON.');
  }
  // Swagger 2.0 is compared too: the comparison reads its paths.
  if (!isObject(theirs) || !isObject(theirs.paths))
    throw new DocumentRefusal({ reason: 'not-openapi-3' }, 'The document has no paths.');
  checkOperationLimit(theirs);
  const info = isObject(theirs.info) ? theirs.info : {};
  const report = compareDocuments(
    JSON.parse(OPENAPI_DOCUMENT_JSON) as Record<string, unknown>,
    theirs,
  );
  return {
    ok: true,
    report,
    refusals: refusalShapes(theirs),
    title: String(info.title ?? ''),
    version: String(info.version ?? ''),
    openapi: String(theirs.openapi ?? theirs.swagger ?? ''),
    ms: Math.round(performance.now() - started),
  };
}

serve<CompatibilityAnswer>(compare);
