// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to 0 and stays there', () => {
    const { result } = renderHook(() => useCountdown(1_000_000 + 2_500));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 and sets no timer when there is nothing to wait for', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(renderHook(() => useCountdown(undefined)).result.current).toBe(0);
  });

  it('reads the clock again when a new wait starts later', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: null as number | null },
    });
    act(() => vi.advanceTimersByTime(60_000));
    rerender({ until: Date.now() + 10_000 });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(10);
  });
});
