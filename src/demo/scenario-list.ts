/**
 * The demo's scenarios as a presenter picks them (mock/scenarios.ts sets their starting state):
 * a name, the page a scenario opens on, and the link that opens it signed in. The tours are in
 * tours.ts, loaded with the tour.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ScenarioId } from '../../mock/scenario-ids';

/** `label` is rendered with `t(label)` (useLingui), so it follows a change of language. */
export const SCENARIO_CHOICES: readonly {
  id: ScenarioId;
  label: MessageDescriptor;
  page: string;
}[] = [
  { id: 'healthy', label: msg`Healthy account`, page: '/' },
  { id: 'low-balance', label: msg`Balance running low`, page: '/wallet' },
  { id: 'failing-webhook', label: msg`Failing webhook receiver`, page: '/webhooks' },
  { id: 'busy-office', label: msg`Busy office`, page: '/instances' },
  { id: 'fleet', label: msg`Fleet of 10,000 servers`, page: '/instances' },
  { id: 'empty', label: msg`New empty account`, page: '/' },
  { id: 'troubled-network', label: msg`Troubled network`, page: '/instances' },
];

/** Opens the scenario from its start, connected with the demo key of `role`, on its first page (src/demo/link.ts). */
export function scenarioLink(id: ScenarioId, role = 'full'): string {
  const page = SCENARIO_CHOICES.find((choice) => choice.id === id)?.page ?? '/';
  return `/?demo-scenario=${id}&demo-as=${encodeURIComponent(role)}&demo-page=${encodeURIComponent(page)}`;
}

/**
 * The demo's running state, read by the banner before any demo code is loaded: the scenario the page
 * started (set by backend.ts) and how far the clock is ahead (clock.ts's offset, kept here). A plain
 * record, so the live build drops it.
 */
export const demoState: { scenario: ScenarioId; offsetMs: number } = {
  scenario: 'healthy',
  offsetMs: 0,
};

/** "real time", "1 h ahead", "2 d 3 h ahead". */
export function aheadLabel(ms: number): string {
  const total = Math.round(ms / 3_600_000);
  if (total <= 0) return t`real time`;
  // Whole hours and days as they are: importing the formatters here would put src/lib/format.ts in the
  // live build's first load (the banner is imported statically and folds away only after bundling).
  const days = Math.floor(total / 24);
  const hours = total % 24;
  if (total < 24) return t`${hours} h ahead`;
  if (total % 24 === 0) return t`${days} d ahead`;
  return t`${days} d ${hours} h ahead`;
}
