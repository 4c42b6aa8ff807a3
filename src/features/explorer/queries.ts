import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { fetchDocumentText, type DocumentSource } from './document-source';
import type { LoadedDocument, RefusalReason } from './load-document';
import type { WorkerAnswer } from './document.worker';

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
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./document.worker.ts', import.meta.url), { type: 'module', name: 'openapi-document' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      stop();
      if (event.data.ok) resolve(event.data.document);
      // A refusal in words; anything else is the parser's own (English) message.
      else reject(new Error(event.data.reason ? refusalWords(event.data.reason) : event.data.message));
    };
    worker.onerror = (event) => {
      stop();
      const cause = event.message || t`worker failed`;
      reject(new Error(t`The document reader could not run (${cause}).`));
    };
    worker.postMessage(text);
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
