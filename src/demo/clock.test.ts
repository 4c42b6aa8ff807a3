import { afterAll, describe, expect, it } from 'vitest';
import { clockOffset, demoNow, installDemoClock, setClockOffset } from './clock';

const RealDate = Date;
const HOUR = 3_600_000;

describe('the demo clock', () => {
  installDemoClock(2 * HOUR);
  afterAll(() => {
    globalThis.Date = RealDate;
  });

  it('moves Date.now() and new Date() ahead by the jumps, and only those', () => {
    const real = RealDate.now();
    expect(Date.now() - real).toBeGreaterThanOrEqual(2 * HOUR);
    expect(Date.now() - real).toBeLessThan(2 * HOUR + 1000);
    expect(new Date().getTime() - real).toBeGreaterThanOrEqual(2 * HOUR);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date('2026-11-26T09:00:00Z').toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(new Date(2026, 10, 26).getDate()).toBe(26);
    expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
  });

  it('keeps dates made before it dates, and Date() a string of the demo time', () => {
    expect(new RealDate(5) instanceof Date).toBe(true);
    expect(new Date() instanceof RealDate).toBe(true);
    expect(typeof (Date as unknown as () => string)()).toBe('string');
    expect(RealDate.parse((Date as unknown as () => string)())).toBeGreaterThan(
      RealDate.now() + HOUR,
    );
  });

  it('never goes behind real time', () => {
    setClockOffset(-5 * HOUR);
    expect(clockOffset()).toBe(0);
    expect(Math.abs(demoNow() - RealDate.now())).toBeLessThan(1000);
  });
});
