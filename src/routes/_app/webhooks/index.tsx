import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/webhooks/')({
  component: () => <PageHeader title="Webhooks" description="Endpoints that hear about the account." />,
});
