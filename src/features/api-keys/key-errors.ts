import { describeError, type ErrorDescription } from '@/api/describe-error';
import { isApiError } from '@/api/errors';

/** describeError, with what matters for keys: the creation limit and what a team member may still do. */
export function describeKeyError(error: unknown, action: 'create' | 'revoke'): ErrorDescription {
  const base = describeError(error);
  if (!isApiError(error)) return base;
  if (error.code === 'rate_limited' && action === 'create') {
    const wait = error.retryAfter ? ` The service accepts a new key again in ${error.retryAfter} s (its Retry-After).` : '';
    return {
      ...base,
      title: 'Key creation limit reached',
      detail: `An account may create at most 10 keys per minute. No key was created.${wait}`,
    };
  }
  if (error.code === 'team_member_forbidden') {
    return {
      ...base,
      detail: `This key belongs to a team member acting on the owner’s account. Only the account owner can ${action} keys; the list of keys can still be read.`,
    };
  }
  return base;
}
