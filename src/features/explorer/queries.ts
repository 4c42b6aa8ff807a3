import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { documentSource, fetchDocumentText, type DocumentSource } from './document-source';
import type { LoadedDocument, RefusalReason } from './load-document';
import type { WorkerAnswer } from './document.worker';
import type { CompatibilityAnswer } from './compatibility.worker';

/** Why the text is no document the explorer reads, in the chosen language (the worker has none). */
function refusalWords(reason: RefusalReason): string {
  switch (reason) {
    case 'not-json':
      return t`The document is not JSON.`;
    case 'swagger-2':
      return t`This is a Swagger 2.0 document; the explorer reads OpenAPI 3.`;
    case 'not-openapi-3':
      return t`This is not an OpenAPI 3 document.`;
  }
}

/** Validates, dereferences and lists the document in a worker (document.worker.ts). */
export function readInWorker(text: string, signal?: AbortSignal): Promise<LoadedDocument> {
  const worker = new Worker(new URL('./document.worker.ts', import.meta.url), {
    type: 'module',
    name: 'openapi-document',
  });
  return askWorker<WorkerAnswer>(worker, text, signal).then((answer) => {
    // A refusal in words; anything else is the parser's own (English) message.
    if (answer.ok) return answer.document;
    throw new Error(answer.reason ? refusalWords(answer.reason) : answer.message);
  });
}

/** The live document compared with the console's contract, in a worker (compatibility.worker.ts). */
export function compareInWorker(
  text: string,
  signal?: AbortSignal,
): Promise<Extract<CompatibilityAnswer, { ok: true }>> {
  const worker = new Worker(new URL('./compatibility.worker.ts', import.meta.url), {
    type: 'module',
    name: 'openapi-compatibility',
  });
  return askWorker<CompatibilityAnswer>(worker, text, signal).then((answer) => {
    if (answer.ok) return answer;
    throw new Error(
      answer.reason === 'not-json' ? refusalWords('not-json') : refusalWords('not-openapi-3'),
    );
  });
}

/** One message to a worker started for it, one answer back; the worker ends with the answer. */
function askWorker<Answer>(worker: Worker, message: string, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      stop();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      stop();
      const cause = event.message || t`worker failed`;
      reject(new Error(t`The document reader could not run (${cause}).`));
    };
    worker.postMessage(message);
  });
}

/**
 * The service's OpenAPI document, read, validated and dereferenced on first use of the explorer
 * (the parser loads with it). Kept for the session: it changes with the service's releases, and
 * "Read again" asks for it anew. No structural sharing: the dereferenced document shares its
 * schemas between operations, and comparing a new copy with the old one would walk them all.
 */
export const documentQuery = (source: DocumentSource) =>
  queryOptions({
    // Not an API call of the contract: the document's own address is its key.
    queryKey: ['openapi-document', source.url],
    queryFn: async ({ signal }) => readInWorker(await fetchDocumentText(source, signal), signal),
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
    structuralSharing: false,
  });

/**
 * The compatibility report's comparison: the same document, read by the explorer's loader
 * (document-source.ts), compared in a worker. Kept like the document: 30 minutes fresh.
 */
export const compatibilityQuery = (source: DocumentSource) =>
  queryOptions({
    // Not an API call of the contract: the document's own address is its key.
    queryKey: ['openapi-compatibility', source.url],
    queryFn: async ({ signal }) => compareInWorker(await fetchDocumentText(source, signal), signal),
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
    structuralSharing: false,
  });

/**
 * The live document as a console form reads it when it opens (use-live-body.ts): the explorer's
 * document from config.json's `openapiUrl` (else `<API base>/openapi.json`), the same cache entry.
 * Not retried, nor asked again when another form opens after a failure (a service without a
 * document at that address costs one request a session): a form without it works as our contract says.
 */
export const liveDocumentQuery = () =>
  queryOptions({ ...documentQuery(documentSource()), retry: false, retryOnMount: false });
