import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/tickets/')({
  component: () => <PageHeader title="Tickets" description="Support conversations." />,
});
