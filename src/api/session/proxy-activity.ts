import { t } from '@lingui/core/macro';
import { getRuntimeConfig } from '@/api/config';
import { ApiError } from '@/api/errors';
import { fetchFromProxy } from './proxy-fetch';
import { PROXY_HEADER } from './sso-session';

/** One line of the team proxy's audit log (deploy/team/nginx.conf, log_format audit). */
export interface ActivityEntry {
  time: string;
  person: string;
  email: string;
  role: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  durationMs: number;
  /** The proxy's own refusal code (cross_origin_write, no_console_role, person_busy); '' otherwise. */
  code: string;
}

/** How much of the log's end is read: about 250 of the latest lines. */
export const ACTIVITY_TAIL_BYTES = 64 * 1024;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The lines of a log's tail, newest first. A tail that starts inside the file begins with the
 * rest of a cut line, which is dropped; a line that is not an audit entry is skipped.
 */
export function parseActivity(body: string, cutAtStart: boolean): ActivityEntry[] {
  const lines = body.split('\n');
  if (cutAtStart) lines.shift();
  const entries: ActivityEntry[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const o = JSON.parse(line) as Record<string, unknown>;
      if (typeof o.status !== 'number' || !text(o.method) || !text(o.time)) continue;
      entries.push({
        time: text(o.time),
        person: text(o.person),
        email: text(o.email),
        role: text(o.role),
        method: text(o.method),
        path: text(o.path),
        status: o.status,
        requestId: text(o.requestId),
        // Lines with a `code` field hold whole milliseconds; those of the recipe before it, seconds.
        durationMs:
          typeof o.durationMs === 'number'
            ? Math.round('code' in o ? o.durationMs : o.durationMs * 1000)
            : 0,
        code: text(o.code),
      });
    } catch {
      /* a line being written, or not ours */
    }
  }
  return entries.reverse();
}

/**
 * The latest entries of the team proxy's audit log, for admins: the proxy serves the file itself
 * (config.json proxy.activityUrl) and this reads its last bytes with a Range. Not the service's
 * API: it costs nothing of the office's budget.
 */
export async function fetchActivity(signal?: AbortSignal): Promise<ActivityEntry[]> {
  const response = await fetchFromProxy(getRuntimeConfig().proxy.activityUrl, {
    signal,
    headers: { range: `bytes=-${ACTIVITY_TAIL_BYTES}` },
  });
  // Nothing written yet: the file does not exist, or is empty (416 for a range of nothing).
  if (response.status === 404 || response.status === 416) return [];
  if (response.status === 403) {
    throw new ApiError({
      status: 403,
      code: 'admins_only',
      message: t`Only admins can read the team’s activity.`,
    });
  }
  if (!response.ok || !response.headers.has(PROXY_HEADER)) {
    throw new ApiError({
      status: response.status || 502,
      code: 'activity_unreadable',
      message: t`The team proxy did not answer with its activity log.`,
    });
  }
  const range = response.headers.get('content-range');
  const cut = response.status === 206 && !!range && !/^bytes 0-/.test(range);
  return parseActivity(await response.text(), cut);
}
