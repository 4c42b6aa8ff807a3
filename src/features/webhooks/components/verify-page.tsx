import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { VerifyForm } from './verify-form';
import { VerifySnippets } from './verify-snippets';

export function VerifyPage() {
  const { t } = useLingui();
  return (
    <>
      <Link to="/webhooks" className="text-sm text-accent hover:underline">
        <Trans>← Webhooks</Trans>
      </Link>
      <PageHeader
        title={t`Verify a signature`}
        description={t`Paste a delivery you received to check its Webhook-Signature: HMAC-SHA256 with the endpoint’s secret over the timestamp, a dot and the body.`}
        freshness={false}
      />
      <VerifyForm />
      <VerifySnippets />
    </>
  );
}
