import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/api-keys/')({
  component: () => <PageHeader title="API keys" description="Keys of this account." />,
});
