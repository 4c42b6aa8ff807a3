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
  /**
   * A write another origin's page sent (cross_origin_write) is nobody's act: `person` is empty, and
   * these say where it came from and whose session cookie it carried.
   */
  origin: string;
  sessionOf: string;
}

/** One page of the log, newest first, and where in the file its first whole line starts. */
export interface ActivityLogPage {
  entries: ActivityEntry[];
  /** The byte offset of the page's first whole line: 0 when the page reaches the log's start. */
  start: number;
}

/** How much of the log one page reads: about 250 lines. */
export const ACTIVITY_PAGE_BYTES = 64 * 1024;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The lines of part of the log, newest first; a line that is not an audit entry (one being
 * written, for instance) is skipped.
 */
export function parseActivity(body: string): ActivityEntry[] {
  const lines = body.split('\n');
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
        origin: text(o.origin),
        sessionOf: text(o.sessionOf),
      });
    } catch {
      /* a line being written, or not ours */
    }
  }
  return entries.reverse();
}

/**
 * A page of the team proxy's audit log, for admins: the proxy serves the file itself (config.json
 * proxy.activityUrl) and this reads part of it with a Range. Without `before`, the log's last
 * bytes; with it, the bytes just before that offset (a page's `start`), so the page can go back
 * through the whole log however long its lines. Not the service's API: it costs nothing of the
 * office's budget.
 */
export async function fetchActivity(
  signal?: AbortSignal,
  before?: number,
): Promise<ActivityLogPage> {
  const range =
    before === undefined
      ? `bytes=-${ACTIVITY_PAGE_BYTES}`
      : `bytes=${Math.max(0, before - ACTIVITY_PAGE_BYTES)}-${before - 1}`;
  const response = await fetchFromProxy(getRuntimeConfig().proxy.activityUrl, {
    signal,
    headers: { range },
  });
  // Nothing written yet: the file does not exist, or is empty (416 for a range of nothing).
  if (response.status === 404 || response.status === 416) return { entries: [], start: 0 };
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
  const from =
    response.status === 206
      ? Number(/^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1] ?? 0)
      : 0;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (from === 0) return { entries: parseActivity(new TextDecoder().decode(bytes)), start: 0 };
  // A page that starts inside the file begins with the rest of a cut line: it belongs to the page
  // before, which ends where this one's first whole line starts. A page with no line starting in
  // it lies inside one line and is passed over.
  const newline = bytes.indexOf(0x0a);
  if (newline === -1 || newline === bytes.length - 1) return { entries: [], start: from };
  return {
    entries: parseActivity(new TextDecoder().decode(bytes.subarray(newline + 1))),
    start: from + newline + 1,
  };
}
