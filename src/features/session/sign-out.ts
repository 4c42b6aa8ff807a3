import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '@/api/session';

export type SignOutReason = 'signed_out' | 'invalid_token' | 'revoked_self';

/** Forgets the key and every cached answer. */
export function signOut(queryClient: QueryClient): void {
  clearSession();
  queryClient.cancelQueries();
  queryClient.clear();
}
