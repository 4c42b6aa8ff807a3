import { createFileRoute } from '@tanstack/react-router';
import { KeysPage } from '@/features/api-keys/components/keys-page';
import { apiKeysQuery } from '@/features/api-keys/queries';

export const Route = createFileRoute('/_app/api-keys/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(apiKeysQuery),
  component: KeysPage,
});
