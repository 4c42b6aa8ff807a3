import { useSearch } from '@tanstack/react-router';
import { ExplorerPage } from './explorer-page';
import { OperationPage } from './operation-page';

/** /explorer lists the operations; /explorer?op=<operationId> opens one. */
export function ExplorerRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const op = typeof search.op === 'string' || typeof search.op === 'number' ? String(search.op) : undefined;
  return op ? <OperationPage key={op} operationKey={op} /> : <ExplorerPage />;
}
