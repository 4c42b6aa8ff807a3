import { useQuery, useQueryClient } from '@tanstack/react-query';
import { identityQuery } from './identity';

export function useIdentity() {
  return useQuery(identityQuery(useQueryClient()));
}

export const READ_ONLY_REASON = 'This key is read-only: connect with a full key to make changes.';
export const VIEWER_REASON = 'Your role is viewer: you can see everything but change nothing. Ask an admin to make changes.';

/** Whether write controls are enabled, and why not. Unknown scope allows writes; the server still decides. */
export function useWritePermission(): { canWrite: boolean; reason: string | undefined } {
  const { data } = useIdentity();
  if (data?.scope === 'read') return { canWrite: false, reason: data.person ? VIEWER_REASON : READ_ONLY_REASON };
  return { canWrite: true, reason: undefined };
}
