import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/reserved-ips/')({
  component: () => <PageHeader title="Reserved IPs" description="Static public addresses." />,
});
