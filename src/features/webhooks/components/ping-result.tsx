import { useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Delivery } from '../queries';

/** The delivery the ping produced: did the receiver answer 2xx, with what and how fast. */
export function PingResult({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  // The status code is the protocol's ("HTTP 200"), not a word to translate.
  const answer =
    delivery.responseStatus === null ? t`no HTTP answer` : `HTTP ${delivery.responseStatus}`;
  const duration = formatNumber(delivery.durationMs);
  const sent = formatDateTime(delivery.createdAt);
  const { error } = delivery;
  return (
    <Notice
      tone={delivery.ok ? 'success' : 'danger'}
      role="status"
      title={delivery.ok ? t`Ping delivered` : t`Ping failed`}
    >
      <p>
        {error
          ? t`${answer} in ${duration} ms — ${error}. Sent ${sent}; it is at the top of the delivery log below.`
          : t`${answer} in ${duration} ms. Sent ${sent}; it is at the top of the delivery log below.`}
      </p>
    </Notice>
  );
}
