import { Notice } from '@/components/ui/notice';
import { formatCountdown } from '../countdown';
import type { Verdict } from '../signature';

/** Receivers should refuse deliveries whose timestamp is further than this from their clock. */
const REPLAY_WINDOW_S = 300;

function AgeNote({ age }: { age: number | null }) {
  if (age === null || Math.abs(age) <= REPLAY_WINDOW_S) return null;
  const span = formatCountdown(Math.abs(age) * 1000);
  return (
    <p className="mt-1 text-warning">
      The timestamp is {age > 0 ? `${span} old` : `${span} in the future`}. A live receiver should
      reject it: accept only timestamps within 5 minutes of its own clock, so a captured delivery
      cannot be replayed later.
    </p>
  );
}

/** `age`: seconds between the timestamp and the moment of the check. */
export function VerifyVerdict({ verdict, age }: { verdict: Verdict; age: number | null }) {
  if (verdict.kind === 'malformed') {
    return (
      <Notice tone="danger" title="Cannot check this signature">
        <p>{verdict.reason}</p>
      </Notice>
    );
  }
  if (verdict.kind === 'match') {
    return (
      <Notice tone="success" role="status" title="✓ The signature matches">
        <p>This body was signed with this secret at this timestamp, and was not changed since.</p>
        <AgeNote age={age} />
      </Notice>
    );
  }
  return (
    <Notice tone="danger" role="status" title="✗ The signature does not match">
      <p>
        The body, the timestamp or the secret differ from what was signed. Check that the body is
        byte for byte what arrived, the timestamp is the one from the same delivery, and the secret
        belongs to this endpoint.
      </p>
      <p className="mt-1 text-xs text-muted">
        Expected for these inputs: <code className="break-all">{verdict.expected}</code>
      </p>
    </Notice>
  );
}
