// Lookups of ids named in request bodies: an unknown one is a 400 on that field, a refused
// state a 409.
import type { MockContext } from '../mock-context';
import { badBody, conflict } from '../lib/errors';
import type { InstanceRec, Region } from '../types';
import { accountOf, type Ctx } from './http';

export function bodyInstance(
  ctx: MockContext,
  c: Ctx,
  id: string,
  field = 'instanceId',
): InstanceRec {
  const inst = ctx.db.instances.get(id);
  if (!inst || inst.accountId !== accountOf(c))
    throw badBody(field, `no instance "${id}" on this account`);
  return inst;
}

/** An instance that can take attachments: not destroyed, in the given region. */
export function attachableInstance(
  ctx: MockContext,
  c: Ctx,
  id: string,
  regionId: string,
): InstanceRec {
  const inst = bodyInstance(ctx, c, id);
  if (inst.status === 'destroyed')
    throw conflict('invalid_state', `instance ${inst.id} is destroyed`);
  if (inst.regionId !== regionId) {
    throw conflict(
      'region_mismatch',
      `instance ${inst.id} is in ${inst.regionId}, not ${regionId}`,
    );
  }
  return inst;
}

/** A region that takes new resources. */
export function bodyRegion(ctx: MockContext, id: string): Region {
  const region = ctx.db.regions.find((r) => r.id === id);
  if (!region) throw badBody('regionId', `unknown region "${id}"`);
  if (!region.available)
    throw badBody('regionId', `region ${region.id} is not taking new resources`);
  return region;
}
