import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  timestampAge,
  verifySignature,
  type Verdict,
} from '../signature';
import { VerifyVerdict } from './verify-verdict';

interface Inputs {
  body: string;
  timestamp: string;
  signature: string;
  secret: string;
}

const EMPTY: Inputs = { body: '', timestamp: '', signature: '', secret: '' };

/** Everything typed here stays in this component's state: the check runs on Web Crypto, with no request. */
export function VerifyForm() {
  const { t } = useLingui();
  const [inputs, setInputs] = useState(EMPTY);
  const [verdict, setVerdict] = useState<{ result: Verdict; age: number | null } | null>(null);
  const [missing, setMissing] = useState<Partial<Record<keyof Inputs, string>>>({});
  const run = useRef(0);

  const set = (key: keyof Inputs) => (value: string) => {
    setInputs((v) => ({ ...v, [key]: value }));
    setVerdict(null);
    setMissing((m) => ({ ...m, [key]: undefined }));
    run.current += 1;
  };

  async function check(event: FormEvent) {
    event.preventDefault();
    const empty = Object.fromEntries(
      (['timestamp', 'signature', 'secret'] as const)
        .filter((k) => inputs[k].trim() === '')
        .map((k) => [k, t`Required.`]),
    );
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    const mine = ++run.current;
    const result = await verifySignature(inputs);
    if (mine === run.current) setVerdict({ result, age: timestampAge(inputs.timestamp) });
  }

  return (
    <form
      onSubmit={check}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <Field
        label={t`Body`}
        hint={t`The raw request body exactly as received. Re-formatted JSON (other spacing or key order) will not match.`}
      >
        {(props) => (
          <textarea
            {...props}
            rows={7}
            spellCheck={false}
            className={`${inputClass} font-mono text-xs`}
            value={inputs.body}
            onChange={(e) => set('body')(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={TIMESTAMP_HEADER}
          hint={t`Unix seconds, from the header.`}
          error={missing.timestamp}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClass} font-mono`}
              value={inputs.timestamp}
              onChange={(e) => set('timestamp')(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={SIGNATURE_HEADER}
          hint={t`v1= and 64 hex characters, from the header.`}
          error={missing.signature}
        >
          {(props) => (
            <input
              {...props}
              autoComplete="off"
              spellCheck={false}
              className={`${inputClass} font-mono`}
              value={inputs.signature}
              onChange={(e) => set('signature')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label={t`Signing secret`}
        hint={t`The endpoint’s secret, shown once when it was added.`}
        error={missing.secret}
      >
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="off"
            className={`${inputClass} font-mono`}
            value={inputs.secret}
            onChange={(e) => set('secret')(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary">
          <Trans>Check signature</Trans>
        </Button>
        <Button
          onClick={() => {
            setInputs(EMPTY);
            setVerdict(null);
            setMissing({});
            run.current += 1;
          }}
        >
          <Trans>Clear</Trans>
        </Button>
        <span className="text-xs text-muted">
          <Trans>
            Computed in this browser with Web Crypto; nothing you paste is sent anywhere.
          </Trans>
        </span>
      </div>
      {verdict ? <VerifyVerdict verdict={verdict.result} age={verdict.age} /> : null}
    </form>
  );
}
