import { t } from '@lingui/core/macro';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { documentSource, fetchDocumentText, type DocumentSource } from './document-source';
import type { LoadedDocument } from './load-document';
import type { WorkerAnswer } from './document.worker';
import type { OperationsAnswer } from './operations.worker';
import type { LiveDocument } from '@/lib/openapi/live-body';
import type { CompatibilityAnswer } from './compatibility.worker';
import type { OperationInfo } from '@/lib/openapi/operation-index';
import { isAnswerPart, type ReadProblem, type WorkerFailure } from './worker-answer';

/**
 * How long a worker may take before the page stops waiting for it, so "Reading…" never lasts for
 * ever. A document the limits refuse is answered at once; this is for a reader that is stuck.
 * Generous: 30,072 operations took 7 to 19 s in Chromium and up to 45 s in Node on two cores
 * loaded by other work, and the limits let through 50,000.
 */
export const WORKER_TIMEOUT_MS = 120_000;

const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 100_000) / 10);

/** Why the document could not be read, in the chosen language (the worker has none). */
export function problemWords(problem: ReadProblem, message: string): string {
  switch (problem.reason) {
    case 'not-json':
      return t`The document is not JSON.`;
    case 'swagger-2':
      return t`This is a Swagger 2.0 document; the explorer reads OpenAPI 3.`;
    case 'not-openapi-3':
      return t`This is not an OpenAPI 3 document.`;
    case 'too-large': {
      const size = megabytes(problem.bytes);
      const limit = megabytes(problem.limit);
      return t`The document is ${size} MB; the explorer’s limit is ${limit} MB.`;
    }
    case 'too-deep': {
      const depth = formatNumber(problem.depth);
      const limit = formatNumber(problem.limit);
      return t`The document is nested ${depth} levels deep; the explorer’s limit is ${limit} levels.`;
    }
    case 'too-many-operations': {
      const operations = formatNumber(problem.operations);
      const limit = formatNumber(problem.limit);
      return t`The document has ${operations} operations; the explorer’s limit is ${limit}.`;
    }
    case 'stack-overflow':
      return t`The document nests too deeply for the browser to read it (the reader ran out of stack).`;
    case 'answer-too-deep':
      return t`The document was read, but its operations nest too deeply to be passed to the page.`;
    case 'failed':
      // The parser's own (English) message.
      return message;
  }
}

/** A worker's failure as an error whose message the page shows (DocumentFailure). */
const failed = (answer: WorkerFailure) => new Error(problemWords(answer.problem, answer.message));

/** A reader worker's answer with the operations it sent in parts ahead of it (worker-answer.ts). */
async function readOperationsWith<Answer extends { ok: true }>(
  worker: Worker,
  text: string,
  signal?: AbortSignal,
): Promise<{ answer: Answer; operations: OperationInfo[] }> {
  const operations: OperationInfo[] = [];
  const onPart = (part: unknown[]) => operations.push(...(part as OperationInfo[]));
  const answer = await askWorker<Answer | WorkerFailure>(worker, text, signal, onPart);
  if (!answer.ok) throw failed(answer);
  return { answer: answer as Answer, operations };
}

/** Validates, dereferences and lists the document in a worker (document.worker.ts). */
export function readInWorker(text: string, signal?: AbortSignal): Promise<LoadedDocument> {
  const worker = new Worker(new URL('./document.worker.ts', import.meta.url), {
    type: 'module',
    name: 'openapi-document',
  });
  return readOperationsWith<Extract<WorkerAnswer, { ok: true }>>(worker, text, signal).then(
    ({ answer, operations }) => ({ ...answer.document, operations }),
  );
}

/** Dereferences and lists the document in a worker, without validating it (operations.worker.ts). */
export function readOperationsInWorker(text: string, signal?: AbortSignal): Promise<LiveDocument> {
  const worker = new Worker(new URL('./operations.worker.ts', import.meta.url), {
    type: 'module',
    name: 'openapi-operations',
  });
  return readOperationsWith<Extract<OperationsAnswer, { ok: true }>>(worker, text, signal).then(
    ({ answer, operations }) => ({ dialect: answer.dialect, operations }),
  );
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
    throw failed(answer);
  });
}

/**
 * One message to a worker started for it, one answer back (after the parts of a long list, each
 * handed to `onPart`); the worker ends with the answer, a failure, an answer that cannot be
 * received, or the watchdog, whichever comes first.
 */
export function askWorker<Answer>(
  worker: Worker,
  message: string,
  signal?: AbortSignal,
  onPart?: (part: unknown[]) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(watchdog);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const watchdog = setTimeout(() => {
      stop();
      const seconds = formatNumber(WORKER_TIMEOUT_MS / 1000);
      reject(
        new Error(
          t`Reading the document took longer than ${seconds} seconds; the explorer stopped reading it.`,
        ),
      );
    }, WORKER_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (isAnswerPart(event.data)) {
        onPart?.(event.data.part);
        return;
      }
      stop();
      resolve(event.data as Answer);
    };
    worker.onmessageerror = () => {
      stop();
      reject(new Error(t`The document reader’s answer could not be received.`));
    };
    worker.onerror = (event) => {
      // The page says why; the browser need not log it as uncaught too.
      event.preventDefault();
      stop();
      const cause = event.message || t`worker failed`;
      reject(new Error(t`The document reader could not run (${cause}).`));
    };
    worker.postMessage(message);
  });
}

/**
 * A read of the service's document at `source` by one of the workers, under `name` and the
 * document's own address (not an API call of the contract). Kept for the session: it changes with
 * the service's releases, and "Read again" asks for it anew. No structural sharing: a dereferenced
 * document shares its schemas between operations, and comparing a new copy with the old one would
 * walk them all.
 */
const documentRead = <Read>(
  name: string,
  source: DocumentSource,
  read: (text: string, signal: AbortSignal) => Promise<Read>,
) =>
  queryOptions({
    queryKey: [name, source.url],
    queryFn: async ({ signal }) => read(await fetchDocumentText(source, signal), signal),
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
    structuralSharing: false,
  });

/** The document read, validated and dereferenced on first use of the explorer (the parser loads with it). */
export const documentQuery = (source: DocumentSource) =>
  documentRead('openapi-document', source, readInWorker);

/**
 * The compatibility report's comparison: the same document, read by the explorer's loader
 * (document-source.ts), compared in a worker.
 */
export const compatibilityQuery = (source: DocumentSource) =>
  documentRead('openapi-compatibility', source, compareInWorker);

/**
 * The live document as a console form reads it when it opens (use-live-body.ts) and a list's
 * loader for its bounds: the explorer's document (config.json's `openapiUrl`, else `<API
 * base>/openapi.json`), its operations read without the explorer's validation
 * (read-operations.ts). Not retried, nor asked again when another form opens after a failure (a
 * service without a document at that address costs one request a session): a form without it
 * works as our contract says.
 */
export const liveDocumentQuery = () =>
  queryOptions({
    ...documentRead('openapi-operations', documentSource(), readOperationsInWorker),
    retry: false,
    retryOnMount: false,
  });

/**
 * The live document for a form held to its bounds (useFormBounds), read while `enabled` (a dialog
 * while it is open). `unread` when it could not be read: the form then holds to our contract's
 * limits, and says so (ContractLimitsNote).
 */
export function useFormDocument(enabled = true): {
  document: LiveDocument | undefined;
  unread: boolean;
} {
  const query = useQuery({ ...liveDocumentQuery(), enabled });
  return { document: query.data, unread: query.isError };
}

/**
 * useFormDocument for a form that is part of a page (the deploy, a new ticket, a top-up, a webhook
 * endpoint, a ticket's reply): the live document is read once the person starts on the form
 * (`engage`, the form's onFocus), not with the page, so a page's first view costs no request for
 * it. Already read this session, it is there at once.
 */
export function useFormDocumentOnFocus(): ReturnType<typeof useFormDocument> & {
  engage: () => void;
} {
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  return { ...useFormDocument(engaged), engage };
}

/**
 * The live document's operations for a list route's loader (src/lib/url-search/live-bounds.ts):
 * the same cache entry as the forms, read once; undefined when it cannot be read
 * (then our contract's bounds hold), without asking again after a failure.
 */
export async function readLiveOperations(
  queryClient: QueryClient,
): Promise<readonly OperationInfo[] | undefined> {
  const query = liveDocumentQuery();
  if (queryClient.getQueryState(query.queryKey)?.status === 'error') return undefined;
  return queryClient.fetchQuery(query).then(
    (document) => document.operations,
    () => undefined,
  );
}
