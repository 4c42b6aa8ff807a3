import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/monitoring/')({
  component: () => <PageHeader title="Monitoring" description="Monitored servers." />,
});
