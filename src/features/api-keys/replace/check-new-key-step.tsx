import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError } from '@/lib/wording/describe-error';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import type { ApiKey } from '../queries';
import { checkNewKey } from './check-new-key';
import { shown } from '@/lib/presentation/presentation';

type Check =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'ok'; keyCount: number }
  | { state: 'failed'; error: unknown };

export function CheckNewKeyStep({
  newKey,
  token,
  onChecked,
}: {
  newKey: ApiKey;
  token: string;
  onChecked: () => void;
}) {
  const { t } = useLingui();
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
  const failureTitle = failure?.title;
  const prefix = shown(newKey.prefix, 'word');
  const keyCount = check.state === 'ok' ? check.keyCount : 0;
  return (
    <section aria-labelledby="check-title" className="flex max-w-xl flex-col gap-3">
      <h2 id="check-title" className="text-base font-semibold">
        {t`Check that the new key works`}
      </h2>
      <p className="text-sm">
        <Trans>
          Move what used the old key onto the new one, then check it here. The console makes one
          read call (the key list) with the new key <code>{prefix}</code>; nothing is changed.
        </Trans>
      </p>
      <div>
        <Button
          onClick={() => void run()}
          disabled={check.state === 'running'}
          disabledReason={t`Checking…`}
        >
          {check.state === 'running'
            ? t`Checking…`
            : check.state === 'idle'
              ? t`Check the new key`
              : t`Check again`}
        </Button>
      </div>
      {check.state === 'ok' ? (
        <Notice tone="success" title={t`The new key works`}>
          {plural(keyCount, {
            one: 'It was accepted and read this account’s # key.',
            other: 'It was accepted and read this account’s # keys.',
          })}
        </Notice>
      ) : null}
      {failure ? (
        <ErrorNotice title={t`The new key did not work: ${failureTitle}`} code={failure.code}>
          <p>{failure.detail}</p>
        </ErrorNotice>
      ) : null}
      <div className="flex justify-end">
        <Button
          variant="primary"
          disabled={check.state !== 'ok'}
          disabledReason={t`Check the new key first.`}
          onClick={onChecked}
        >
          {t`Continue to revoking the old key`}
        </Button>
      </div>
    </section>
  );
}
