import {
  ceiling,
  DEFAULT_LIMITS,
  MAX_PAUSE_MS,
  RATE_CLASSES,
  SPEC_CEILING,
  WINDOW_MS,
  type Priority,
  type RateClass,
} from './classes';
import { correctionAt, isActive, type Correction } from './correction';
import { SlidingWindow } from './sliding-window';

export interface SentRecord {
  id: string;
  t: number;
  classes: RateClass[];
}

export interface BudgetState {
  sent: SentRecord[];
  /** When each 429 pause ends. */
  pauses: Partial<Record<RateClass, number>>;
  /** When each pause began (absent from older versions): lets a reader recompute it after a clock change. */
  pauseStarts?: Partial<Record<RateClass, number>>;
  limits: Partial<Record<RateClass, number>>;
  corrections?: Correction[];
}

interface Pause {
  until: number;
  since: number;
}

const NO_PAUSE: Pause = { until: 0, since: 0 };

// While the service's count corrects ours, the moment a request may go is searched in steps.
const STEP_MS = 250;

/**
 * Limits, sliding windows and 429 pauses of every class: what the governor decides with.
 *
 * Every time it keeps is checked against the clock before it is used (`normalize`), whether this
 * tab, another tab or an earlier page load wrote it: a send "in the future" (the clock went back
 * since: a clock a day ahead, corrected) counts as sent now; a pause lasts at most one window from
 * when it began, and one that began "in the future" keeps its length from now; a count reported
 * "in the future" is dropped. So no clock change holds a request longer than one window.
 */
export class Budget {
  /**
   * Behind a team's proxy the proxy paces the office's requests to the service (deploy/team/):
   * this browser does not hold a person's reads for the shared minute too, or ten people would
   * wait twice. The service's pauses (a 429) still hold.
   */
  pacedUpstream = false;
  private readonly limits: Record<RateClass, number> = { ...DEFAULT_LIMITS };
  private readonly learned = new Set<RateClass>();
  private readonly pauses: Record<RateClass, Pause> = {
    global: NO_PAUSE,
    deploy: NO_PAUSE,
    keyCreate: NO_PAUSE,
    payment: NO_PAUSE,
  };
  private readonly windows = Object.fromEntries(
    RATE_CLASSES.map((c) => [c, new SlidingWindow(WINDOW_MS)]),
  ) as Record<RateClass, SlidingWindow>;
  private readonly corrections: Partial<Record<RateClass, Correction>> = {};
  // Which classes each send counted in, so a sync can tell another tab; pruned as sends age out.
  private readonly sentClasses = new Map<string, SentRecord>();
  constructor(private readonly clock: () => number = () => Date.now()) {}

  /** Makes every kept time believable at `now` (see the class comment). */
  private normalize(now: number): void {
    for (const cls of RATE_CLASSES) {
      this.windows[cls].clampFuture(now);
      const pause = this.pauses[cls];
      if (pause.until <= now) {
        if (pause.until !== 0) this.pauses[cls] = NO_PAUSE;
        continue;
      }
      // Begun "later" than now: the clock went back since. Its length is what we know.
      const since = Math.min(pause.since, now);
      const until = Math.min(pause.until - (pause.since - since), now + MAX_PAUSE_MS);
      if (since !== pause.since || until !== pause.until) this.pauses[cls] = { until, since };
    }
    // A count reported "after now" cannot be placed: our own window rules instead.
    for (const cls of RATE_CLASSES) {
      const correction = this.corrections[cls];
      if (correction && correction.sentAt > now) delete this.corrections[cls];
    }
  }

  limit(cls: RateClass): number {
    return this.limits[cls];
  }

  isLearned(cls: RateClass): boolean {
    return this.learned.has(cls);
  }

  /** Returns true when this is news (not a duplicate of a send we already counted). */
  record(sent: SentRecord): boolean {
    let added = false;
    for (const cls of sent.classes) added = this.windows[cls].add(sent.id, sent.t) || added;
    if (added) {
      this.sentClasses.set(sent.id, sent);
      for (const [id, old] of this.sentClasses)
        if (old.t + WINDOW_MS <= sent.t) this.sentClasses.delete(id);
    }
    return added;
  }

  /**
   * A limit x-ratelimit-limit named (here or in another tab). One that cannot be true is refused:
   * not a whole number of at least 1, a global limit above the spec's ceiling, or a route's limit
   * above the global one (a route cannot allow more than the address may send).
   */
  learn(cls: RateClass, limit: number): boolean {
    if (!Number.isInteger(limit) || limit < 1) return false;
    if (limit > (cls === 'global' ? SPEC_CEILING : this.limits.global)) return false;
    const changed = this.limits[cls] !== limit;
    this.limits[cls] = limit;
    this.learned.add(cls);
    return changed;
  }

  /**
   * A 429 pause of `cls` until `until`, begun at `since` (now when unknown). It lasts at most one
   * window from when it began, and one begun "later" than now (the clock went back since it was
   * written) keeps its length from now. Returns true when it extends the class's pause.
   */
  pause(cls: RateClass, until: number, since?: number): boolean {
    const now = this.clock();
    this.normalize(now);
    const start = Math.min(since ?? now, now);
    const length = Math.min(MAX_PAUSE_MS, until - (since ?? now));
    const end = Math.min(start + length, now + MAX_PAUSE_MS);
    if (end <= now || end <= this.pauses[cls].until) return false;
    this.pauses[cls] = { until: end, since: start };
    return true;
  }

  /**
   * A request of `cls` sent at `sentAt` was answered without a 429: the service takes requests
   * again, so a pause begun before that send is over. Returns true when one was lifted.
   */
  resume(cls: RateClass, sentAt: number): boolean {
    const now = this.clock();
    this.normalize(now);
    const pause = this.pauses[cls];
    // Strictly after: a request sent as the pause began may have been on its way with the 429'd one.
    if (pause.until <= now || sentAt <= pause.since) return false;
    this.pauses[cls] = NO_PAUSE;
    return true;
  }

  /** Forgets every pause and the service's counts (sign-out); the sends stay: the service counts them. */
  clear(): void {
    for (const cls of RATE_CLASSES) {
      this.pauses[cls] = NO_PAUSE;
      delete this.corrections[cls];
    }
  }

  /** This browser's sends of a class up to `at` (the reported one included), counted at `now`. */
  sentBy(cls: RateClass, at: number, now: number): number {
    this.normalize(now);
    return this.windows[cls].countSentBy(at, now);
  }

  /**
   * The service's count of a class as a correction of ours (read-answer.ts): false when an answer
   * to a later send already corrected this class.
   */
  correct(correction: Correction): boolean {
    const current = this.corrections[correction.cls];
    if (current && current.sentAt > correction.sentAt) return false;
    this.corrections[correction.cls] = correction;
    return true;
  }

  /** Requests of a class the service counts at `at`: our window plus the service's correction. */
  estimate(cls: RateClass, at: number): number {
    return Math.max(0, this.windows[cls].countAt(at) + correctionAt(this.corrections[cls], at));
  }

  private freeAt(cls: RateClass, max: number, now: number): number {
    const correction = this.corrections[cls];
    const exact = this.windows[cls].freeAt(now, max);
    if (!isActive(correction, now)) return exact;
    const end = Math.max(exact, correction!.sentAt + WINDOW_MS);
    for (let t = now; t < end; t += STEP_MS) if (this.estimate(cls, t) < max) return t;
    return end;
  }

  /** The earliest time a request of these classes and priority may be sent (<= now: at once). */
  readyAt(classes: readonly RateClass[], priority: Priority, now: number): number {
    this.normalize(now);
    let at = now;
    for (const cls of classes) {
      const free = this.pacedUpstream
        ? now
        : this.freeAt(cls, ceiling(this.limits[cls], priority), now);
      at = Math.max(at, this.pauses[cls].until, free);
    }
    return at;
  }

  /** Requests on the address in the last minute, as well as we know. */
  used(now: number): number {
    this.normalize(now);
    return this.estimate('global', now);
  }

  /** Requests this browser sent in the last minute (every tab). */
  own(now: number): number {
    this.normalize(now);
    return this.windows.global.count(now);
  }

  /** Whether the service's own count is part of `used` right now. */
  serverCounted(now: number): boolean {
    this.normalize(now);
    return isActive(this.corrections.global, now);
  }

  /** The pause the user should hear about: the global one first, else the one ending last. */
  activePause(now: number): { cls: RateClass; until: number } | null {
    this.normalize(now);
    if (this.pauses.global.until > now) return { cls: 'global', until: this.pauses.global.until };
    let found: { cls: RateClass; until: number } | null = null;
    for (const cls of RATE_CLASSES) {
      const until = this.pauses[cls].until;
      if (until > now && (!found || until > found.until)) found = { cls, until };
    }
    return found;
  }

  /** The next moment the snapshot changes by itself (a send leaves the window, a pause ends). */
  nextChangeAt(now: number): number | null {
    this.normalize(now);
    const times = RATE_CLASSES.map((cls) => this.pauses[cls].until).filter((t) => t > now);
    const expiry = this.windows.global.nextExpiry(now);
    if (expiry !== null) times.push(expiry);
    // A fading correction changes the estimate every moment: look again each second until it ends.
    const correction = this.corrections.global;
    if (isActive(correction, now)) times.push(Math.min(now + 1000, correction!.sentAt + WINDOW_MS));
    return times.length ? Math.min(...times) : null;
  }

  /** What a newly opened tab needs to know. */
  exportState(now: number): BudgetState {
    this.normalize(now);
    const sent = this.windows.global.list(now).map(({ id, t }): SentRecord => ({
      id,
      t,
      classes: this.sentClasses.get(id)?.classes ?? ['global'],
    }));
    const pauses: BudgetState['pauses'] = {};
    const pauseStarts: NonNullable<BudgetState['pauseStarts']> = {};
    const limits: BudgetState['limits'] = {};
    for (const cls of RATE_CLASSES) {
      if (this.pauses[cls].until > now) {
        pauses[cls] = this.pauses[cls].until;
        pauseStarts[cls] = this.pauses[cls].since;
      }
      if (this.learned.has(cls)) limits[cls] = this.limits[cls];
    }
    const corrections = RATE_CLASSES.map((cls) => this.corrections[cls]).filter(
      (c): c is Correction => isActive(c, now),
    );
    return { sent, pauses, pauseStarts, limits, corrections };
  }

  importState(state: BudgetState): boolean {
    let changed = false;
    for (const sent of state.sent) changed = this.record(sent) || changed;
    for (const cls of RATE_CLASSES) {
      const until = state.pauses[cls];
      if (until !== undefined)
        changed = this.pause(cls, until, state.pauseStarts?.[cls]) || changed;
      const limit = state.limits[cls];
      // Our own observation wins over a report from another tab.
      if (limit !== undefined && !this.learned.has(cls))
        changed = this.learn(cls, limit) || changed;
    }
    for (const correction of state.corrections ?? []) changed = this.correct(correction) || changed;
    // Sends or counts written by a clock that has gone back since are brought to now.
    this.normalize(this.clock());
    return changed;
  }
}
