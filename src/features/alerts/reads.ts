// What the alert policy form reads, checked where it reads it (docs/drift.md). Loaded with the
// form's dialog, never with the alerts page's first view (scripts/first-view-chunks.test.ts).
import { msg } from '@lingui/core/macro';
import { instanceChoice } from '@/api/reads/pickers';
import { selectReads, type PanelReads } from '@/api/reads/read-check';

const policyInstanceReads = instanceChoice(
  '/alerts',
  msg`Alert policies`,
  msg`the policy form's instance choice`,
);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [policyInstanceReads];

/** The policy form's instance choice. */
export const selectPolicyInstances = selectReads<unknown>(policyInstanceReads);
