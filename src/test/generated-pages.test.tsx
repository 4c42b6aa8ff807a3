/**
 * Every page and detail page, rendered against answers generated from the OpenAPI document itself
 * (src/test/contract-data): many seeds per run, each leaning to one kind of edge case (empty,
 * maximum length, unicode and bidi, extreme numbers and dates, and a "future" service with unknown
 * enum values and extra fields). A page fails when anything throws, logs an error or shows an error
 * view. Replay a failure with CONTRACT_SEED=<seed printed in the test name> (CONTRACT_SEEDS=<n> for more).
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';
import { createContractFetch, type Answered } from './contract-data/responder';
import { PROFILES } from './contract-data/generate';
import { installJsdomLayout } from './jsdom-layout';

// Requests go straight to the generated answers; the governor's budget has its own tests.
vi.mock('@/api/governor/rate-governor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/governor/rate-governor')>()),
  governedFetch: (request: Request) => globalThis.fetch(request),
}));

const count = Number(process.env.CONTRACT_SEEDS ?? 8);
const base = Number(process.env.CONTRACT_SEED ?? Math.floor(Math.random() * 2 ** 31));
// Consecutive seeds, so every run covers every profile; the profile follows from the seed alone.
const seeds = process.env.CONTRACT_SEED
  ? [base]
  : Array.from({ length: count }, (_, i) => (base + i) >>> 0);

function routePaths(): string[] {
  const router = createAppRouter(createQueryClient());
  return (
    Object.keys(router.routesByPath)
      // The explorer reads the service's OpenAPI document (no contract answer) in a worker (none in
      // jsdom); src/features/explorer/components/operation-pages.test.tsx renders its every page.
      .filter((path) => path !== '/connect' && path !== '/explorer')
      .sort()
  );
}

beforeAll(() => {
  installJsdomLayout();
  // Updates land from generated answers outside act(); waitFor below waits for them.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  sessionStorage.setItem(
    'cc.session',
    JSON.stringify({ token: 'ccs_generated_token', baseUrl: '/api/v1', remember: false }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const loading = () =>
  [...document.querySelectorAll('[role="status"]')].some((element) =>
    /^Loading/.test(element.textContent ?? ''),
  ) ||
  [...document.querySelectorAll('td .sr-only')].some((element) =>
    /^Loading/.test(element.textContent ?? ''),
  );

async function renderPage(path: string, problems: string[]): Promise<void> {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    problems.push(`console.error: ${args.map(String).join(' ').slice(0, 400)}`),
  );
  const onError = (event: ErrorEvent) =>
    problems.push(`uncaught: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  try {
    await waitFor(
      () => {
        expect(document.querySelector('main h1')).not.toBeNull();
        expect(loading()).toBe(false);
      },
      { timeout: 20_000 },
    );
  } catch {
    const pending = [...document.querySelectorAll('[role="status"], td .sr-only')]
      .map((element) => element.textContent)
      .filter((text) => text?.startsWith('Loading'));
    problems.push(
      `did not settle (${pending.join('; ') || 'no page heading'}): ${(document.querySelector('main')?.textContent ?? document.body.textContent ?? '').slice(0, 200)}`,
    );
  }
  // Let the panels that load after the page (charts, related resources) answer too.
  await new Promise((resolve) => setTimeout(resolve, 30));
  for (const code of document.querySelectorAll('main code')) {
    if (code.parentElement?.textContent?.startsWith('Code:'))
      problems.push(
        `error view: ${code.closest('[role]')?.textContent?.slice(0, 300) ?? code.textContent}`,
      );
  }
  // An answer the contract allows never reads as drift (src/api/reads/panels.ts asks no more than the contract).
  for (const drift of document.querySelectorAll('[data-testid="read-drift"]'))
    problems.push(`read as drift: ${drift.textContent ?? ''}`);
  window.removeEventListener('error', onError);
  queryClient.clear();
}

describe.each(seeds.map((seed) => ({ seed, profile: PROFILES[seed % PROFILES.length]! })))(
  'contract-generated answers, seed $seed ($profile)',
  ({ seed, profile }) => {
    it.each(routePaths())(
      'renders %s',
      async (route) => {
        const log: Answered[] = [];
        const problems: string[] = [];
        const answer = createContractFetch(seed, profile, log);
        vi.stubGlobal('fetch', (input: Request) =>
          answer(input).catch((error: unknown) => {
            problems.push(`responder: ${String(error)}`);
            throw error;
          }),
        );
        const path = route.replace(/\$[A-Za-z]+/g, 'generated-id').replace(/(.)\/$/, '$1');
        await renderPage(path, problems);
        if (problems.length > 0) {
          const replay = `CONTRACT_SEED=${seed} npx vitest run --project unit src/test/generated-pages.test.tsx -t '${route}'`;
          expect.fail(
            `${path} with seed ${seed} (${profile}) — replay: ${replay}\n${problems.join('\n')}\nrequests: ${log.map((a) => `${a.method} ${a.path}`).join(', ')}`,
          );
        }
      },
      30_000,
    );
  },
);
