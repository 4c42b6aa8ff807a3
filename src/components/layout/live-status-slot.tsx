import { lazy, Suspense } from 'react';
import { useIdentity } from '@/api/identity/use-identity';

/** A chunk of its own, with the stream: key mode never loads either. */
const LiveStatus = lazy(() =>
  import('./live-status').then((module) => ({ default: module.LiveStatus })),
);

/**
 * Whether the service's events reach this page, where a person is signed in through a team's
 * proxy: in the top bar from 2xl up, in the side nav's line below it.
 */
export function LiveStatusSlot({ where }: { where: 'bar' | 'nav' }) {
  const person = useIdentity().data?.person;
  return person ? (
    <Suspense fallback={null}>
      <LiveStatus where={where} />
    </Suspense>
  ) : null;
}
