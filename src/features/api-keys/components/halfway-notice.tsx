import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { isExpired } from '../expiry';
import { setHalfway, type HalfwayReplacement, type KeyRef } from '../halfway-store';
import type { ApiKey } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

/** After a replacement was left half-way: which keys exist and work now, checked against the list. */
export function HalfwayNotice({ halfway, keys }: { halfway: HalfwayReplacement; keys: ApiKey[] }) {
  const { t } = useLingui();
  const state = (ref: KeyRef) => {
    const key = keys.find((candidate) => candidate.id === ref.id);
    if (!key) return 'gone';
    return isExpired(key) ? 'expired' : 'valid';
  };
  const words = {
    gone: t`no longer exists`,
    expired: t`exists but has expired`,
    valid: t`exists and is valid`,
  };
  const oldState = state(halfway.oldKey);
  const newState = state(halfway.newKey);
  const bothValid = oldState === 'valid' && newState === 'valid';
  const oldStatus = words[oldState];
  const newStatus = words[newState];
  const oldName = halfway.oldKey.name;
  const newName = halfway.newKey.name;
  const oldPrefix = shown(halfway.oldKey.prefix, 'word');
  const newPrefix = shown(halfway.newKey.prefix, 'word');
  return (
    <Notice tone="warning" title={t`A key replacement was left half-way`} className="mb-4">
      <p>
        {bothValid
          ? t`Both keys exist and are valid; nothing was revoked:`
          : t`Where the replacement stands:`}
      </p>
      <ul className="mt-1 list-disc ps-5">
        <li>
          <Trans>
            old key{' '}
            <strong>
              <UserText>{oldName}</UserText>
            </strong>{' '}
            (<code>{oldPrefix}</code>) {oldStatus};
          </Trans>
        </li>
        <li>
          <Trans>
            new key{' '}
            <strong>
              <UserText>{newName}</UserText>
            </strong>{' '}
            (<code>{newPrefix}</code>) {newStatus}.
          </Trans>
        </li>
      </ul>
      <p className="mt-1">{t`Revoke the old key once everything that used it uses the new one.`}</p>
      <Button size="sm" className="mt-2" onClick={() => setHalfway(null)}>
        {t`Dismiss`}
      </Button>
    </Notice>
  );
}
