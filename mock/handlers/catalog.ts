// The deploy catalogue (the same for every account).
import type { MockContext } from '../mock-context';
import { route, type Api } from './http';

export function registerCatalog(app: Api, ctx: MockContext): void {
  route(app, 'GET', '/catalog/plans', null, (c) => c.json({ items: ctx.db.plans }));
  route(app, 'GET', '/catalog/regions', null, (c) => c.json({ items: ctx.db.regions }));
  route(app, 'GET', '/catalog/os-images', null, (c) => c.json({ items: ctx.db.osImages }));
}
