// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the store caches what it read from localStorage.
async function load() {
  vi.resetModules();
  return import('./preferences');
}

afterEach(() => localStorage.clear());

describe('preferences', () => {
  it('falls back to the defaults for a missing, broken or hand-edited value', async () => {
    const { getPreferences, DEFAULT_PREFERENCES, STORAGE_KEY } = await load();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect((await load()).getPreferences()).toEqual(DEFAULT_PREFERENCES);
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ timeZone: 'mars', pageSize: 500, density: 'compact' }),
    );
    expect((await load()).getPreferences()).toEqual({ ...DEFAULT_PREFERENCES, density: 'compact' });
  });

  it('keeps a change on this device and applies density and motion to the page', async () => {
    const { setPreferences, STORAGE_KEY } = await load();
    setPreferences({ timeZone: 'utc', pageSize: 50, density: 'compact', reducedMotion: 'reduce' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      timeZone: 'utc',
      pageSize: 50,
    });
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true);
    expect((await load()).getPreferences()).toMatchObject({ timeZone: 'utc', pageSize: 50 });
  });

  it('every date follows the time zone and format preference', async () => {
    const { setPreferences } = await load();
    const { formatDateTime, formatDate } = await import('./format');
    setPreferences({ timeZone: 'utc', dateFormat: 'iso' });
    expect(formatDateTime('2026-03-10T23:30:00Z')).toBe('2026-03-10 23:30 UTC');
    expect(formatDate('2026-03-10T23:30:00Z')).toBe('2026-03-10');
    setPreferences({ dateFormat: 'day-month' });
    expect(formatDateTime('2026-03-10T23:30:00Z')).toBe('10 Mar 2026, 23:30 UTC');
  });

  it('the default page size of paged lists is the preferred one', async () => {
    const { setPreferences } = await load();
    const { limitParam, PAGE_DEFAULTS } = await import('@/lib/url-search/search');
    setPreferences({ pageSize: 50 });
    expect(limitParam.parse(undefined)).toBe(50);
    expect(limitParam.parse(500)).toBe(50);
    expect(limitParam.parse(10)).toBe(10);
    expect(PAGE_DEFAULTS.limit).toBe(50);
  });
});
