import { t } from '@lingui/core/macro';
import {
  describeError,
  withServiceWords,
  type ErrorDescription,
} from '@/lib/wording/describe-error';
import { isApiError } from '@/api/errors';

/** describeError, with what matters for keys: the creation limit and what a team member may still do. */
export function describeKeyError(error: unknown, action: 'create' | 'revoke'): ErrorDescription {
  const base = describeError(error);
  if (!isApiError(error)) return base;
  if (error.code === 'rate_limited' && action === 'create') {
    const seconds = error.retryAfter;
    return {
      ...base,
      title: t`Key creation limit reached`,
      detail: withServiceWords(
        error,
        seconds
          ? t`An account may create at most 10 keys per minute. No key was created. The service accepts a new key again in ${seconds} s (its Retry-After).`
          : t`An account may create at most 10 keys per minute. No key was created.`,
      ),
    };
  }
  if (error.code === 'team_member_forbidden') {
    return {
      ...base,
      detail: withServiceWords(
        error,
        action === 'create'
          ? t`This key belongs to a team member acting on the owner’s account. Only the account owner can create keys; the list of keys can still be read.`
          : t`This key belongs to a team member acting on the owner’s account. Only the account owner can revoke keys; the list of keys can still be read.`,
      ),
    };
  }
  return base;
}
