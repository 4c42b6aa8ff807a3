/**
 * A live document for the forms' tests (docs/drift.md, "Limits the live document sets"): the
 * operations a drifted service describes, put in the cache entry the forms read
 * (liveDocumentQuery), so a form opens with the live document's bounds and sends nothing.
 */
import type { QueryClient } from '@tanstack/react-query';
import { liveDocumentQuery } from '@/features/explorer/queries';
import type { LiveDocument } from '@/lib/openapi/live-body';
import type { OperationInfo, Schema } from '@/lib/openapi/operation-index';

/** One operation of a live document, as the operation index reads it: `parts` set what a test needs. */
export function operationInfo(
  method: OperationInfo['method'],
  path: string,
  parts: Partial<OperationInfo> = {},
): OperationInfo {
  return {
    key: `${method} ${path}`,
    operationId: undefined,
    method,
    path,
    summary: '',
    description: undefined,
    tags: [],
    deprecated: false,
    write: method !== 'get',
    parameters: [],
    body: undefined,
    responses: [],
    keyRefusal: undefined,
    haystack: '',
    ...parts,
  };
}

/** One operation whose request body is `properties` (all of them required unless `required` says). */
export function liveOperation(
  method: OperationInfo['method'],
  path: string,
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
): OperationInfo {
  return operationInfo(method, path, {
    body: {
      required: true,
      mediaType: 'application/json',
      description: undefined,
      schema: { type: 'object', required, properties },
    },
  });
}

/** The live document as read: its operations, in our contract's dialect. */
export function liveDocument(operations: OperationInfo[]): LiveDocument {
  return { dialect: '3.1', operations };
}

export function seedLiveDocument(queryClient: QueryClient, operations: OperationInfo[]): void {
  queryClient.setQueryData(liveDocumentQuery().queryKey, liveDocument(operations));
}

/** The live document's read failed (a service without one at that address): its entry in error. */
export function seedUnreadableDocument(queryClient: QueryClient): void {
  const query = queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: liveDocumentQuery().queryKey });
  query.setState({
    ...query.state,
    status: 'error',
    error: new Error('The service has no document at that address (404).'),
    errorUpdatedAt: Date.now(),
    fetchFailureCount: 1,
  });
}
