import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { VerifyForm } from './verify-form';
import { VerifySnippets } from './verify-snippets';

export function VerifyPage() {
  return (
    <>
      <Link to="/webhooks" className="text-sm text-accent hover:underline">
        ← Webhooks
      </Link>
      <PageHeader
        title="Verify a signature"
        description="Paste a delivery you received to check its Webhook-Signature: HMAC-SHA256 with the endpoint’s secret over the timestamp, a dot and the body."
        freshness={false}
      />
      <VerifyForm />
      <VerifySnippets />
    </>
  );
}
