import { t } from '@lingui/core/macro';
import type { StatTone } from '@/components/table/stats-cards';
import type { ServerStatus } from './queries';

/** The statuses in words, in the chosen language (read when drawn). */
export function statusLabels(): Record<ServerStatus, string> {
  return {
    provisioning: t`Provisioning`,
    running: t`Running`,
    stopped: t`Stopped`,
    error: t`Error`,
    destroyed: t`Destroyed`,
  };
}

export const STATUS_TONE: Record<ServerStatus, StatTone> = {
  provisioning: 'info',
  running: 'success',
  stopped: 'neutral',
  error: 'danger',
  destroyed: 'warning',
};
