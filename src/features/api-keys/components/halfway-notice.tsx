import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { isExpired } from '../expiry';
import { setHalfway, type HalfwayReplacement, type KeyRef } from '../halfway-store';
import type { ApiKey } from '../queries';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

/** After a replacement was left half-way: which keys exist and work now, checked against the list. */
export function HalfwayNotice({ halfway, keys }: { halfway: HalfwayReplacement; keys: ApiKey[] }) {
  const status = (ref: KeyRef) => {
    const key = keys.find((candidate) => candidate.id === ref.id);
    if (!key) return 'no longer exists';
    return isExpired(key) ? 'exists but has expired' : 'exists and is valid';
  };
  const oldStatus = status(halfway.oldKey);
  const newStatus = status(halfway.newKey);
  const bothValid = oldStatus === 'exists and is valid' && newStatus === 'exists and is valid';
  return (
    <Notice tone="warning" title="A key replacement was left half-way" className="mb-4">
      <p>{bothValid ? 'Both keys exist and are valid; nothing was revoked:' : 'Where the replacement stands:'}</p>
      <ul className="mt-1 list-disc ps-5">
        <li>
          old key <strong><UserText>{halfway.oldKey.name}</UserText></strong> (<code>{shown(halfway.oldKey.prefix, 'word')}</code>) {oldStatus};
        </li>
        <li>
          new key <strong><UserText>{halfway.newKey.name}</UserText></strong> (<code>{shown(halfway.newKey.prefix, 'word')}</code>) {newStatus}.
        </li>
      </ul>
      <p className="mt-1">Revoke the old key once everything that used it uses the new one.</p>
      <Button size="sm" className="mt-2" onClick={() => setHalfway(null)}>
        Dismiss
      </Button>
    </Notice>
  );
}
