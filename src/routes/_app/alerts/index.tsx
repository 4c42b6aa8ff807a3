import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/alerts/')({
  component: () => <PageHeader title="Alert policies" description="CPU, memory and disk alerts, sent by e-mail to the account owner only." />,
});
