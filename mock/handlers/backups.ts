// Backups (stats over the filtered set), backup servers (usage computed from the backups),
// manual backups (pending, then completed after backupMs), restore, delete (manual only).
import type { MockContext } from '../mock-context';
import { newId } from '../db/ids';
import { backupView, instanceView } from '../db/views';
import { conflict } from '../lib/errors';
import { readBody } from '../rules/body';
import type { BackupRec, BackupServer } from '../types';
import { accountOf, matcher, noContent, ownedRow, page, route, type Api, type Ctx } from './http';

const round2 = (n: number) => Math.round(n * 100) / 100;

function list(ctx: MockContext, c: Ctx) {
  const q = c.get('query');
  const type = q.enums.type;
  const match = matcher(q.q);
  const account = accountOf(c);
  const rows: BackupRec[] = [];
  const stats = { byType: { auto: 0, manual: 0 }, totalSizeGb: 0 };
  const all = [...ctx.db.backups.values()];
  for (let i = all.length - 1; i >= 0; i--) {
    const b = all[i]!;
    if (
      b.accountId !== account ||
      (type && b.type !== type) ||
      !match(b.instanceName, b.id, b.instanceId, b.serverId)
    )
      continue;
    rows.push(b);
    stats.byType[b.type] += 1;
    stats.totalSizeGb += b.sizeGb;
  }
  stats.totalSizeGb = round2(stats.totalSizeGb);
  return { ...page(rows, q, backupView), stats };
}

function servers(ctx: MockContext, c: Ctx) {
  const q = c.get('query');
  const match = matcher(q.q);
  const usage = new Map<string, { usedGb: number; backupCount: number }>();
  for (const b of ctx.db.backups.values()) {
    const u = usage.get(b.serverId) ?? { usedGb: 0, backupCount: 0 };
    u.usedGb += b.sizeGb;
    u.backupCount += 1;
    usage.set(b.serverId, u);
  }
  const rows = [...ctx.db.backupServers.values()].filter(
    (s) => s.accountId === accountOf(c) && match(s.name, s.id, s.regionId),
  );
  return page(rows, q, (s): BackupServer => {
    const u = usage.get(s.id) ?? { usedGb: 0, backupCount: 0 };
    return {
      id: s.id,
      name: s.name,
      regionId: s.regionId,
      capacityGb: s.capacityGb,
      usedGb: round2(u.usedGb),
      backupCount: u.backupCount,
    };
  });
}

export function registerBackups(app: Api, ctx: MockContext): void {
  const backup = (c: Ctx) => ownedRow(ctx.db.backups, c.req.param('id')!, c, 'backup');

  route(app, 'GET', '/backups', { paginated: true, enums: { type: ['auto', 'manual'] } }, (c) =>
    c.json(list(ctx, c)),
  );
  // Registered before /backups/:id so "servers" is never taken for an id.
  route(app, 'GET', '/backups/servers', { paginated: true }, (c) => c.json(servers(ctx, c)));
  route(app, 'POST', '/backups', null, async (c) => {
    const body = await readBody(c, 'createBackup');
    // The document lists 404 (not 400) for this operation: an unknown instance is "not found".
    const inst = ownedRow(ctx.db.instances, body.instanceId, c, 'instance');
    if (inst.status === 'destroyed' || inst.status === 'provisioning')
      throw conflict('invalid_state', `cannot back up an instance that is ${inst.status}`);
    const server =
      [...ctx.db.backupServers.values()].find(
        (s) => s.accountId === inst.accountId && s.regionId === inst.regionId,
      ) ?? [...ctx.db.backupServers.values()].find((s) => s.accountId === inst.accountId);
    const plan = ctx.db.plans.find((p) => p.id === inst.planId);
    const row: BackupRec = {
      id: newId(ctx, 'bkp', 14),
      accountId: inst.accountId,
      instanceId: inst.id,
      instanceName: inst.name,
      serverId: server?.id ?? 'bks_default',
      type: 'manual',
      status: 'pending',
      sizeGb: round2((plan?.diskGb ?? 25) * 0.35),
      createdAt: ctx.now(),
    };
    ctx.db.backups.set(row.id, row);
    ctx.scheduler.at(ctx.now() + ctx.options.backupMs, () => {
      if (row.status === 'pending') row.status = 'completed';
    });
    return c.json(backupView(row), 201);
  });
  route(app, 'GET', '/backups/:id', null, (c) => c.json(backupView(backup(c))));
  route(app, 'DELETE', '/backups/:id', null, (c) => {
    const b = backup(c);
    if (b.type === 'auto')
      throw conflict(
        'auto_backup',
        'automatic backups are rotated by the schedule and cannot be deleted',
      );
    ctx.db.backups.delete(b.id);
    return noContent(c);
  });
  route(app, 'POST', '/backups/:id/restore', null, (c) => {
    const b = backup(c);
    if (b.status !== 'completed')
      throw conflict('invalid_state', `cannot restore a backup that is ${b.status}`);
    const inst = ctx.db.instances.get(b.instanceId);
    if (!inst || inst.status === 'destroyed' || inst.status === 'provisioning') {
      throw conflict('invalid_state', `the backup's instance is ${inst?.status ?? 'gone'}`);
    }
    return c.json(instanceView(inst));
  });
}
