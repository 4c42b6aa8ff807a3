import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { formatDuration } from '@/lib/format';
import type { Verdict } from '../signature';

/** Receivers should refuse deliveries whose timestamp is further than this from their clock. */
const REPLAY_WINDOW_S = 300;

function AgeNote({ age }: { age: number | null }) {
  const { t } = useLingui();
  if (age === null || Math.abs(age) <= REPLAY_WINDOW_S) return null;
  const span = formatDuration(Math.abs(age) * 1000);
  return (
    <p className="mt-1 text-warning">
      {age > 0
        ? t`The timestamp is ${span} old. A live receiver should reject it: accept only timestamps within 5 minutes of its own clock, so a captured delivery cannot be replayed later.`
        : t`The timestamp is ${span} in the future. A live receiver should reject it: accept only timestamps within 5 minutes of its own clock, so a captured delivery cannot be replayed later.`}
    </p>
  );
}

/** `age`: seconds between the timestamp and the moment of the check. */
export function VerifyVerdict({ verdict, age }: { verdict: Verdict; age: number | null }) {
  const { t } = useLingui();
  if (verdict.kind === 'malformed') {
    return (
      <Notice tone="danger" title={t`Cannot check this signature`}>
        <p>
          {verdict.reason === 'timestamp'
            ? t`The timestamp is Unix seconds: digits only, as sent in Webhook-Timestamp.`
            : t`The signature starts with v1= followed by 64 hex characters, as sent in Webhook-Signature.`}
        </p>
      </Notice>
    );
  }
  if (verdict.kind === 'match') {
    return (
      <Notice tone="success" role="status" title={t`✓ The signature matches`}>
        <p>
          <Trans>
            This body was signed with this secret at this timestamp, and was not changed since.
          </Trans>
        </p>
        <AgeNote age={age} />
      </Notice>
    );
  }
  const { expected } = verdict;
  return (
    <Notice tone="danger" role="status" title={t`✗ The signature does not match`}>
      <p>
        <Trans>
          The body, the timestamp or the secret differ from what was signed. Check that the body is
          byte for byte what arrived, the timestamp is the one from the same delivery, and the
          secret belongs to this endpoint.
        </Trans>
      </p>
      <p className="mt-1 text-xs text-muted">
        <Trans>
          Expected for these inputs: <code className="wrap-anywhere">{expected}</code>
        </Trans>
      </p>
    </Notice>
  );
}
