import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { setHalfway, type HalfwayReplacement } from '../halfway-store';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation/presentation';

/**
 * Leaving between creating the new key and revoking the old one is allowed: both keys stay valid.
 * This says so before leaving and leaves a notice for the keys page.
 */
export function LeaveGuard({
  halfway,
  holdStill,
}: {
  halfway: HalfwayReplacement | null;
  holdStill: boolean;
}) {
  const { t } = useLingui();
  // Once the person chose to leave, a second click made before this page unmounts must not be held.
  const leaving = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => halfway !== null && !leaving.current,
    withResolver: true,
  });
  // While the token is on screen the locked dialog must stay; a back button press is just undone.
  useEffect(() => {
    if (blocker.status === 'blocked' && holdStill) blocker.reset();
  }, [blocker, holdStill]);
  if (!halfway) return null;
  const oldName = halfway.oldKey.name;
  const newName = halfway.newKey.name;
  const oldPrefix = shown(halfway.oldKey.prefix, 'word');
  const newPrefix = shown(halfway.newKey.prefix, 'word');
  return (
    <Dialog
      open={blocker.status === 'blocked' && !holdStill}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={t`Leave with both keys valid?`}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>{t`Nothing has been revoked. If you leave now, both keys exist and are valid:`}</p>
        <ul className="list-disc ps-5">
          <li>
            <Trans>
              old key{' '}
              <strong>
                <UserText>{oldName}</UserText>
              </strong>{' '}
              (<code>{oldPrefix}</code>)
            </Trans>
          </li>
          <li>
            <Trans>
              new key{' '}
              <strong>
                <UserText>{newName}</UserText>
              </strong>{' '}
              (<code>{newPrefix}</code>)
            </Trans>
          </li>
        </ul>
        <p>{t`You can revoke the old key later from the API keys page. The new key’s token will not be shown again.`}</p>
        <div className="flex justify-end gap-2">
          <Button onClick={() => blocker.reset?.()}>{t`Stay`}</Button>
          <Button
            variant="primary"
            onClick={() => {
              leaving.current = true;
              setHalfway(halfway);
              blocker.proceed?.();
            }}
          >
            {t`Leave`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
