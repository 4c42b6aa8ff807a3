// Alert policies. Monitored servers are a view of the instances (see db/monitoring.ts).
import type { Db } from '../db/db';
import { hex, stream } from '../lib/random';
import { MAIN_ACCOUNT_ID } from './keys';

export function seedAlertPolicies(db: Db): void {
  const r = stream(db.seed, 'alerts');
  const first = [...db.instances.values()].find(
    (i) => i.accountId === MAIN_ACCOUNT_ID && i.status === 'running',
  );
  const rows = [
    {
      name: 'CPU above 90% for 10 min',
      metric: 'cpu',
      thresholdPercent: 90,
      durationMinutes: 10,
      instanceId: null,
      enabled: true,
    },
    {
      name: 'Memory above 85%',
      metric: 'memory',
      thresholdPercent: 85,
      durationMinutes: 5,
      instanceId: null,
      enabled: true,
    },
    {
      name: 'Disk almost full',
      metric: 'disk',
      thresholdPercent: 95,
      durationMinutes: 1,
      instanceId: null,
      enabled: true,
    },
    {
      name: `CPU on ${first?.name ?? 'web'}`,
      metric: 'cpu',
      thresholdPercent: 75,
      durationMinutes: 30,
      instanceId: first?.id ?? null,
      enabled: false,
    },
    {
      name: 'Nightly batch memory',
      metric: 'memory',
      thresholdPercent: 98,
      durationMinutes: 120,
      instanceId: null,
      enabled: false,
    },
    {
      name: 'Disk <img src=x onerror=alert(1)>',
      metric: 'disk',
      thresholdPercent: 80,
      durationMinutes: 1440,
      instanceId: null,
      enabled: true,
    },
  ] as const;
  for (const p of rows) {
    const id = `alp_${hex(r, 10)}`;
    db.alertPolicies.set(id, { ...p, id, accountId: MAIN_ACCOUNT_ID });
  }
}
