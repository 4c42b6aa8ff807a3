import type { Budget } from './budget';
import { DEFAULT_RETRY_AFTER_MS, SPEC_CEILING, type RateClass, type RouteClass } from './classes';
import type { Correction } from './correction';
import type { GovernorMessage } from './cross-tab';
import type { IgnoredReason } from './evidence';
import { classToPause, readLimit, readRetryAfter } from './rate-limit-headers';
import { readServerCount } from './server-report';

/**
 * What the governor keeps of an answer until its rate-limit headers are read: its status, its
 * headers and when it arrived, with what the reading depends on (the request's own class, when it
 * was sent and the global limit as it was then).
 */
export interface Answer {
  status: number;
  headers: Headers;
  /** When it arrived (our clock). */
  at: number;
  route: RouteClass | null;
  /** When the request was sent (our clock), to match the service's count. */
  sentAt: number;
  /** The global limit the governor knew when it arrived. */
  global: number;
}

/** What else the governor does with the answer (local-governor.ts). */
export interface Reading {
  /** What the budget learned (a limit, the service's count), for the other tabs and the next load. */
  news: GovernorMessage[];
  /** undefined: nothing said of the service's figures; null: a usable count; else why they were set aside. */
  report: IgnoredReason | null | undefined;
  /** A 429's pause (Retry-After, 30 s when absent or not believable) and the class it holds. */
  waitMs: number;
  paused: RateClass;
}

/**
 * The governor's reading of an answer's rate-limit headers (docs/requests.md, "The service's own
 * count" and "A 429"): the limit it names is learned and the service's count corrects ours, in
 * `budget`; `counts` is false for an answer read after a sign-out it came before, of which only
 * the limit is kept. A chunk of its own in the app (rate-governor.ts): fetched with the first
 * request, and the answers that arrive before it are read, in order, as soon as it is there.
 */
export function readAnswer(answer: Answer, budget: Budget, counts: boolean): Reading {
  const { route, at } = answer;
  const news: GovernorMessage[] = [];
  // A route of its own class cannot allow more than the address may send; nothing more than 100.
  const reading = readLimit(answer, route ? answer.global : SPEC_CEILING);
  const limit = reading && 'limit' in reading ? reading.limit : null;
  let report: Reading['report'] = reading && 'ignored' in reading ? reading.ignored : undefined;
  // The headers describe the limit x-ratelimit-limit names: the route's own or the global one.
  const paused = classToPause(route, limit, answer.global);
  if (limit !== null) {
    const cls = route ?? 'global';
    if (budget.learn(cls, limit)) news.push({ type: 'limit', cls, limit });
    const reported = readServerCount(answer, limit, at);
    if (reported && 'ignored' in reported) report = reported.ignored;
    else if (reported) {
      report = null;
      // Sent before a clock change: the send itself was moved to now at most.
      const sentAt = Math.min(answer.sentAt, at);
      const correction: Correction = {
        cls: paused,
        delta: reported.count.used - budget.sentBy(paused, sentAt, at),
        sentAt,
        resetAt: at + reported.count.resetMs,
      };
      if (counts && budget.correct(correction)) news.push({ type: 'correction', ...correction });
    }
  }
  let waitMs = DEFAULT_RETRY_AFTER_MS;
  if (answer.status === 429) {
    const wait = readRetryAfter(answer.headers.get('retry-after'), at, answer);
    if (wait.ignored) report = wait.ignored;
    waitMs = wait.ms;
  }
  return { news, report, waitMs, paused };
}

export type ReadAnswer = typeof readAnswer;
