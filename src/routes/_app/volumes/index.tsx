import { createFileRoute } from '@tanstack/react-router';
import { volumesQuery } from '@/features/volumes/queries';
import { volumesSearchSchema } from '@/features/volumes/search';
import { VolumesPage } from '@/features/volumes/components/volumes-page';

export const Route = createFileRoute('/_app/volumes/')({
  validateSearch: volumesSearchSchema,
  // Filtering and sorting happen in the browser: the search is not a loader dependency.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(volumesQuery),
  component: VolumesPage,
});
