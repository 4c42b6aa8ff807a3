import { t } from '@lingui/core/macro';
import type { InstanceStatus } from './types';
import { instanceStatusInSentence } from '@/lib/wording/instance-status';

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

/** The actions' button labels, in the chosen language (read when drawn). */
export function actionLabels(): Readonly<Record<InstanceAction, string>> {
  return { start: t`Start`, stop: t`Stop`, reboot: t`Reboot`, destroy: t`Destroy` };
}

/** The statuses as a label ("Running"), in the chosen language. */
export function statusLabels(): Readonly<Record<InstanceStatus, string>> {
  return {
    provisioning: t`Provisioning`,
    running: t`Running`,
    stopped: t`Stopped`,
    error: t`Error`,
    destroyed: t`Destroyed`,
  };
}

/** "web-1 started; it is now running." (`name` as shown, isolated by the caller). */
export function actionDone(name: string, action: InstanceAction, status: string): string {
  const now = instanceStatusInSentence(status);
  switch (action) {
    case 'start':
      return t`${name} started; it is now ${now}.`;
    case 'stop':
      return t`${name} stopped; it is now ${now}.`;
    case 'reboot':
      return t`${name} rebooted; it is now ${now}.`;
    case 'destroy':
      return t`${name} destroyed; it is now ${now}.`;
  }
}

/** A bulk run's line for one row: "started; now running." */
export function actionDoneShort(action: InstanceAction, status: string): string {
  const now = instanceStatusInSentence(status);
  switch (action) {
    case 'start':
      return t`started; now ${now}.`;
    case 'stop':
      return t`stopped; now ${now}.`;
    case 'reboot':
      return t`rebooted; now ${now}.`;
    case 'destroy':
      return t`destroyed; now ${now}.`;
  }
}

export function refusalReason(status: InstanceStatus, action: InstanceAction): string {
  const current = instanceStatusInSentence(status);
  switch (action) {
    case 'start':
      return t`Cannot start an instance that is ${current}.`;
    case 'stop':
      return t`Cannot stop an instance that is ${current}.`;
    case 'reboot':
      return t`Cannot reboot an instance that is ${current}.`;
    case 'destroy':
      return t`Cannot destroy an instance that is ${current}.`;
  }
}
