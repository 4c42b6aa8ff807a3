// Monitored servers (one per instance, destroyed ones included, with stats over the filtered set)
// and alert policies, which notify the account owner by e-mail only.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { newId } from '../db/ids';
import { monitoredView } from '../db/views';
import { readBody } from '../rules/body';
import type { AlertPolicy, AlertPolicyRec, InstanceRec } from '../types';
import { accountOf, matcher, noContent, ownedRow, page, route, type Api, type Ctx } from './http';
import { bodyInstance } from './lookups';

const STATUSES = ['provisioning', 'running', 'stopped', 'error', 'destroyed'] as const;

function servers(ctx: MockContext, c: Ctx) {
  const q = c.get('query');
  const status = q.enums.status;
  const match = matcher(q.q);
  const byStatus = { provisioning: 0, running: 0, stopped: 0, error: 0, destroyed: 0 };
  const rows: InstanceRec[] = [];
  for (const i of ctx.db.instances.values()) {
    if (
      i.accountId !== accountOf(c) ||
      (status && i.status !== status) ||
      !match(i.name, i.ipAddress, i.regionId, i.id)
    )
      continue;
    rows.push(i);
    byStatus[i.status] += 1;
  }
  const now = ctx.now();
  return { ...page(rows, q, (i) => monitoredView(i, now)), stats: { byStatus } };
}

const policyView = ({ accountId: _, ...p }: AlertPolicyRec): AlertPolicy => ({
  ...p,
  notify: 'email_owner',
});

export function registerMonitoring(app: Api, ctx: MockContext): void {
  const policy = (c: Ctx) => ownedRow(ctx.db.alertPolicies, c.req.param('id')!, c, 'alert policy');
  const instanceRef = (c: Ctx, id: string | null | undefined) =>
    id == null ? null : bodyInstance(ctx, c, id).id;

  route(app, 'GET', '/monitoring/servers', { paginated: true, enums: { status: STATUSES } }, (c) =>
    c.json(servers(ctx, c)),
  );
  route(app, 'GET', '/monitoring/alert-policies', null, (c) =>
    c.json({ items: owned(ctx.db.alertPolicies.values(), accountOf(c)).map(policyView) }),
  );
  route(app, 'POST', '/monitoring/alert-policies', null, async (c) => {
    const body = await readBody(c, 'createAlertPolicy');
    const row: AlertPolicyRec = {
      id: newId(ctx, 'alp', 10),
      accountId: accountOf(c),
      name: body.name,
      metric: body.metric,
      thresholdPercent: body.thresholdPercent,
      durationMinutes: body.durationMinutes,
      instanceId: instanceRef(c, body.instanceId),
      enabled: body.enabled ?? true,
    };
    ctx.db.alertPolicies.set(row.id, row);
    return c.json(policyView(row), 201);
  });
  route(app, 'PATCH', '/monitoring/alert-policies/:id', null, async (c) => {
    const row = policy(c);
    const body = await readBody(c, 'updateAlertPolicy');
    if ('instanceId' in body) row.instanceId = instanceRef(c, body.instanceId);
    if (body.name !== undefined) row.name = body.name;
    if (body.thresholdPercent !== undefined) row.thresholdPercent = body.thresholdPercent;
    if (body.durationMinutes !== undefined) row.durationMinutes = body.durationMinutes;
    if (body.enabled !== undefined) row.enabled = body.enabled;
    return c.json(policyView(row));
  });
  route(app, 'DELETE', '/monitoring/alert-policies/:id', null, (c) => {
    ctx.db.alertPolicies.delete(policy(c).id);
    return noContent(c);
  });
}
