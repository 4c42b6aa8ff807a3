export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up at call time so fake timers installed after creation still apply.
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending wake-up at a time: setting a new one replaces the old. */
export class WakeTimer {
  private handle: unknown = null;

  constructor(
    private readonly timers: Timers,
    private readonly onWake: () => void,
  ) {}

  set(at: number | null, now: number): void {
    this.clear();
    if (at === null) return;
    this.handle = this.timers.setTimeout(
      () => {
        this.handle = null;
        this.onWake();
      },
      Math.max(0, at - now),
    );
  }

  clear(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
