import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useWritePermission } from '@/api/identity/use-identity';
import { MAX_NAME, expiryPreview, nameSchema } from '../create-key-form';
import { describeExpiryLength, expiryLengthDays } from '../expiry';
import type { ApiKey } from '../queries';
import { KeyErrorNotice } from '../components/key-error-notice';
import {
  AbsentKeyNotice,
  CheckKeyList,
  LostTokenNotice,
} from '../components/unknown-create-notices';
import { useKeyCreate } from '../use-key-create';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';
import { scopeWord } from '../scope-words';

export interface Successor {
  key: ApiKey;
  token: string;
}

export function CreateSuccessorStep({
  oldKey,
  onCreated,
  onBack,
}: {
  oldKey: ApiKey;
  onCreated: (successor: Successor) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  // A create whose answer was cut: the key list is read before anything is sent again.
  const keyCreate = useKeyCreate();
  const { mutation, lost, absent } = keyCreate;
  const oldName = oldKey.name;
  // The suggested name is typed into the field in the language of the moment; it is the key's name from then on.
  const [name, setName] = useState(() => t`${oldName} (replacement)`.slice(0, MAX_NAME));
  const [nameError, setNameError] = useState<string | undefined>();
  const days = expiryLengthDays(oldKey);
  const scope = scopeWord(oldKey.scope);
  const length = describeExpiryLength(days);
  const preview = expiryPreview(days);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || keyCreate.blocked) return;
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    const created = await keyCreate.create({
      name: parsed.data,
      scope: oldKey.scope,
      expiresInDays: days,
    });
    if (created) onCreated({ key: created.key, token: created.token });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="successor-title"
      className="flex max-w-xl flex-col gap-4"
    >
      <h2 id="successor-title" className="text-base font-semibold">
        <Trans>
          Create the successor of “<UserText>{oldName}</UserText>”
        </Trans>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t`Old key`}</dt>
        <dd>
          <code>{shown(oldKey.prefix, 'word')}</code>
        </dd>
        <dt className="text-muted">{t`Scope`}</dt>
        <dd>{t`${scope}, the same as the old key`}</dd>
        <dt className="text-muted">{t`Expiry`}</dt>
        <dd>{t`${length}, the same length as the old key. ${preview}`}</dd>
      </dl>
      <Field label={t`Name of the new key`} error={nameError}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-muted">{t`The old key keeps working until you revoke it in the last step.`}</p>
      {mutation.error ? <KeyErrorNotice error={mutation.error} action="create" /> : null}
      {lost ? <LostTokenNotice made={lost} /> : null}
      {absent ? <AbsentKeyNotice name={absent} /> : null}
      <div className="flex justify-between gap-2">
        <Button onClick={onBack} disabled={mutation.isPending}>
          {t`Back`}
        </Button>
        {lost ? null : keyCreate.check ? (
          <CheckKeyList {...keyCreate.check} />
        ) : (
          <Button
            type="submit"
            variant="primary"
            disabled={!canWrite || mutation.isPending}
            disabledReason={canWrite ? t`Creating the key…` : reason}
          >
            {mutation.isPending ? t`Creating…` : t`Create the new key`}
          </Button>
        )}
      </div>
    </form>
  );
}
