// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsFlow, setLiveStatus, useAnnouncedPoll } from './status';

afterEach(() => setLiveStatus('off'));

describe('useAnnouncedPoll', () => {
  it('rests a poll while events flow and gives it back as soon as they stop', () => {
    const { result } = renderHook(() => useAnnouncedPoll());
    // Key mode (no stream) and a stream still connecting: the poll runs.
    expect(result.current(2000)).toBe(2000);
    act(() => setLiveStatus('connecting'));
    expect(result.current(2000)).toBe(2000);
    act(() => setLiveStatus('live'));
    expect(eventsFlow()).toBe(true);
    expect(result.current(2000)).toBe(false);
    for (const stopped of ['down', 'disabled', 'unregistered'] as const) {
      act(() => setLiveStatus(stopped));
      expect(eventsFlow()).toBe(false);
      expect(result.current(2000)).toBe(2000);
      act(() => setLiveStatus('live'));
    }
    // A poll that had stopped stays stopped.
    act(() => setLiveStatus('down'));
    expect(result.current(false)).toBe(false);
  });
});
