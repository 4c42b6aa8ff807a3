import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The masks' chunk cannot be fetched (a deploy replaced it): presentation.ts must never show a real
// value as if masked.
vi.mock('./masks', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('presentation mode without its masks', () => {
  it('does not turn on, and the switch says it could not', async () => {
    const { PresentationSwitch } = await import('@/components/layout/presentation-switch');
    const { isPresenting, setPresenting, PRESENTING_KEY } = await import('./presentation');
    render(<PresentationSwitch />);
    let turned: boolean | undefined;
    await act(async () => void (turned = await setPresenting(true)));
    expect(turned).toBe(false);
    expect(isPresenting()).toBe(false);
    expect(localStorage.getItem(PRESENTING_KEY)).toBeNull();
    const button = screen.getByRole('switch');
    expect(button.getAttribute('aria-checked')).toBe('false');
    expect(button.textContent).toContain('could not turn on');
  });

  it('masks every value whole in a tab that starts on, or that another tab turns on', async () => {
    const presentation = await import('./presentation');
    const { formatCents } = await import('@/lib/format');
    localStorage.setItem(presentation.PRESENTING_KEY, '1');
    await presentation.startPresentation();
    expect(presentation.isPresenting()).toBe(true);
    expect(presentation.maskText('Ask bob@example.com')).toBe(presentation.MASKED_WORD);
    expect(presentation.mask('203.0.113.9', 'ip')).toBe(presentation.MASKED_WORD);
    expect(formatCents(123456)).toBe(presentation.MASKED_WORD);
    await presentation.setPresenting(false);
    expect(presentation.maskText('Ask bob@example.com')).toBe('Ask bob@example.com');
    localStorage.setItem(presentation.PRESENTING_KEY, '1');
    window.dispatchEvent(
      new StorageEvent('storage', { key: presentation.PRESENTING_KEY, newValue: '1' }),
    );
    await vi.waitFor(() => expect(presentation.isPresenting()).toBe(true));
    expect(presentation.shown('x@y.example')).toBe(presentation.MASKED_WORD);
  });
});
