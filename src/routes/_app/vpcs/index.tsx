import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/vpcs/')({
  component: () => <PageHeader title="VPCs" description="Private networks." />,
});
