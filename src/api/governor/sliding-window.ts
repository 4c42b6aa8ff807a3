/** Timestamps of the requests sent in the last window, this tab's and other tabs' alike. */
export class SlidingWindow {
  // Kept sorted by time; ids make merging the same send from two sources harmless.
  private entries: { id: string; t: number }[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly windowMs: number) {}

  /** Returns false when the entry was already known. */
  add(id: string, t: number): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    let index = this.entries.length;
    while (index > 0 && this.entries[index - 1]!.t > t) index -= 1;
    this.entries.splice(index, 0, { id, t });
    return true;
  }

  /**
   * A send cannot have happened after `now`: one that seems to (written by a clock that has gone
   * back since) is taken as sent now, so it leaves the window one window from now at the latest.
   */
  clampFuture(now: number): void {
    for (let i = this.entries.length - 1; i >= 0 && this.entries[i]!.t > now; i -= 1)
      this.entries[i] = { id: this.entries[i]!.id, t: now };
  }

  private prune(now: number): void {
    let drop = 0;
    while (drop < this.entries.length && this.entries[drop]!.t + this.windowMs <= now) {
      this.ids.delete(this.entries[drop]!.id);
      drop += 1;
    }
    if (drop > 0) this.entries = this.entries.slice(drop);
  }

  count(now: number): number {
    this.prune(now);
    return this.entries.length;
  }

  /** The earliest time at which fewer than `max` sends remain in the window. */
  freeAt(now: number, max: number): number {
    this.prune(now);
    if (this.entries.length < max) return now;
    return this.entries[this.entries.length - max]!.t + this.windowMs;
  }

  /** When the oldest send leaves the window (the meter changes then), or null when empty. */
  nextExpiry(now: number): number | null {
    this.prune(now);
    const oldest = this.entries[0];
    return oldest ? oldest.t + this.windowMs : null;
  }

  /** How many sends will still be in the window at `at` (a future time); nothing is pruned. */
  countAt(at: number): number {
    let n = 0;
    for (const entry of this.entries) if (entry.t + this.windowMs > at) n += 1;
    return n;
  }

  /** Sends in the window at `now` that were sent at or before `t`. */
  countSentBy(t: number, now: number): number {
    this.prune(now);
    let n = 0;
    for (const entry of this.entries) if (entry.t <= t) n += 1;
    return n;
  }

  list(now: number): readonly { id: string; t: number }[] {
    this.prune(now);
    return this.entries;
  }
}
