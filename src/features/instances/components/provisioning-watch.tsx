import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { QUIET_POLLS } from '../polling';
import type { Instance } from '../types';
import { useWatchTransitional } from '../use-instance';

/**
 * Runs the watch of the provisioning rows among `instances` (in a component of its own, so a poll
 * re-renders this and not the page) and says so once it has stopped, with a way to check again.
 */
export function ProvisioningWatch({ instances }: { instances: readonly Instance[] | undefined }) {
  const watch = useWatchTransitional(instances);
  if (!watch.stopped) return null;
  const servers = watch.rows === 1 ? 'This server is' : `${watch.rows} servers are`;
  const when = watch.checkedAt ? ` (last checked ${new Date(watch.checkedAt).toLocaleTimeString('en-GB')})` : '';
  return (
    <Notice className="mb-3" title={`${servers} still provisioning`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="watch-stopped">
          {watch.reason === 'failed'
            ? `The last check failed, so this page stopped checking${when}.`
            : `Nothing changed in ${QUIET_POLLS} checks over about four minutes, so this page stopped checking${when}.`}
        </p>
        <Button size="sm" onClick={watch.checkNow} disabled={watch.checking}>
          {watch.checking ? 'Checking…' : 'Check now'}
        </Button>
      </div>
    </Notice>
  );
}
