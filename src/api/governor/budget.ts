import {
  ceiling,
  DEFAULT_LIMITS,
  RATE_CLASSES,
  WINDOW_MS,
  type Priority,
  type RateClass,
} from './classes';
import { SlidingWindow } from './sliding-window';
import { correctionAt, isActive, type Correction, type ServerCount } from './server-report';

export interface SentRecord {
  id: string;
  t: number;
  classes: RateClass[];
}

export interface BudgetState {
  sent: SentRecord[];
  pauses: Partial<Record<RateClass, number>>;
  limits: Partial<Record<RateClass, number>>;
  corrections?: Correction[];
}

// While the service's count corrects ours, the moment a request may go is searched in steps.
const STEP_MS = 250;

/** Limits, sliding windows and 429 pauses of every class: what the governor decides with. */
export class Budget {
  private readonly limits: Record<RateClass, number> = { ...DEFAULT_LIMITS };
  private readonly learned = new Set<RateClass>();
  private readonly pauses: Record<RateClass, number> = {
    global: 0,
    deploy: 0,
    keyCreate: 0,
    payment: 0,
  };
  private readonly windows = Object.fromEntries(
    RATE_CLASSES.map((c) => [c, new SlidingWindow(WINDOW_MS)]),
  ) as Record<RateClass, SlidingWindow>;
  private readonly corrections: Partial<Record<RateClass, Correction>> = {};
  // Which classes each send counted in, so a sync can tell another tab; pruned as sends age out.
  private readonly sentClasses = new Map<string, SentRecord>();

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

  learn(cls: RateClass, limit: number): boolean {
    if (!Number.isInteger(limit) || limit < 1) return false;
    const changed = this.limits[cls] !== limit;
    this.limits[cls] = limit;
    this.learned.add(cls);
    return changed;
  }

  pause(cls: RateClass, until: number): boolean {
    if (until <= this.pauses[cls]) return false;
    this.pauses[cls] = until;
    return true;
  }

  /**
   * Takes the service's count of a class as reported with the response to the send made at
   * `sentAt`; returns the correction to share with other tabs, or null when an answer to a later
   * send already corrected this class.
   */
  observe(cls: RateClass, sentAt: number, count: ServerCount, now: number): Correction | null {
    const correction: Correction = {
      cls,
      delta: count.used - this.windows[cls].countSentBy(sentAt, now),
      sentAt,
      resetAt: now + count.resetMs,
    };
    return this.correct(correction) ? correction : null;
  }

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
    let at = now;
    for (const cls of classes) {
      at = Math.max(at, this.pauses[cls], this.freeAt(cls, ceiling(this.limits[cls], priority), now));
    }
    return at;
  }

  /** Requests on the address in the last minute, as well as we know. */
  used(now: number): number {
    return this.estimate('global', now);
  }

  /** Requests this browser sent in the last minute (every tab). */
  own(now: number): number {
    return this.windows.global.count(now);
  }

  /** Whether the service's own count is part of `used` right now. */
  serverCounted(now: number): boolean {
    return isActive(this.corrections.global, now);
  }

  /** The pause the user should hear about: the global one first, else the one ending last. */
  activePause(now: number): { cls: RateClass; until: number } | null {
    if (this.pauses.global > now) return { cls: 'global', until: this.pauses.global };
    let found: { cls: RateClass; until: number } | null = null;
    for (const cls of RATE_CLASSES) {
      const until = this.pauses[cls];
      if (until > now && (!found || until > found.until)) found = { cls, until };
    }
    return found;
  }

  /** The next moment the snapshot changes by itself (a send leaves the window, a pause ends). */
  nextChangeAt(now: number): number | null {
    const times = RATE_CLASSES.map((cls) => this.pauses[cls]).filter((t) => t > now);
    const expiry = this.windows.global.nextExpiry(now);
    if (expiry !== null) times.push(expiry);
    // A fading correction changes the estimate every moment: look again each second until it ends.
    const correction = this.corrections.global;
    if (isActive(correction, now)) times.push(Math.min(now + 1000, correction!.sentAt + WINDOW_MS));
    return times.length ? Math.min(...times) : null;
  }

  /** What a newly opened tab needs to know. */
  exportState(now: number): BudgetState {
    const sent = this.windows.global.list(now).map(({ id, t }): SentRecord => ({
      id,
      t,
      classes: this.sentClasses.get(id)?.classes ?? ['global'],
    }));
    const pauses: BudgetState['pauses'] = {};
    const limits: BudgetState['limits'] = {};
    for (const cls of RATE_CLASSES) {
      if (this.pauses[cls] > now) pauses[cls] = this.pauses[cls];
      if (this.learned.has(cls)) limits[cls] = this.limits[cls];
    }
    const corrections = RATE_CLASSES.map((cls) => this.corrections[cls]).filter(
      (c): c is Correction => isActive(c, now),
    );
    return { sent, pauses, limits, corrections };
  }

  importState(state: BudgetState): boolean {
    let changed = false;
    for (const sent of state.sent) changed = this.record(sent) || changed;
    for (const cls of RATE_CLASSES) {
      const until = state.pauses[cls];
      if (until !== undefined) changed = this.pause(cls, until) || changed;
      const limit = state.limits[cls];
      // Our own observation wins over a report from another tab.
      if (limit !== undefined && !this.learned.has(cls))
        changed = this.learn(cls, limit) || changed;
    }
    for (const correction of state.corrections ?? []) changed = this.correct(correction) || changed;
    return changed;
  }
}
