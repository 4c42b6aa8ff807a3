/**
 * Compares the live document with the console's contract off the page's thread (a service's
 * document can be megabytes): the shared comparison of `npm run api:diff` (src/lib/api-diff), our
 * contract as generated JSON. Loaded when the compatibility report is first opened.
 */
import { OPENAPI_DOCUMENT_JSON } from '@/api/contract-document.gen';
import { compareDocuments } from '@/lib/api-diff/compare';
import type { DiffReport } from '@/lib/api-diff/types';

export type CompatibilityAnswer =
  | { ok: true; report: DiffReport; title: string; version: string; openapi: string; ms: number }
  | { ok: false; reason: 'not-json' | 'not-openapi'; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

self.onmessage = (event: MessageEvent<string>) => {
  const started = performance.now();
  let answer: CompatibilityAnswer;
  let theirs: unknown;
  try {
    theirs = JSON.parse(event.data);
  } catch (error) {
    theirs = undefined;
    answer = {
      ok: false,
      reason: 'not-json',
      message: error instanceof Error ? error.message : String(error),
    };
    self.postMessage(answer);
    return;
  }
  if (!isObject(theirs) || !isObject(theirs.paths)) {
    answer = { ok: false, reason: 'not-openapi', message: 'no paths' };
  } else {
    const info = isObject(theirs.info) ? theirs.info : {};
    const report = compareDocuments(
      JSON.parse(OPENAPI_DOCUMENT_JSON) as Record<string, unknown>,
      theirs,
    );
    answer = {
      ok: true,
      report,
      title: String(info.title ?? ''),
      version: String(info.version ?? ''),
      openapi: String(theirs.openapi ?? theirs.swagger ?? ''),
      ms: Math.round(performance.now() - started),
    };
  }
  self.postMessage(answer);
};
