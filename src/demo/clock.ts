/**
 * The demo's clock: real time plus the jumps a presenter made ("+1 hour", "+1 day"). The page and
 * its in-page service share it, as a browser and a service share real time: the service's rules
 * (hourly usage, the zero-balance lock, the webhook re-enable block, key expiry) run at the demo's
 * time, and the console's own arithmetic (runways, "expires in", "updated ago", chart axes) reads
 * the same time through Date. Demo build only; the jumps are kept with the demo (journal.ts).
 */
import { demoState } from './scenario-list';

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);

// The offset itself is demoState.offsetMs, which the banner reads too (scenario-list.ts).
export const demoNow = (): number => realNow() + demoState.offsetMs;
export const clockOffset = (): number => demoState.offsetMs;

export function setClockOffset(ms: number): void {
  demoState.offsetMs = Math.max(0, ms);
}

let installed = false;

/** Date.now() and new Date() read the demo's time from here on; dates built from a value are untouched. */
export function installDemoClock(initialOffset: number): void {
  setClockOffset(initialOffset);
  if (installed) return;
  installed = true;
  class DemoDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(demoNow());
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return demoNow();
    }
    /** Dates made before the clock was installed are dates too. */
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  // Called without new, Date() returns the current time as a string.
  const DateProxy = new Proxy(DemoDate, {
    apply: () => new RealDate(demoNow()).toString(),
  });
  globalThis.Date = DateProxy as DateConstructor;
}
