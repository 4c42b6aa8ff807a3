// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGovernorSnapshot, setAutoRefreshPaused } from './rate-governor';
import { useGovernor } from './use-governor';

describe('useGovernor', () => {
  it('shows the default governor state and re-renders when it changes', () => {
    const { result } = renderHook(() => useGovernor());
    expect(result.current).toBe(getGovernorSnapshot());
    expect(result.current).toMatchObject({ globalLimit: 100, queued: 0, pausedUntil: null });
    act(() => setAutoRefreshPaused(true));
    expect(result.current.autoRefreshPaused).toBe(true);
    expect(localStorage.getItem('cc.autoRefreshPaused')).toBe('true');
    act(() => setAutoRefreshPaused(false));
    expect(result.current.autoRefreshPaused).toBe(false);
  });
});
