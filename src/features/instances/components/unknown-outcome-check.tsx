import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { CheckListFirst } from '@/components/write/check-list-first';
import { instancesQuery } from '@/api/queries/instances';

/**
 * After a deploy whose outcome is unknown (the connection dropped), the next step is to look, not to
 * send again: a second deploy could create and bill a second server. This reads the list afresh and
 * opens the server if it exists; if not, the deploy may be confirmed again.
 */
export function UnknownOutcomeCheck({ name, onAbsent }: { name: string; onAbsent: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <CheckListFirst
      name={name}
      find={async () => {
        const list = await queryClient.fetchQuery({ ...instancesQuery, staleTime: 0 });
        return list.items.find(
          (instance) => instance.name === name && instance.status !== 'destroyed',
        );
      }}
      onFound={(found) =>
        navigate({ to: '/instances/$instanceId', params: { instanceId: found.id } })
      }
      onAbsent={onAbsent}
    />
  );
}

export function AbsentAfterCheck({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <Notice tone="info" title={t`Not in the list`}>
      <Trans>
        No server named “{name}” was found, so the deploy was not made. You can confirm it now.
      </Trans>
    </Notice>
  );
}
