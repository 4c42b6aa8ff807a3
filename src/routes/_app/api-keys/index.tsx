import { createFileRoute } from '@tanstack/react-router';
import { KeysPage } from '@/features/api-keys/components/keys-page';
import { apiKeysQuery } from '@/api/queries/api-keys';
import { identityQuery } from '@/api/identity/identity';

export const Route = createFileRoute('/_app/api-keys/')({
  // The identity marks "this session" in the table; waiting for it (it never fails the page) keeps
  // the table from reflowing when it arrives. It shares the key list's request.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(apiKeysQuery),
      queryClient.prefetchQuery(identityQuery(queryClient)),
    ]),
  component: KeysPage,
});
