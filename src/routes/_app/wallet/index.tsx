import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/wallet/')({
  component: () => <PageHeader title="Wallet" description="Balance, spend and transactions." />,
});
