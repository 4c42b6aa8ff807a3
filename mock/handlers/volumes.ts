// Volumes: create, grow (never shrink), attach to an instance of the same region, detach, delete.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { newUuid } from '../db/ids';
import { volumeView } from '../db/views';
import { conflict } from '../lib/errors';
import { readBody } from '../rules/body';
import type { VolumeRec } from '../types';
import { accountOf, noContent, ownedRow, route, type Api, type Ctx } from './http';
import { attachableInstance, bodyRegion } from './lookups';

export function registerVolumes(app: Api, ctx: MockContext): void {
  const volume = (c: Ctx) => ownedRow(ctx.db.volumes, c.req.param('id')!, c, 'volume');

  route(app, 'GET', '/volumes', null, (c) =>
    c.json({ items: owned(ctx.db.volumes.values(), accountOf(c)).map(volumeView) }),
  );
  route(app, 'POST', '/volumes', null, async (c) => {
    const body = await readBody(c, 'createVolume');
    const region = bodyRegion(ctx, body.regionId);
    const row: VolumeRec = {
      id: newUuid(ctx),
      accountId: accountOf(c),
      name: body.name,
      sizeGb: body.sizeGb,
      regionId: region.id,
      instanceId: null,
      createdAt: ctx.now(),
    };
    ctx.db.volumes.set(row.id, row);
    return c.json(volumeView(row), 201);
  });
  route(app, 'GET', '/volumes/:id', null, (c) => c.json(volumeView(volume(c))));
  route(app, 'PATCH', '/volumes/:id', null, async (c) => {
    const v = volume(c);
    const body = await readBody(c, 'resizeVolume');
    if (body.sizeGb <= v.sizeGb)
      throw conflict(
        'invalid_state',
        `volumes only grow: sizeGb must be more than the current ${v.sizeGb} GB`,
      );
    v.sizeGb = body.sizeGb;
    return c.json(volumeView(v));
  });
  route(app, 'DELETE', '/volumes/:id', null, (c) => {
    ctx.db.volumes.delete(volume(c).id);
    return noContent(c);
  });
  route(app, 'POST', '/volumes/:id/attach', null, async (c) => {
    const v = volume(c);
    const body = await readBody(c, 'attachVolume');
    const inst = attachableInstance(ctx, c, body.instanceId, v.regionId);
    if (v.instanceId !== null)
      throw conflict('already_attached', `volume is attached to ${v.instanceId}; detach it first`);
    v.instanceId = inst.id;
    return c.json(volumeView(v));
  });
  route(app, 'POST', '/volumes/:id/detach', null, (c) => {
    const v = volume(c);
    if (v.instanceId === null) throw conflict('invalid_state', 'volume is not attached');
    v.instanceId = null;
    return c.json(volumeView(v));
  });
}
