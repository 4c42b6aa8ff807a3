import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '@/features/webhooks/components/verify-page';

// No loader: the page works offline and sends nothing.
export const Route = createFileRoute('/_app/webhooks/verify')({
  component: VerifyPage,
});
