/**
 * The demo's scenarios as a presenter picks them (mock/scenarios.ts sets their starting state):
 * a name, the page a scenario opens on, and the link that opens it signed in. The tours are in
 * tours.ts, loaded with the tour.
 */
import type { ScenarioId } from '../../mock/scenarios';

export const SCENARIO_CHOICES: readonly { id: ScenarioId; label: string; page: string }[] = [
  { id: 'healthy', label: 'Healthy account', page: '/' },
  { id: 'low-balance', label: 'Balance running low', page: '/wallet' },
  { id: 'failing-webhook', label: 'Failing webhook receiver', page: '/webhooks' },
  { id: 'busy-office', label: 'Busy office', page: '/instances' },
  { id: 'fleet', label: 'Fleet of 10,000 servers', page: '/instances' },
  { id: 'empty', label: 'New empty account', page: '/' },
  { id: 'troubled-network', label: 'Troubled network', page: '/instances' },
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
export const demoState: { scenario: ScenarioId; offsetMs: number } = { scenario: 'healthy', offsetMs: 0 };

/** "real time", "1 h ahead", "2 d 3 h ahead". */
export function aheadLabel(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours <= 0) return 'real time';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days ? `${days} d` : ''}${days && rest ? ' ' : ''}${rest ? `${rest} h` : ''} ahead`;
}
