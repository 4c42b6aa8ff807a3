import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Notice } from '@/components/ui/notice';
import { UserText } from '@/components/ui/user-text';
import { CheckListFirst } from '@/components/write/check-list-first';
import { formatDateTime } from '@/lib/format';
import type { ApiKey } from '../queries';
import { findCreatedKey, type UnknownCreate } from '../unknown-create';
import { shown } from '@/lib/presentation/presentation';

/** Where the create button was: reads the key list before anything may be sent again. */
export function CheckKeyList({
  pending,
  onFound,
  onAbsent,
}: {
  pending: UnknownCreate;
  onFound: (key: ApiKey) => void;
  onAbsent: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CheckListFirst
      name={pending.name}
      find={() => findCreatedKey(queryClient, pending)}
      onFound={onFound}
      onAbsent={onAbsent}
    />
  );
}

/** While the outcome is unknown (also after the form was closed and opened again, when the error itself is gone). */
export function UnknownCreateNotice({ pending }: { pending: UnknownCreate }) {
  const { t } = useLingui();
  const name = pending.name;
  return (
    <Notice tone="warning" title={t`The outcome is unknown`}>
      <Trans>
        The answer to creating “<UserText>{name}</UserText>” was cut on its way: the key may or may
        not have been made. Check the key list before creating another.
      </Trans>
    </Notice>
  );
}

/** The key was made, but the answer holding its token never arrived: nobody can use it. */
export function LostTokenNotice({ made }: { made: ApiKey }) {
  const { t } = useLingui();
  const name = made.name;
  const prefix = shown(made.prefix, 'word');
  const created = formatDateTime(made.createdAt);
  return (
    <Notice tone="warning" title={t`The key was created, but its token was lost`}>
      <Trans>
        A key named “<UserText>{name}</UserText>” (<code>{prefix}</code>) was created ({created}).
        The answer holding its token was cut, and the service never shows a token again, so no one
        can use this key. Revoke it in the key list, then create a new one.
      </Trans>
    </Notice>
  );
}

export function AbsentKeyNotice({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <Notice tone="info" title={t`Not in the list`}>
      <Trans>
        No key named “<UserText>{name}</UserText>” was made, so nothing was created. You can create
        it now.
      </Trans>
    </Notice>
  );
}
