import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearGovernorWindow, governedFetch } from '@/api/governor/rate-governor';
import { BudgetMeter } from './budget-meter';

/** The app's governor (rate-governor.ts) with the network stubbed, and the meter that reads it. */
function stubNetwork(
  reply: (index: number) => { status?: number; headers?: Record<string, string> },
) {
  let index = 0;
  const fetch = vi.fn(async () => {
    const answer = reply(index++);
    return new Response('{}', { status: answer.status ?? 200, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const get = (path: string) => new Request(`http://127.0.0.1:9/api/v1${path}`);

afterEach(() => {
  cleanup();
  clearGovernorWindow();
  vi.unstubAllGlobals();
});

describe('BudgetMeter', () => {
  it('says when the service’s figures were ignored, and why', async () => {
    stubNetwork(() => ({
      headers: {
        'x-ratelimit-limit': '78926848',
        'x-ratelimit-remaining': '62178160',
        'x-ratelimit-reset': '84297818',
      },
    }));
    render(<BudgetMeter />);
    expect(screen.queryByTestId('budget-ignored')).toBeNull();
    await act(() => governedFetch(get('/wallet/summary')));
    // Its words are a chunk of their own (a rare state), fetched when the state first comes.
    expect(await screen.findByTestId('budget-ignored')).toHaveTextContent(
      "service's figures ignored: limit above 100/min",
    );
    expect(screen.getByTestId('budget-count')).toHaveTextContent('/100 per min');
    expect(screen.getByText(/Request budget:/)).toHaveTextContent(
      "service's figures ignored: limit above 100/min",
    );
  });

  it('offers "Try now" on a rate-limited wait: the held read goes at once, this once', async () => {
    const fetch = stubNetwork((index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '60' } } : {},
    );
    render(<BudgetMeter />);
    let status = 0;
    void governedFetch(get('/instances')).then((response) => (status = response.status));
    await screen.findByText(/Rate limited, resuming in \d+ s/);
    expect(status).toBe(0);
    const tryNow = screen.getByRole('button', { name: 'Try now' });
    tryNow.focus();
    fireEvent.click(tryNow);
    await waitFor(() => expect(status).toBe(200));
    expect(fetch).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByText(/Rate limited, resuming in/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Try now' })).toBeNull();
    // The button went with the wait; the focus moved on to the next control.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /auto-refresh/ }));
  });

  it('shows no "Try now" when nothing of this tab is held', async () => {
    stubNetwork(() => ({ status: 429, headers: { 'retry-after': '60' } }));
    render(<BudgetMeter />);
    await act(async () => {
      await governedFetch(
        new Request('http://127.0.0.1:9/api/v1/tickets', { method: 'POST', body: '{}' }),
      );
    });
    expect(await screen.findByText(/Rate limited, resuming in \d+ s/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try now' })).toBeNull();
  });

  it('clearGovernorWindow (sign-out) ends the pause and forgets the window kept in localStorage', async () => {
    stubNetwork(() => ({ status: 429, headers: { 'retry-after': '60' } }));
    render(<BudgetMeter />);
    await act(async () => {
      await governedFetch(
        new Request('http://127.0.0.1:9/api/v1/tickets', { method: 'POST', body: '{}' }),
      );
    });
    expect(localStorage.getItem('cc.governor.window')).toContain('"pauses":{"global"');
    await screen.findByText(/Rate limited, resuming in \d+ s/);
    act(() => clearGovernorWindow());
    expect(localStorage.getItem('cc.governor.window')).toBeNull();
    expect(screen.queryByText(/Rate limited, resuming in/)).toBeNull();
  });
});
