// The account behind the key. Sign-in-method routes, account closing and /admin/* have no
// handlers here: the central scope rule refuses every key on them (rules/scope.ts).
import type { MockContext } from '../mock-context';
import { route, type Api } from './http';

export function registerAccount(app: Api, _ctx: MockContext): void {
  route(app, 'GET', '/account', null, (c) => {
    const { id, name, email } = c.get('account');
    return c.json({ id, name, email });
  });
}
