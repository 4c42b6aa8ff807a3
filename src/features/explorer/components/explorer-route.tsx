import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/spinner';
import { ExplorerPage } from './explorer-page';
import { OperationPage } from './operation-page';

// The compatibility report loads on use: its comparison and words are not the explorer's.
const CompatibilityPage = lazy(() =>
  import('./compatibility-page').then((m) => ({ default: m.CompatibilityPage })),
);

/** /explorer lists the operations; /explorer?op=<operationId> opens one; /explorer?view=compatibility is the compatibility report. */
export function ExplorerRoute() {
  const search = useSearch({ strict: false });
  const op =
    typeof search.op === 'string' || typeof search.op === 'number' ? String(search.op) : undefined;
  if (search.view === 'compatibility')
    return (
      <Suspense fallback={<Loading />}>
        <CompatibilityPage />
      </Suspense>
    );
  return op ? <OperationPage key={op} operationKey={op} /> : <ExplorerPage />;
}
