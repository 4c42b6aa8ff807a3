import { t } from '@lingui/core/macro';
import { send } from '@/api/api-call';
import { clientForKey, sessionBaseUrl } from '@/api/client';
import { apiKeysCall } from '@/api/queries/api-keys';

/** A read call made with the new key itself: proves it resolves and sees this account's keys. */
export async function checkNewKey(token: string, newKeyId: string): Promise<{ keyCount: number }> {
  const baseUrl = sessionBaseUrl();
  const { items } = await send(apiKeysCall, { client: clientForKey(token, baseUrl) });
  if (!items.some((key) => key.id === newKeyId)) {
    throw new Error(
      t`The new key answered, but its key list does not include it: it may belong to another account.`,
    );
  }
  return { keyCount: items.length };
}
