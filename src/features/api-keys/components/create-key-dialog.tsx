import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { ShowRequest } from '@/components/request/show-request';
import { useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocument } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useWritePermission } from '@/api/identity/use-identity';
import {
  INITIAL_VALUES,
  KEY_BOUNDS,
  parseCreateKeyForm,
  type CreateKeyErrors,
  type CreateKeyValues,
} from '../create-key-form';
import { createApiKeyCall } from '../mutations';
import { useKeyCreate } from '../use-key-create';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { CreateKeyFields } from './create-key-fields';
import { KeyErrorNotice } from './key-error-notice';
import {
  AbsentKeyNotice,
  CheckKeyList,
  LostTokenNotice,
  UnknownCreateNotice,
} from './unknown-create-notices';
import type { ShownToken } from './token-dialog';

/**
 * The create form. The token goes straight to onCreated and the mutation is reset, so no cache keeps it.
 * A create whose answer was cut (outcome unknown) takes "Create key" away until the key list has been
 * read: closing and opening the form again keeps it so, as the key may exist.
 */
export function CreateKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (secret: ShownToken) => void;
}) {
  const { t } = useLingui();
  const { canWrite, reason } = useWritePermission();
  const keyCreate = useKeyCreate();
  const { mutation, unknown, lost, absent } = keyCreate;
  const [values, setValues] = useState<CreateKeyValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<CreateKeyErrors>({});
  const [limitedUntil, setLimitedUntil] = useState<number | null>(null);
  const wait = useCountdown(limitedUntil);
  // The live document, read when the form first opens (the explorer's, cached for the session):
  // a tighter bound it states is said and refused before sending.
  const { document, unread } = useFormDocument(open);
  const bounds = useFormBounds(document, 'post', '/api-keys', KEY_BOUNDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || wait > 0 || keyCreate.blocked) return;
    const parsed = parseCreateKeyForm(values, bounds);
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    const created = await keyCreate.create(parsed.body, (error) => {
      if (isApiError(error) && error.status === 429)
        setLimitedUntil(Date.now() + (error.retryAfter ?? 60) * 1000);
    });
    if (!created) return;
    onCreated({ token: created.token, name: created.key.name, prefix: created.key.prefix });
    setValues(INITIAL_VALUES);
  }

  function close() {
    if (mutation.isPending) return;
    keyCreate.close();
    onOpenChange(false);
  }

  // The request as the form stands; shown only once the form would send it.
  const body = parseCreateKeyForm(values, bounds).body;
  const disabledReason = !canWrite
    ? reason
    : wait > 0
      ? t`Key creation is limited to 10 per minute; try again in ${wait} s.`
      : t`Creating the key…`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Create an API key`}
      description={t`The key is shown once, right after it is created.`}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t`Create an API key`}
      >
        <CreateKeyFields
          values={values}
          errors={errors}
          bounds={bounds}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
        />
        {mutation.error ? (
          <KeyErrorNotice error={mutation.error} action="create" />
        ) : unknown && !lost ? (
          <UnknownCreateNotice pending={unknown} />
        ) : null}
        {lost ? <LostTokenNotice made={lost} /> : null}
        {absent ? <AbsentKeyNotice name={absent} /> : null}
        <ContractLimitsNote shown={unread} />
        {body ? (
          <ShowRequest call={createApiKeyCall(body)} />
        ) : (
          <p className="text-xs text-muted">{t`Name the key to see the request it sends.`}</p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={close} disabled={mutation.isPending}>
            {lost ? t`Close` : t`Cancel`}
          </Button>
          {lost ? null : keyCreate.check ? (
            <CheckKeyList {...keyCreate.check} />
          ) : (
            <Button
              type="submit"
              variant="primary"
              disabled={!canWrite || mutation.isPending || wait > 0}
              disabledReason={disabledReason}
            >
              {mutation.isPending
                ? t`Creating…`
                : wait > 0
                  ? t`Create key (in ${wait} s)`
                  : t`Create key`}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
