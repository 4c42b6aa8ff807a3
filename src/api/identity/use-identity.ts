import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { identityQuery } from './identity';

export function useIdentity() {
  return useQuery(identityQuery(useQueryClient()));
}

/** Whether write controls are enabled, and why not. Unknown scope allows writes; the server still decides. */
export function useWritePermission(): { canWrite: boolean; reason: string | undefined } {
  const { t } = useLingui();
  const { data } = useIdentity();
  if (data?.scope === 'read') {
    const reason = data.person
      ? t`Your role is viewer: you can see everything but change nothing. Ask an admin to make changes.`
      : t`This key is read-only: connect with a full key to make changes.`;
    return { canWrite: false, reason };
  }
  return { canWrite: true, reason: undefined };
}
