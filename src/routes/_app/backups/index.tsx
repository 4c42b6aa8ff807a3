import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

export const Route = createFileRoute('/_app/backups/')({
  component: () => <PageHeader title="Backups" description="Automatic and manual backups." />,
});
