// VPCs: a private range (/16 to /28 inside RFC 1918 space) that overlaps none of the account's
// other VPCs in the region; members from the same region; deleted only when empty.
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { newUuid } from '../db/ids';
import { vpcView } from '../db/views';
import { badBody, conflict, notFound } from '../lib/errors';
import {
  hostBitsSet,
  overlaps,
  parseCidr,
  PRIVATE_VPC_SPACE,
  within,
  formatIpv4,
  type Cidr,
} from '../lib/ipv4';
import { readBody } from '../rules/body';
import type { VpcRec } from '../types';
import { accountOf, noContent, ownedRow, route, type Api, type Ctx } from './http';
import { attachableInstance, bodyRegion } from './lookups';

function privateRange(raw: string): Cidr {
  const cidr = parseCidr(raw);
  if (!cidr) throw badBody('ipRange', `ipRange "${raw}" is not an IPv4 CIDR`);
  if (cidr.prefix < 16 || cidr.prefix > 28)
    throw badBody('ipRange', `ipRange prefix must be /16 to /28 (got /${cidr.prefix})`);
  if (!PRIVATE_VPC_SPACE.some((space) => within(cidr, space))) {
    throw badBody('ipRange', 'ipRange must lie inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16');
  }
  if (hostBitsSet(cidr))
    throw badBody(
      'ipRange',
      `ipRange has host bits set; did you mean ${formatIpv4(cidr.base & ~((1 << (32 - cidr.prefix)) - 1))}/${cidr.prefix}?`,
    );
  return cidr;
}

export function registerVpcs(app: Api, ctx: MockContext): void {
  const vpc = (c: Ctx) => ownedRow(ctx.db.vpcs, c.req.param('id')!, c, 'VPC');

  route(app, 'GET', '/vpcs', null, (c) =>
    c.json({ items: owned(ctx.db.vpcs.values(), accountOf(c)).map(vpcView) }),
  );
  route(app, 'POST', '/vpcs', null, async (c) => {
    const body = await readBody(c, 'createVpc');
    const region = bodyRegion(ctx, body.regionId);
    const range = privateRange(body.ipRange);
    const clash = owned(ctx.db.vpcs.values(), accountOf(c)).find(
      (v) => v.regionId === region.id && overlaps(parseCidr(v.ipRange)!, range),
    );
    if (clash)
      throw conflict(
        'cidr_overlap',
        `${body.ipRange} overlaps ${clash.ipRange} of VPC ${clash.id} in ${region.id}`,
      );
    const row: VpcRec = {
      id: newUuid(ctx),
      accountId: accountOf(c),
      name: body.name,
      regionId: region.id,
      ipRange: body.ipRange,
      instanceIds: [],
      createdAt: ctx.now(),
    };
    ctx.db.vpcs.set(row.id, row);
    return c.json(vpcView(row), 201);
  });
  route(app, 'GET', '/vpcs/:id', null, (c) => c.json(vpcView(vpc(c))));
  route(app, 'DELETE', '/vpcs/:id', null, (c) => {
    const row = vpc(c);
    if (row.instanceIds.length > 0)
      throw conflict(
        'vpc_not_empty',
        `VPC has ${row.instanceIds.length} member(s); remove them first`,
      );
    ctx.db.vpcs.delete(row.id);
    return noContent(c);
  });
  route(app, 'POST', '/vpcs/:id/members', null, async (c) => {
    const row = vpc(c);
    const body = await readBody(c, 'addVpcMember');
    const inst = attachableInstance(ctx, c, body.instanceId, row.regionId);
    if (row.instanceIds.includes(inst.id))
      throw conflict('already_attached', `instance ${inst.id} is already a member`);
    row.instanceIds.push(inst.id);
    return c.json(vpcView(row));
  });
  route(app, 'DELETE', '/vpcs/:id/members/:instanceId', null, (c) => {
    const row = vpc(c);
    const id = c.req.param('instanceId')!;
    if (!row.instanceIds.includes(id)) throw notFound('member');
    row.instanceIds = row.instanceIds.filter((x) => x !== id);
    return c.json(vpcView(row));
  });
}
