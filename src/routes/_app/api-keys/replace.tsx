import { createFileRoute } from '@tanstack/react-router';
import { apiKeysQuery } from '@/api/queries/api-keys';
import { ReplaceWizard } from '@/features/api-keys/replace/replace-wizard';
import { replaceSearchSchema } from '@/features/api-keys/search';

export const Route = createFileRoute('/_app/api-keys/replace')({
  validateSearch: replaceSearchSchema,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(apiKeysQuery),
  component: ReplaceWizard,
});
