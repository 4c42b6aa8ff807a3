import { DEFAULT_RETRY_AFTER_MS, SPEC_CEILING, type RouteClass } from './classes';
import type { ServerCount } from './correction';
import type { IgnoredReason } from './evidence';
import { readLimit, readRetryAfter } from './rate-limit-headers';
import { readServerCount } from './server-report';

/**
 * What the governor keeps of an answer until its rate-limit headers are read: its status, its
 * headers and when it arrived, with what the reading depends on (the request's own class and the
 * global limit as they were then).
 */
export interface Answer {
  status: number;
  headers: Headers;
  /** When it arrived (our clock). */
  at: number;
  route: RouteClass | null;
  /** The global limit the governor knew when it arrived. */
  global: number;
}

/** What an answer says for the budget; absent headers read as the governor's own count. */
export interface Reading {
  /** x-ratelimit-limit, when it can be true. */
  limit: number | null;
  /** The service's count for that limit, when it can be true. */
  count: ServerCount | null;
  /** undefined: nothing said of the service's figures; null: a usable count; else why they were set aside. */
  report: IgnoredReason | null | undefined;
  /** A 429's pause (Retry-After, 30 s when absent or not believable). */
  waitMs: number;
}

/**
 * The governor's reading of an answer's rate-limit headers (docs/requests.md, "The service's own
 * count" and "A 429"). A chunk of its own in the app (rate-governor.ts): fetched with the first
 * request, and the answers that arrive before it are read, in order, as soon as it is there.
 */
export function readAnswer(answer: Answer): Reading {
  // A route of its own class cannot allow more than the address may send; nothing more than 100.
  const reading = readLimit(answer, answer.route ? answer.global : SPEC_CEILING);
  const limit = reading && 'limit' in reading ? reading.limit : null;
  let report: Reading['report'] = reading && 'ignored' in reading ? reading.ignored : undefined;
  let count: ServerCount | null = null;
  if (limit !== null) {
    const reported = readServerCount(answer, limit, answer.at);
    if (reported && 'ignored' in reported) report = reported.ignored;
    else if (reported) {
      report = null;
      count = reported.count;
    }
  }
  let waitMs = DEFAULT_RETRY_AFTER_MS;
  if (answer.status === 429) {
    const wait = readRetryAfter(answer.headers.get('retry-after'), answer.at, answer);
    if (wait.ignored) report = wait.ignored;
    waitMs = wait.ms;
  }
  return { limit, count, report, waitMs };
}

export type ReadAnswer = typeof readAnswer;
