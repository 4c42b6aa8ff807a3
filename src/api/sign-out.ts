import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '@/api/session';
import type { EndReason } from '@/api/session-channel';
import { loadSessionChannel } from '@/api/load-session-channel';

export type SignOutReason = EndReason;

/**
 * Forgets the key and every cached answer, in this tab and, unless another tab told us to,
 * in every other open tab of the console.
 */
export function signOut(
  queryClient: QueryClient,
  reason: SignOutReason = 'signed_out',
  announce = true,
): void {
  clearSession();
  queryClient.cancelQueries();
  queryClient.clear();
  // The channel's code is usually loaded by now (after the first view); if not, this fetches it.
  if (announce) void loadSessionChannel().then((channel) => channel?.announceEnd(reason));
}
