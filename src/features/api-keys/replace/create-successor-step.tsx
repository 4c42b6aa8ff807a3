import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/use-identity';
import { MAX_NAME, expiryPreview, nameSchema } from '../create-key-form';
import { describeExpiryLength, expiryLengthDays } from '../expiry';
import { useCreateApiKey } from '../mutations';
import type { ApiKey } from '../queries';
import { KeyErrorNotice } from '../components/key-error-notice';
import { AbsentKeyNotice, CheckKeyList, LostTokenNotice } from '../components/unknown-create-notices';
import { beforeCreate, isUnknownOutcome, type UnknownCreate } from '../unknown-create';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

export interface Successor {
  key: ApiKey;
  token: string;
}

export function CreateSuccessorStep({ oldKey, onCreated, onBack }: { oldKey: ApiKey; onCreated: (successor: Successor) => void; onBack: () => void }) {
  const { canWrite, reason } = useWritePermission();
  const mutation = useCreateApiKey();
  const queryClient = useQueryClient();
  // A create whose answer was cut: the key list is read before anything is sent again.
  const [unknown, setUnknown] = useState<UnknownCreate | null>(null);
  const [lost, setLost] = useState<ApiKey | null>(null);
  const [absent, setAbsent] = useState<string | null>(null);
  const [name, setName] = useState(() => `${oldKey.name} (replacement)`.slice(0, MAX_NAME));
  const [nameError, setNameError] = useState<string | undefined>();
  const sending = useRef(false);
  const days = expiryLengthDays(oldKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || !canWrite || unknown || lost) return;
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    setAbsent(null);
    sending.current = true;
    const pending = beforeCreate(queryClient, parsed.data);
    try {
      const created = await mutation.mutateAsync({ name: parsed.data, scope: oldKey.scope, expiresInDays: days });
      onCreated({ key: created.key, token: created.token });
      mutation.reset();
    } catch (error) {
      // Shown below from mutation.error.
      if (isUnknownOutcome(error)) setUnknown(pending);
    } finally {
      sending.current = false;
    }
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
        {lost ? null : unknown ? (
          <CheckKeyList
            pending={unknown}
            onFound={setLost}
            onAbsent={() => {
              mutation.reset();
              setUnknown(null);
              setAbsent(unknown.name);
            }}
          />
        ) : (
          <Button type="submit" variant="primary" disabled={!canWrite || mutation.isPending} disabledReason={canWrite ? 'Creating the key…' : reason}>
            {mutation.isPending ? 'Creating…' : 'Create the new key'}
          </Button>
        )}
      </div>
    </form>
  );
}
