import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@/lib/format';
import { expiryState } from '../expiry';
import type { ApiKey } from '../queries';

export function KeyExpiryCell({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useLingui();
  const state = expiryState(apiKey, now);
  if (state.kind === 'never') return <span className="text-muted">{t`Never`}</span>;
  return (
    <span className="flex flex-col">
      {state.kind === 'expired' ? (
        <span className="font-semibold text-danger">
          <span aria-hidden="true">✕ </span>
          {t`Expired`}
        </span>
      ) : null}
      <span
        className={
          state.kind === 'soon'
            ? 'font-medium text-warning'
            : state.kind === 'expired'
              ? 'text-danger'
              : undefined
        }
      >
        {state.kind === 'soon' ? <span aria-hidden="true">⚠ </span> : null}
        {state.label}
      </span>
      <span className="text-xs text-muted">{formatDate(apiKey.expiresAt)}</span>
    </span>
  );
}
