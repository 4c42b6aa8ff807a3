import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectPage } from './connect-page';
import { connectSearchSchema } from './connect-search';
import { keyProblem, MAX_KEY_LENGTH } from './key-text';

const GOOD = 'ccs_0a1b2c3d_S3cretS3cretS3cretS3cretS3cret12';

async function renderConnect() {
  const root = createRootRoute();
  const connect = createRoute({
    getParentRoute: () => root,
    path: '/connect',
    validateSearch: connectSearchSchema,
    component: ConnectPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([connect]),
    history: createMemoryHistory({ initialEntries: ['/connect'] }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByLabelText('API key');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the connect screen refuses a key a header cannot carry, before anything is sent', () => {
  it.each([
    [
      'a zero-width space',
      `${GOOD.slice(0, 12)}\u200b${GOOD.slice(12)}`,
      /invisible character \(U\+200B, zero-width space\) at position 13/,
    ],
    [
      'a right-to-left override',
      `\u202e${GOOD}`,
      /invisible character \(U\+202E, right-to-left override\) at position 1\./,
    ],
    ['an emoji', `${GOOD}🔑`, /“🔑” \(U\+1F511\) at position 46/],
    ['a letter outside ASCII', `ccs_é${GOOD.slice(5)}`, /“é” \(U\+00E9\)/],
    [
      'a control character',
      `ccs_\u0007${GOOD.slice(5)}`,
      /invisible or control character \(U\+0007\)/,
    ],
    [
      'a byte order mark inside',
      `${GOOD.slice(0, 4)}\ufeff${GOOD.slice(4)}`,
      /invisible character \(U\+FEFF, byte order mark\) at position 5/,
    ],
    [
      'a no-break space inside',
      `${GOOD.slice(0, 4)}\u00a0${GOOD.slice(4)}`,
      /invisible character \(U\+00A0, no-break space\)/,
    ],
    [
      'a space inside',
      `${GOOD.slice(0, 4)} ${GOOD.slice(4)}`,
      /A key has no spaces or line breaks/,
    ],
    [
      '10,000 characters',
      `ccs_${'a'.repeat(9_996)}`,
      /10,000 characters long; a key has at most 256/,
    ],
  ])('%s', async (_what, typed, words) => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchSpy);
    const input = await renderConnect();
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const error = await screen.findByText(words);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText(/Headers|Something went wrong/)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a key of printable ASCII up to 256 characters', async () => {
    expect(keyProblem(`  ${GOOD}\n`)).toBeUndefined();
    expect(keyProblem(`ccs_${'~'.repeat(MAX_KEY_LENGTH - 4)}`)).toBeUndefined();
    expect(keyProblem(`ccs_${'a'.repeat(MAX_KEY_LENGTH - 3)}`)).toMatch(/257 characters long/);
    const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchSpy);
    const input = await renderConnect();
    fireEvent.change(input, { target: { value: GOOD } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  });
});
