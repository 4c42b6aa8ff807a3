// Shared handler plumbing: route registration (with the route's query rule), ownership lookups,
// pagination and free-text matching.
import type { Context, Handler, Hono } from 'hono';
import type { AppEnv } from '../mock-context';
import { notFound } from '../lib/errors';
import { queryRule, type QuerySpec } from '../rules/query';
import type { ParsedQuery } from '../mock-context';

export const API = '/api/v1';
export type Api = Hono<AppEnv>;
export type Ctx = Context<AppEnv>;

/** Registers a route. `query` lists the parameters it takes; null means none (any is a 400). */
export function route(
  app: Api,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  query: QuerySpec | null,
  handler: Handler<AppEnv>,
): void {
  app.on(method, `${API}${path}`, queryRule(query), handler);
}

export const accountOf = (c: Ctx): string => c.get('account').id;

/** A row of the caller's account, else 404 (rows of other accounts are not revealed). */
export function ownedRow<T extends { accountId: string }>(
  map: Map<string, T>,
  id: string,
  c: Ctx,
  what: string,
): T {
  const row = map.get(id);
  if (!row || row.accountId !== accountOf(c)) throw notFound(what);
  return row;
}

export function page<T, U>(rows: T[], q: ParsedQuery, view: (row: T) => U) {
  return {
    items: rows.slice(q.offset, q.offset + q.limit).map(view),
    total: rows.length,
    limit: q.limit,
    offset: q.offset,
  };
}

/** Case-insensitive substring match of `q` on any of the fields (empty q matches everything). */
export function matcher(q: string): (...fields: (string | null | undefined)[]) => boolean {
  const needle = q.toLowerCase();
  return (...fields) =>
    needle === '' || fields.some((f) => f != null && f.toLowerCase().includes(needle));
}

export const noContent = (c: Ctx) => c.body(null, 204);
