import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatTime } from '@/lib/format';
import { QUIET_POLLS } from '../polling';
import type { Instance } from '../types';
import { useWatchTransitional } from '../use-instance';

/**
 * Runs the watch of the provisioning rows among `instances` (in a component of its own, so a poll
 * re-renders this and not the page) and says so once it has stopped, with a way to check again.
 */
export function ProvisioningWatch({ instances }: { instances: readonly Instance[] | undefined }) {
  const { t } = useLingui();
  const watch = useWatchTransitional(instances);
  if (!watch.stopped) return null;
  const servers = watch.rows;
  const title = plural(servers, {
    one: 'This server is still provisioning',
    other: '# servers are still provisioning',
  });
  const checks = QUIET_POLLS;
  const when = watch.checkedAt ? formatTime(watch.checkedAt) : undefined;
  const failed = watch.reason === 'failed';
  return (
    <Notice className="mb-3" title={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="watch-stopped">
          {failed && when !== undefined
            ? t`The last check failed, so this page stopped checking (last checked ${when}).`
            : failed
              ? t`The last check failed, so this page stopped checking.`
              : when !== undefined
                ? t`Nothing changed in ${checks} checks over about four minutes, so this page stopped checking (last checked ${when}).`
                : t`Nothing changed in ${checks} checks over about four minutes, so this page stopped checking.`}
        </p>
        <Button size="sm" onClick={watch.checkNow} disabled={watch.checking}>
          {watch.checking ? t`Checking…` : t`Check now`}
        </Button>
      </div>
    </Notice>
  );
}
