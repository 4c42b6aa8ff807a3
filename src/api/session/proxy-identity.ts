import { t } from '@lingui/core/macro';
import { getRuntimeConfig } from '@/api/config';
import { ApiError } from '@/api/errors';
import { fetchFromProxy } from './proxy-fetch';
import { PROXY_HEADER } from './sso-session';
import type { Person } from './session';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads the proxy's answer to "who is signed in"; tolerant of missing fields, strict on the role. */
export function parsePerson(body: unknown): Person | null {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const role = o.role === 'admin' || o.role === 'viewer' ? o.role : null;
  if (!role) return null;
  const email = text(o.email);
  const user = text(o.user);
  const name = text(o.name) || email || user;
  if (!name) return null;
  return { name, email, role, ...(user ? { user } : {}) };
}

/**
 * Who is signed in, from the team proxy's identity endpoint (deploy/team/nginx.conf). Not the
 * service: it costs nothing of the office's budget. An answer from the SSO front rather than the
 * proxy (401 without the proxy's header) means the sign-in has ended.
 */
export async function fetchPerson(signal?: AbortSignal): Promise<Person> {
  const response = await fetchFromProxy(getRuntimeConfig().proxy.identityUrl, {
    signal,
    headers: { accept: 'application/json' },
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.status === 403) {
    throw new ApiError({
      status: 403,
      code: 'no_console_role',
      message: t`You are signed in, but none of your groups may use this console. Ask an admin to add you to the console’s admin or viewer group.`,
    });
  }
  const person = response.ok && response.headers.has(PROXY_HEADER) ? parsePerson(body) : null;
  if (!person)
    throw new ApiError({
      status: response.status || 502,
      code: 'identity_unreadable',
      message: t`The team proxy did not say who is signed in.`,
    });
  return person;
}
