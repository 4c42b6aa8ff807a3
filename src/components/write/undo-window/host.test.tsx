// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh store per test: it keeps its windows in module state.
async function load() {
  vi.resetModules();
  // The fresh modules' own language, as src/test/setup.ts sets it for the first ones.
  await (await import('@/lib/i18n/i18n')).activateLanguage('en');
  const session = await import('@/api/session/session');
  session.setSession({ token: 'k', baseUrl: 'http://localhost/api/v1', remember: false });
  const errors = await import('@/api/errors');
  const store = await import('./store');
  const { UndoWindowHost } = await import('./host');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UndoWindowHost />
    </QueryClientProvider>,
  );
  return { store, errors };
}

const info = { key: 'DELETE /volumes/v1', targets: ['/volumes/v1'], name: 'data-1' };

type Errors = typeof import('@/api/errors');

/** A delete whose send fails with `failure`'s error (made by this test's client modules). */
async function ended(failure: (errors: Errors) => unknown) {
  const { store, errors } = await load();
  store.hold(info, 5, () => Promise.reject(failure(errors)));
  await act(() => vi.advanceTimersByTimeAsync(5000));
  return screen.getByRole('region', { name: 'Deletes waiting' });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast says what is known of a delete that did not end as deleted', () => {
  it('no answer (the connection reset after the request left): it may not have been deleted', async () => {
    const toast = await ended(({ networkError }) =>
      networkError('DELETE', new TypeError('Failed to fetch')),
    );
    expect(toast).toHaveTextContent('data-1 may not have been deleted.');
    expect(toast).not.toHaveTextContent('was not deleted');
  });

  it('a gateway answering 504 for the service: it may not have been deleted', async () => {
    const error = ({ ApiError }: Errors) =>
      new ApiError({ status: 504, code: 'outcome_unknown', message: 'Gateway timeout' });
    expect(await ended(error)).toHaveTextContent('data-1 may not have been deleted.');
  });

  it('the service refused it: it was not deleted, with the service’s answer', async () => {
    const error = ({ ApiError }: Errors) =>
      new ApiError({ status: 409, code: 'conflict', message: 'Volume is attached' });
    const toast = await ended(error);
    expect(toast).toHaveTextContent('data-1 was not deleted.');
    expect(toast).toHaveTextContent('Volume is attached');
  });

  it('a 404: it was already gone, not "was not deleted"', async () => {
    const error = ({ ApiError }: Errors) =>
      new ApiError({ status: 404, code: 'not_found', message: 'No such volume' });
    const toast = await ended(error);
    expect(toast).toHaveTextContent('data-1 was already gone.');
    expect(toast).not.toHaveTextContent('was not deleted');
  });
});
