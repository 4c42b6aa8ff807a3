import { useState } from 'react';
import { describeError } from '@/api/describe-error';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import type { ApiKey } from '../queries';
import { checkNewKey } from './check-new-key';
import { shown } from '@/lib/presentation';

type Check = { state: 'idle' } | { state: 'running' } | { state: 'ok'; keyCount: number } | { state: 'failed'; error: unknown };

export function CheckNewKeyStep({ newKey, token, onChecked }: { newKey: ApiKey; token: string; onChecked: () => void }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  async function run() {
    if (check.state === 'running') return;
    setCheck({ state: 'running' });
    try {
      const { keyCount } = await checkNewKey(token, newKey.id);
      setCheck({ state: 'ok', keyCount });
    } catch (error) {
      setCheck({ state: 'failed', error });
    }
  }
  const failure = check.state === 'failed' ? describeError(check.error) : null;
  return (
    <section aria-labelledby="check-title" className="flex max-w-xl flex-col gap-3">
      <h2 id="check-title" className="text-base font-semibold">
        Check that the new key works
      </h2>
      <p className="text-sm">
        Move what used the old key onto the new one, then check it here. The console makes one read call (the key list) with the new key{' '}
        <code>{shown(newKey.prefix, 'word')}</code>; nothing is changed.
      </p>
      <div>
        <Button onClick={() => void run()} disabled={check.state === 'running'} disabledReason="Checking…">
          {check.state === 'running' ? 'Checking…' : check.state === 'idle' ? 'Check the new key' : 'Check again'}
        </Button>
      </div>
      {check.state === 'ok' ? (
        <Notice tone="success" title="The new key works">
          It was accepted and read this account’s {check.keyCount} keys.
        </Notice>
      ) : null}
      {failure ? (
        <ErrorNotice title={`The new key did not work: ${failure.title}`} code={failure.code}>
          <p>{failure.detail}</p>
        </ErrorNotice>
      ) : null}
      <div className="flex justify-end">
        <Button variant="primary" disabled={check.state !== 'ok'} disabledReason="Check the new key first." onClick={onChecked}>
          Continue to revoking the old key
        </Button>
      </div>
    </section>
  );
}
