import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/')({
  component: () => <PageHeader title="Overview" description="What needs you on this account." />,
});
