import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import type { Delivery } from '../queries';

/** The delivery the ping produced: did the receiver answer 2xx, with what and how fast. */
export function PingResult({ delivery }: { delivery: Delivery }) {
  const answer =
    delivery.responseStatus === null ? 'no HTTP answer' : `HTTP ${delivery.responseStatus}`;
  return (
    <Notice
      tone={delivery.ok ? 'success' : 'danger'}
      role="status"
      title={delivery.ok ? 'Ping delivered' : 'Ping failed'}
    >
      <p>
        {answer} in {delivery.durationMs.toLocaleString('en-US')} ms
        {delivery.error ? ` — ${delivery.error}` : ''}. Sent {formatDateTime(delivery.createdAt)};
        it is at the top of the delivery log below.
      </p>
    </Notice>
  );
}
