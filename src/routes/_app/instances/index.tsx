import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/instances/')({
  component: () => <PageHeader title="Instances" description="Servers of the account." />,
});
