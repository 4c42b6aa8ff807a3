// Reserved IPs: reserve in a region, assign to an instance of that region, unassign, release.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { newUuid } from '../db/ids';
import { nextPublicIp } from '../db/ip-pool';
import { reservedIpView } from '../db/views';
import { conflict } from '../lib/errors';
import { readBody } from '../rules/body';
import type { ReservedIpRec } from '../types';
import { accountOf, noContent, ownedRow, route, type Api, type Ctx } from './http';
import { attachableInstance, bodyRegion } from './lookups';

export function registerReservedIps(app: Api, ctx: MockContext): void {
  const ip = (c: Ctx) => ownedRow(ctx.db.reservedIps, c.req.param('id')!, c, 'reserved IP');

  route(app, 'GET', '/reserved-ips', null, (c) =>
    c.json({ items: owned(ctx.db.reservedIps.values(), accountOf(c)).map(reservedIpView) }),
  );
  route(app, 'POST', '/reserved-ips', null, async (c) => {
    const body = await readBody(c, 'reserveIp');
    const region = bodyRegion(ctx, body.regionId);
    const row: ReservedIpRec = {
      id: newUuid(ctx),
      accountId: accountOf(c),
      ipAddress: nextPublicIp(ctx.db, region.id),
      regionId: region.id,
      instanceId: null,
      createdAt: ctx.now(),
    };
    ctx.db.reservedIps.set(row.id, row);
    return c.json(reservedIpView(row), 201);
  });
  route(app, 'GET', '/reserved-ips/:id', null, (c) => c.json(reservedIpView(ip(c))));
  route(app, 'DELETE', '/reserved-ips/:id', null, (c) => {
    ctx.db.reservedIps.delete(ip(c).id);
    return noContent(c);
  });
  route(app, 'POST', '/reserved-ips/:id/assign', null, async (c) => {
    const row = ip(c);
    const body = await readBody(c, 'assignReservedIp');
    const inst = attachableInstance(ctx, c, body.instanceId, row.regionId);
    if (row.instanceId !== null)
      throw conflict(
        'already_attached',
        `address is assigned to ${row.instanceId}; unassign it first`,
      );
    row.instanceId = inst.id;
    return c.json(reservedIpView(row));
  });
  route(app, 'POST', '/reserved-ips/:id/unassign', null, (c) => {
    const row = ip(c);
    if (row.instanceId === null) throw conflict('invalid_state', 'address is not assigned');
    row.instanceId = null;
    return c.json(reservedIpView(row));
  });
}
