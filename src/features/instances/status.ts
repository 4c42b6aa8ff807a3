import type { InstanceStatus } from './types';

export type InstanceAction = 'start' | 'stop' | 'reboot' | 'destroy';

/**
 * What each status lets the user do. The service still decides (409 invalid_state); this only
 * keeps controls away that would certainly be refused.
 */
export const ACTIONS_BY_STATUS: Readonly<Record<InstanceStatus, readonly InstanceAction[]>> = {
  running: ['stop', 'reboot', 'destroy'],
  stopped: ['start', 'destroy'],
  error: ['start', 'destroy'],
  provisioning: ['destroy'],
  destroyed: [],
};

export function allowedActions(status: InstanceStatus): readonly InstanceAction[] {
  return ACTIONS_BY_STATUS[status] ?? [];
}

export function isActionAllowed(status: InstanceStatus, action: InstanceAction): boolean {
  return allowedActions(status).includes(action);
}

export const ACTION_LABELS: Readonly<Record<InstanceAction, string>> = {
  start: 'Start',
  stop: 'Stop',
  reboot: 'Reboot',
  destroy: 'Destroy',
};

/** Past tense for result reports ("stopped", "rebooted"). */
export const ACTION_DONE: Readonly<Record<InstanceAction, string>> = {
  start: 'started',
  stop: 'stopped',
  reboot: 'rebooted',
  destroy: 'destroyed',
};

export function refusalReason(status: InstanceStatus, action: InstanceAction): string {
  return `Cannot ${action} an instance that is ${status}.`;
}
