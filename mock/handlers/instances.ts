// Instances: list, deploy (validated against the catalogue, billed up front), actions, metrics.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { emit } from '../db/events';
import { newUuid } from '../db/ids';
import { nextPublicIp } from '../db/ip-pool';
import { post } from '../db/ledger';
import { metricsHistory, RANGES, type Range } from '../db/metrics';
import { instanceView } from '../db/views';
import { badBody, conflict } from '../lib/errors';
import { readBody } from '../rules/body';
import type { InstanceRec, InstanceStatus, WebhookEvent } from '../types';
import { accountOf, ownedRow, route, type Api, type Ctx } from './http';

/** Detaches volumes, unassigns reserved IPs and leaves VPCs. */
function release(ctx: MockContext, inst: InstanceRec): void {
  for (const v of ctx.db.volumes.values()) if (v.instanceId === inst.id) v.instanceId = null;
  for (const ip of ctx.db.reservedIps.values()) if (ip.instanceId === inst.id) ip.instanceId = null;
  for (const vpc of ctx.db.vpcs.values())
    vpc.instanceIds = vpc.instanceIds.filter((id) => id !== inst.id);
}

async function deploy(ctx: MockContext, c: Ctx) {
  const body = await readBody(c, 'deployInstance');
  const { db } = ctx;
  const plan = db.plans.find((p) => p.id === body.planId);
  if (!plan) throw badBody('planId', `unknown plan "${body.planId}"`);
  const region = db.regions.find((r) => r.id === body.regionId);
  if (!region) throw badBody('regionId', `unknown region "${body.regionId}"`);
  const image = db.osImages.find((o) => o.id === body.osImageId);
  if (!image) throw badBody('osImageId', `unknown OS image "${body.osImageId}"`);
  if (!region.available) throw badBody('regionId', `region ${region.id} is not taking new deploys`);
  if (!plan.regionIds.includes(region.id))
    throw badBody('planId', `plan ${plan.id} is not offered in region ${region.id}`);
  if (image.minDiskGb !== undefined && image.minDiskGb > plan.diskGb) {
    throw badBody(
      'osImageId',
      `${image.id} needs ${image.minDiskGb} GB of disk; plan ${plan.id} has ${plan.diskGb} GB`,
    );
  }
  const account = c.get('account');
  if (account.balanceCents < plan.priceMonthlyCents) {
    throw conflict(
      'insufficient_funds',
      `The first month of ${plan.id} costs ${plan.priceMonthlyCents} cents; the balance is ${account.balanceCents} cents.`,
    );
  }
  const inst: InstanceRec = {
    id: newUuid(ctx),
    accountId: account.id,
    name: body.name,
    status: 'provisioning',
    planId: plan.id,
    regionId: region.id,
    osImageId: image.id,
    ipAddress: '',
    createdAt: ctx.now(),
  };
  db.instances.set(inst.id, inst);
  post(ctx, account.id, {
    type: 'debit',
    category: 'usage',
    amountCents: plan.priceMonthlyCents,
    service: 'compute',
    instanceId: inst.id,
    description: `Deploy: ${inst.name} (${plan.id}), first month`,
  });
  ctx.scheduler.at(ctx.now() + ctx.options.provisionMs, () => {
    if (ctx.db.instances.get(inst.id) !== inst || inst.status !== 'provisioning') return;
    inst.status = 'running';
    inst.ipAddress = nextPublicIp(ctx.db, inst.regionId);
  });
  emit(ctx, account.id, 'instance.created', { instanceId: inst.id, name: inst.name });
  return c.json(instanceView(inst), 201);
}

interface Action {
  from: InstanceStatus[];
  to: InstanceStatus;
  event: WebhookEvent;
}

const ACTIONS: Record<string, Action> = {
  start: { from: ['stopped', 'error'], to: 'running', event: 'instance.started' },
  stop: { from: ['running', 'error'], to: 'stopped', event: 'instance.stopped' },
  reboot: { from: ['running'], to: 'running', event: 'instance.rebooted' },
  destroy: {
    from: ['provisioning', 'running', 'stopped', 'error'],
    to: 'destroyed',
    event: 'instance.destroyed',
  },
};

function act(ctx: MockContext, c: Ctx, name: keyof typeof ACTIONS) {
  const inst = ownedRow(ctx.db.instances, c.req.param('id')!, c, 'instance');
  const action = ACTIONS[name]!;
  if (!action.from.includes(inst.status)) {
    throw conflict(
      'invalid_state',
      `Cannot ${name} an instance that is ${inst.status} (allowed from: ${action.from.join(', ')}).`,
    );
  }
  inst.status = action.to;
  if (name === 'stop' || (name === 'destroy' && inst.stoppedAt === undefined))
    inst.stoppedAt = ctx.now();
  if (name === 'start') delete inst.stoppedAt;
  if (name === 'destroy') {
    release(ctx, inst);
    inst.ipAddress = '';
  }
  emit(ctx, inst.accountId, action.event, { instanceId: inst.id, name: inst.name });
  return c.json(instanceView(inst), 200);
}

export function registerInstances(app: Api, ctx: MockContext): void {
  route(app, 'GET', '/instances', null, (c) =>
    c.json({ items: owned(ctx.db.instances.values(), accountOf(c)).map(instanceView) }),
  );
  route(app, 'POST', '/instances', null, (c) => deploy(ctx, c));
  route(app, 'GET', '/instances/:id', null, (c) =>
    c.json(instanceView(ownedRow(ctx.db.instances, c.req.param('id')!, c, 'instance'))),
  );
  route(app, 'DELETE', '/instances/:id', null, (c) => act(ctx, c, 'destroy'));
  for (const name of ['start', 'stop', 'reboot'] as const)
    route(app, 'POST', `/instances/:id/${name}`, null, (c) => act(ctx, c, name));
  route(
    app,
    'GET',
    '/instances/:id/metrics/history',
    { enums: { range: Object.keys(RANGES) } },
    (c) => {
      const inst = ownedRow(ctx.db.instances, c.req.param('id')!, c, 'instance');
      const range = (c.get('query').enums.range ?? '24h') as Range;
      return c.json(metricsHistory(inst, range, ctx.now()));
    },
  );
}
