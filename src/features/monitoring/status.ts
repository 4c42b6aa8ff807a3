import type { StatTone } from '@/components/table/stats-cards';
import type { ServerStatus } from './queries';

export const STATUS_LABEL: Record<ServerStatus, string> = {
  provisioning: 'Provisioning',
  running: 'Running',
  stopped: 'Stopped',
  error: 'Error',
  destroyed: 'Destroyed',
};

export const STATUS_TONE: Record<ServerStatus, StatTone> = {
  provisioning: 'info',
  running: 'success',
  stopped: 'neutral',
  error: 'danger',
  destroyed: 'warning',
};
