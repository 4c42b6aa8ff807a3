import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/volumes/')({
  component: () => <PageHeader title="Volumes" description="Block storage." />,
});
