import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@/api/errors';
import { ErrorView } from '@/components/ui/error-view';
import { ErrorNotice } from '@/components/ui/error-notice';
import { theServiceSaid } from '@/lib/wording/describe-error';

/** A 429 on a payment call gets the payment limit spelled out; anything else the usual ErrorView. */
export function PaymentError({
  error,
  secondsLeft,
  onRetry,
}: {
  error: unknown;
  secondsLeft: number;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  if (isApiError(error) && error.status === 429) {
    const asked = error.retryAfter ?? secondsLeft;
    const sent = error.retryAfterAsked;
    const said = theServiceSaid(error);
    return (
      <ErrorNotice title={t`Too many payment requests`} code={`429 ${error.code}`}>
        <p>
          {t`Payment calls (listing saved methods and adding funds) are limited to 15 per minute. Nothing was charged.`}{' '}
          {secondsLeft > 0
            ? sent !== undefined
              ? t`The service asked to wait ${sent} s (Retry-After), beyond the contract's limit of 60 s, so the console waits ${asked} s; you can try again in ${secondsLeft} s.`
              : t`The service asked to wait ${asked} s (Retry-After); you can try again in ${secondsLeft} s.`
            : t`You can try again now.`}
        </p>
        {said ? <p className="mt-1">{said}</p> : null}
      </ErrorNotice>
    );
  }
  return <ErrorView error={error} onRetry={onRetry} />;
}
