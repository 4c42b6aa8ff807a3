import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/use-identity';
import { MAX_NAME, expiryPreview, nameSchema } from '../create-key-form';
import { describeExpiryLength, expiryLengthDays } from '../expiry';
import type { ApiKey } from '../queries';
import { KeyErrorNotice } from '../components/key-error-notice';
import { AbsentKeyNotice, CheckKeyList, LostTokenNotice } from '../components/unknown-create-notices';
import { useKeyCreate } from '../use-key-create';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

export interface Successor {
  key: ApiKey;
  token: string;
}

export function CreateSuccessorStep({ oldKey, onCreated, onBack }: { oldKey: ApiKey; onCreated: (successor: Successor) => void; onBack: () => void }) {
  const { canWrite, reason } = useWritePermission();
  // A create whose answer was cut: the key list is read before anything is sent again.
  const keyCreate = useKeyCreate();
  const { mutation, lost, absent } = keyCreate;
  const [name, setName] = useState(() => `${oldKey.name} (replacement)`.slice(0, MAX_NAME));
  const [nameError, setNameError] = useState<string | undefined>();
  const days = expiryLengthDays(oldKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || keyCreate.blocked) return;
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    const created = await keyCreate.create({ name: parsed.data, scope: oldKey.scope, expiresInDays: days });
    if (created) onCreated({ key: created.key, token: created.token });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="successor-title" className="flex max-w-xl flex-col gap-4">
      <h2 id="successor-title" className="text-base font-semibold">
        Create the successor of “<UserText>{oldKey.name}</UserText>”
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Old key</dt>
        <dd>
          <code>{shown(oldKey.prefix, 'word')}</code>
        </dd>
        <dt className="text-muted">Scope</dt>
        <dd>{oldKey.scope}, the same as the old key</dd>
        <dt className="text-muted">Expiry</dt>
        <dd>
          {describeExpiryLength(days)}, the same length as the old key. {expiryPreview(days)}
        </dd>
      </dl>
      <Field label="Name of the new key" error={nameError}>
        {(props) => <input {...props} className={inputClass} value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <p className="text-sm text-muted">The old key keeps working until you revoke it in the last step.</p>
      {mutation.error ? <KeyErrorNotice error={mutation.error} action="create" /> : null}
      {lost ? <LostTokenNotice made={lost} /> : null}
      {absent ? <AbsentKeyNotice name={absent} /> : null}
      <div className="flex justify-between gap-2">
        <Button onClick={onBack} disabled={mutation.isPending}>
          Back
        </Button>
        {lost ? null : keyCreate.check ? (
          <CheckKeyList {...keyCreate.check} />
        ) : (
          <Button type="submit" variant="primary" disabled={!canWrite || mutation.isPending} disabledReason={canWrite ? 'Creating the key…' : reason}>
            {mutation.isPending ? 'Creating…' : 'Create the new key'}
          </Button>
        )}
      </div>
    </form>
  );
}
