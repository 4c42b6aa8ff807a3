import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { setHalfway, type HalfwayReplacement } from '../halfway-store';
import { UserText } from '@/components/ui/user-text';
import { shown } from '@/lib/presentation';

/**
 * Leaving between creating the new key and revoking the old one is allowed: both keys stay valid.
 * This says so before leaving and leaves a notice for the keys page.
 */
export function LeaveGuard({ halfway, holdStill }: { halfway: HalfwayReplacement | null; holdStill: boolean }) {
  // Once the person chose to leave, a second click made before this page unmounts must not be held.
  const leaving = useRef(false);
  const blocker = useBlocker({ shouldBlockFn: () => halfway !== null && !leaving.current, withResolver: true });
  // While the token is on screen the locked dialog must stay; a back button press is just undone.
  useEffect(() => {
    if (blocker.status === 'blocked' && holdStill) blocker.reset();
  }, [blocker, holdStill]);
  if (!halfway) return null;
  return (
    <Dialog
      open={blocker.status === 'blocked' && !holdStill}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Leave with both keys valid?"
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>Nothing has been revoked. If you leave now, both keys exist and are valid:</p>
        <ul className="list-disc ps-5">
          <li>
            old key <strong><UserText>{halfway.oldKey.name}</UserText></strong> (<code>{shown(halfway.oldKey.prefix, 'word')}</code>)
          </li>
          <li>
            new key <strong><UserText>{halfway.newKey.name}</UserText></strong> (<code>{shown(halfway.newKey.prefix, 'word')}</code>)
          </li>
        </ul>
        <p>You can revoke the old key later from the API keys page. The new key’s token will not be shown again.</p>
        <div className="flex justify-end gap-2">
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button
            variant="primary"
            onClick={() => {
              leaving.current = true;
              setHalfway(halfway);
              blocker.proceed?.();
            }}
          >
            Leave
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
