/**
 * The console against a service that drifts from our contract (the mock with `drift`, mock/drift.ts):
 * for each kind of drift, each page it touches shows its heading and either its content or a
 * specific explanation in the panel that cannot be shown — never a JavaScript error, never an
 * error view — and the panels beside it keep their content. The e2e drift suite
 * (e2e/drift.spec.ts) does the same in a browser for every page of the navigation.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';
import { createMockApp, type DriftKind } from '../../mock/app';
import { installJsdomLayout } from './jsdom-layout';
import { routeFiles } from './source-files';

vi.mock('@/api/governor/rate-governor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/governor/rate-governor')>()),
  governedFetch: (request: Request) => globalThis.fetch(request),
}));

beforeAll(() => {
  installJsdomLayout();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const loading = () =>
  [...document.querySelectorAll('[role="status"]')].some((element) =>
    /^Loading/.test(element.textContent ?? ''),
  ) ||
  [...document.querySelectorAll('td .sr-only')].some((element) =>
    /^Loading/.test(element.textContent ?? ''),
  );

interface Shown {
  problems: string[];
  main: HTMLElement;
}

/**
 * An answer changed by hand, for a difference no drift kind plays (the answer to `path`, or to
 * every path it matches, as JSON).
 */
type Rewrite = { path: string | RegExp; change: (body: Record<string, unknown>) => unknown };

/** The API collection a detail page's list reads (`/webhooks/$id`: the webhook endpoints). */
function collectionOf(detailPath: string): string {
  const page = detailPath.slice(0, detailPath.indexOf('/$id'));
  return page === '/webhooks' ? '/webhooks/endpoints' : page;
}

/** Every detail page of the route tree (`/_app/vpcs/$vpcId`), as `show` takes it: `/vpcs/$id`. */
const DETAIL_PAGES = [...routeFiles().keys()]
  .filter((id) => /^\/_app\/.*\/\$\w+$/.test(id))
  .map((id) => id.replace(/^\/_app/, '').replace(/\$\w+$/, '$id'))
  .sort();

async function show(drift: DriftKind | undefined, path: string, rewrite?: Rewrite): Promise<Shown> {
  const { app, state } = createMockApp({ rateLimits: false, ...(drift ? { drift } : {}) });
  sessionStorage.setItem(
    'cc.session',
    JSON.stringify({ token: state.keys.full, baseUrl: '/api/v1', remember: false }),
  );
  vi.stubGlobal('fetch', async (input: Request) => {
    const answer = await app.fetch(new Request(input));
    const pathname = new URL(input.url, 'http://mock').pathname.replace(/^\/api\/v1/, '');
    const rewritten =
      typeof rewrite?.path === 'string' ? pathname === rewrite.path : rewrite?.path.test(pathname);
    if (!rewrite || !rewritten || !answer.ok) return answer;
    return new Response(
      JSON.stringify(rewrite.change((await answer.json()) as Record<string, unknown>)),
      { status: answer.status, headers: answer.headers },
    );
  });
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    problems.push(`console.error: ${args.map(String).join(' ').slice(0, 300)}`),
  );
  const onError = (event: ErrorEvent) =>
    problems.push(`uncaught: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  let resolved = path;
  if (path.includes('$id')) {
    const collection = collectionOf(path);
    const list = (await (
      await app.fetch(
        new Request(`http://mock/api/v1${collection}`, {
          headers: { authorization: `Bearer ${state.keys.full}` },
        }),
      )
    ).json()) as { items: Array<{ id: string; status?: string }> };
    resolved = path.replace(
      '$id',
      list.items.find((row) => row.status === 'stopped')?.id ?? list.items[0]!.id,
    );
  }
  window.history.replaceState(null, '', resolved);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </QueryClientProvider>,
  );
  await waitFor(
    () => {
      expect(document.querySelector('main h1')).not.toBeNull();
      expect(loading()).toBe(false);
    },
    { timeout: 10_000 },
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  window.removeEventListener('error', onError);
  const main = document.querySelector('main')!;
  if (
    /Something went wrong|Cannot read properties|is not a function|undefined/.test(
      main.textContent ?? '',
    )
  )
    problems.push(`error text: ${main.textContent?.slice(0, 300)}`);
  for (const code of main.querySelectorAll('code')) {
    if (code.parentElement?.textContent?.startsWith('Code:'))
      problems.push(`error view: ${code.closest('[role]')?.textContent?.slice(0, 300)}`);
  }
  queryClient.clear();
  return { problems, main };
}

const drifts = (main: HTMLElement) =>
  [...main.querySelectorAll('[data-testid="read-drift"]')].map((list) => list.textContent ?? '');

describe('pages against a drifted service', () => {
  it('wallet: a summary whose months are named history loses the chart and the runway, not the balance or the transactions', async () => {
    const { problems, main } = await show('array-key', '/wallet');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([
      'months: expected a list, came nothing (the field is missing); the same object has history instead',
      'months: expected a list, came nothing (the field is missing); the same object has history instead',
    ]);
    expect(main).toHaveTextContent(
      'The service answered differently: the spend chart cannot be shown',
    );
    expect(main.querySelector('[data-testid="wallet-balance"]')).not.toBeNull();
    expect(main.querySelector('table[aria-label="Transactions"], table')).not.toBeNull();
    const links = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/explorer?view=compatibility');
    expect(links).toContain('/explorer?op=getWalletSummary');
  }, 30_000);

  it('wallet: a renamed balance loses the figures and the runway, the chart stays', async () => {
    const { problems, main } = await show('composite-field', '/wallet');
    expect(problems).toEqual([]);
    expect(drifts(main)[0]).toBe(
      'balanceCents: expected a number, came nothing (the field is missing); the same object has availableCents instead',
    );
    expect(main.querySelector('[data-testid="wallet-balance"]')).toBeNull();
    expect(main).toHaveTextContent('Spend by month');
  }, 30_000);

  it.each([
    ['status-enum', '/instances', 'rescue'],
    ['status-enum', '/instances/$id', 'rescue'],
    ['status-enum', '/monitoring', 'rescue'],
    ['filter-enum', '/tickets', 'pending'],
  ] as const)(
    '%s: %s shows the unknown value as sent, marked unknown',
    async (kind, path, value) => {
      const { problems, main } = await show(kind, path);
      expect(problems).toEqual([]);
      expect(drifts(main)).toEqual([]);
      const unknown = [...main.querySelectorAll('[data-unknown-value]')].map(
        (element) => element.textContent,
      );
      expect(unknown.length).toBeGreaterThan(0);
      expect(unknown[0]).toContain(value);
      expect(unknown[0]).toContain('(unknown)');
    },
    30_000,
  );

  it.each([
    ['newly-nullable', '/instances'],
    ['newly-nullable', '/instances/$id'],
  ] as const)(
    '%s: %s shows a null address as absent',
    async (kind, path) => {
      const { problems, main } = await show(kind, path);
      expect(problems).toEqual([]);
      expect(drifts(main)).toEqual([]);
      expect(main).toHaveTextContent(path === '/instances' ? '—' : 'IP addressNone');
    },
    30_000,
  );

  it('integer-to-string: the volume table says sizeGb came as text', async () => {
    const { problems, main } = await show('integer-to-string', '/volumes');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual(['items[].sizeGb: expected a number, came text']);
    expect(main.querySelector('h1')).toHaveTextContent('Volumes');
  }, 30_000);

  it("integer-to-string: a volume's page says sizeGb came as text in its fields' place, under its heading", async () => {
    const { problems, main } = await show('integer-to-string', '/volumes/$id');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual(['sizeGb: expected a number, came text']);
    expect(main.querySelector('h1')).not.toBeNull();
    const links = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/explorer?view=compatibility');
  }, 30_000);

  // A detail page added to the route tree is taken here with no edit: one that reads its answer
  // without its feature's read-schema (docs/contributing.md, "Add a page", step 5) shows nothing,
  // "undefined" or a JavaScript error instead of saying what it cannot read.
  it.each(DETAIL_PAGES)(
    '%s: an answer that holds only its id is explained under the heading, not shown as nothing',
    async (path) => {
      const collection = collectionOf(path);
      const { problems, main } = await show(undefined, path, {
        path: new RegExp(`^${collection}/[^/]+$`),
        change: ({ id }) => ({ id }),
      });
      expect(problems).toEqual([]);
      expect(main.querySelector('h1')).not.toBeNull();
      expect(drifts(main).join(' ')).toMatch(/expected .*, came nothing \(the field is missing\)/);
    },
    30_000,
  );

  it.each(['/tickets', '/backups', '/backups/servers', '/monitoring', '/wallet'])(
    'pagination-envelope: %s explains the changed envelope in place of its table',
    async (path) => {
      const { problems, main } = await show('pagination-envelope', path);
      expect(problems).toEqual([]);
      expect(drifts(main)[0]).toMatch(
        /^items: expected a list, came nothing \(the field is missing\); the same object has data insteadtotal: expected a number/,
      );
    },
    30_000,
  );

  it('pagination-envelope: the overview (no validator in the first view) says which tile cannot read its answer', async () => {
    const { problems, main } = await show('pagination-envelope', '/');
    expect(problems).toEqual([]);
    expect(main).toHaveTextContent(
      "The service's answer to GET /backups is not in the shape this tile reads. Compatibility report",
    );
    // The tiles' footers count by the page's `total`, which the other envelope moves: no footer, not "No tickets yet".
    expect(main).not.toHaveTextContent(/No tickets yet|No backups yet/);
    expect(main.querySelector('[data-testid="tickets-open"]')).not.toBeNull();
  }, 30_000);

  it.each([
    [
      'without its currency',
      {
        path: '/wallet/summary',
        change: ({ currency: _dropped, ...rest }: Record<string, unknown>) => rest,
      },
    ],
    [
      'with its balance as text',
      {
        path: '/wallet/summary',
        change: (summary: Record<string, unknown>) => ({
          ...summary,
          balanceCents: String(summary.balanceCents),
        }),
      },
    ],
  ])(
    'the overview: a wallet summary %s is said in the wallet tile, never shown in dollars or as a dash',
    async (_case, rewrite) => {
      const { problems, main } = await show(undefined, '/', rewrite);
      expect(problems).toEqual([]);
      expect(main).toHaveTextContent(
        "The service's answer to GET /wallet/summary is not in the shape this tile reads. Compatibility report",
      );
      expect(main.querySelector('[data-testid="wallet-balance"]')).toBeNull();
      expect(main.querySelector('[data-testid="tickets-open"]')).not.toBeNull();
    },
    30_000,
  );

  it('the overview (no validator in the first view): a ticket list without its counts is said in the tile, the other tiles stay', async () => {
    const { problems, main } = await show(undefined, '/', {
      path: '/tickets',
      change: ({ stats: _dropped, ...rest }) => rest,
    });
    expect(problems).toEqual([]);
    expect(main).toHaveTextContent(
      "The service's answer to GET /tickets is not in the shape this tile reads. Compatibility report",
    );
    expect(main.querySelector('[data-testid="wallet-balance"]')).not.toBeNull();
    expect(main.querySelector('[data-testid="instances-running"]')).not.toBeNull();
  }, 30_000);

  it('the overview (no validator in the first view): an instance list without its items is said in the instances tile, the other tiles stay', async () => {
    const { problems, main } = await show(undefined, '/', {
      path: '/instances',
      change: ({ items, ...rest }) => ({ ...rest, servers: items }),
    });
    expect(problems).toEqual([]);
    expect(main).toHaveTextContent(
      "The service's answer to GET /instances is not in the shape this tile reads. Compatibility report",
    );
    expect(main.querySelector('[data-testid="instances-running"]')).toBeNull();
    expect(main).toHaveTextContent('No instances yet');
    expect(main.querySelector('[data-testid="wallet-balance"]')).not.toBeNull();
  }, 30_000);

  it('removed-route: the backup servers page says the service no longer offers its route, with the operation', async () => {
    const { problems, main } = await show('removed-route', '/backups/servers');
    // A page whose route the service lacks: the route's error view, in words (404 not_found).
    expect(
      problems.filter(
        (problem) =>
          !problem.startsWith('error view') && !problem.includes('ApiError: No such route'),
      ),
    ).toEqual([]);
    expect(main.querySelector('h1')).not.toBeNull();
    expect(main).toHaveTextContent('404 not_found');
    expect(main).toHaveTextContent('The service no longer offers this');
    expect(main).toHaveTextContent(
      'The service answered GET /backups/servers with 404 (not found)',
    );
  }, 30_000);

  it.each([
    [
      'reserved-ip-field',
      '/reserved-ips',
      'items[].ipAddress: expected text, came nothing (the field is missing); the same object has address instead',
    ],
    [
      'reserved-ip-field',
      '/reserved-ips/$id',
      'ipAddress: expected text, came nothing (the field is missing); the same object has address instead',
    ],
    [
      'vpc-array-key',
      '/vpcs',
      'items[].instanceIds: expected a list, came nothing (the field is missing); the same object has memberIds instead',
    ],
    [
      'vpc-array-key',
      '/vpcs/$id',
      'instanceIds: expected a list, came nothing (the field is missing); the same object has memberIds instead',
    ],
    [
      'backup-field',
      '/backups/$id',
      'serverId: expected text, came nothing (the field is missing); the same object has vaultId instead',
    ],
    [
      'webhook-field',
      '/webhooks',
      'items[].events: expected a list, came nothing (the field is missing); the same object has eventTypes instead',
    ],
    [
      'webhook-field',
      '/webhooks/$id',
      'events: expected a list, came nothing (the field is missing); the same object has eventTypes instead',
    ],
    [
      'api-key-field',
      '/api-keys',
      'items[].createdAt: expected text, came nothing (the field is missing); the same object has issuedAt instead',
    ],
  ] as const)(
    '%s: %s says what it cannot show in its place, under its heading',
    async (kind, path, words) => {
      const { problems, main } = await show(kind, path);
      // The keys page checks its table once its check has loaded, after the first view.
      await waitFor(() => expect(drifts(main)).toEqual([words]), { timeout: 10_000 });
      expect(problems).toEqual([]);
      expect(main.querySelector('h1')?.textContent).not.toBe('');
      const links = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toContain('/explorer?view=compatibility');
    },
    30_000,
  );

  it('backup-field: the backup list does not read the renamed field and keeps its table', async () => {
    const { problems, main } = await show('backup-field', '/backups');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([]);
    expect(main.querySelector('table')).not.toBeNull();
  }, 30_000);

  it('ticket-messages: a ticket keeps its subject, status and reply form, and says why its conversation is not shown', async () => {
    const { problems, main } = await show('ticket-messages', '/tickets/$id');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([
      'messages: expected a list, came nothing (the field is missing); the same object has thread instead',
    ]);
    expect(main).toHaveTextContent(
      'The service answered differently: the conversation cannot be shown',
    );
    expect(main.querySelector('[data-testid="ticket-status"]')).not.toBeNull();
    expect(main.querySelector('ol[aria-label="Conversation"]')).toBeNull();
    expect(main.querySelector('textarea')).not.toBeNull();
  }, 30_000);

  it('region-field: the deploy form says what its region choice cannot read and still offers the regions', async () => {
    const { problems, main } = await show('region-field', '/instances/deploy');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([
      'items[].available: expected true or false, came nothing (the field is missing); the same object has open instead',
    ]);
    const regions = [...main.querySelectorAll<HTMLInputElement>('input[name="regionId"]')];
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.every((radio) => !radio.disabled)).toBe(true);
    expect(main).not.toHaveTextContent('is not taking new deploys');
  }, 30_000);

  it('plan-field: the deploy form says what its plan choice cannot read and offers every plan in every region', async () => {
    const { problems, main } = await show('plan-field', '/instances/deploy');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([
      'items[].regionIds: expected a list, came nothing (the field is missing); the same object has regions instead',
    ]);
    const region = main.querySelector<HTMLInputElement>('input[name="regionId"]:not(:disabled)')!;
    fireEvent.click(region);
    const plans = [...main.querySelectorAll<HTMLInputElement>('input[name="planId"]')];
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((radio) => !radio.disabled)).toBe(true);
    expect(main).not.toHaveTextContent('Not offered in');
  }, 30_000);

  it('an image list without names: the deploy form says so and offers each image by its ID', async () => {
    const { problems, main } = await show(undefined, '/instances/deploy', {
      path: '/catalog/os-images',
      change: (body) => ({
        items: (body.items as Array<Record<string, unknown>>).map(({ name: _name, ...image }) => ({
          ...image,
          title: 'Linux',
        })),
      }),
    });
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([
      'items[].name: expected text, came nothing (the field is missing); the same object has family, version, title instead',
    ]);
    const image = [...main.querySelectorAll('select')].find(
      (element) => element.querySelector('option')?.textContent === 'Choose an image…',
    )!;
    const options = [...image.querySelectorAll('option')].slice(1).map((option) => option.value);
    expect(options.length).toBeGreaterThan(0);
    expect([...image.querySelectorAll('option')].slice(1).map((o) => o.textContent)).toEqual(
      options,
    );
  }, 30_000);

  /** An instance list whose rows name themselves `label`, not `name` (a difference no drift kind plays). */
  const unnamedInstances: Rewrite = {
    path: '/instances',
    change: (body) => ({
      items: (body.items as Array<Record<string, unknown>>).map(({ name, ...row }) => ({
        ...row,
        label: name,
      })),
    }),
  };
  const missingName =
    /^items\[\]\.name: expected text, came nothing \(the field is missing\); the same object has (\w+, )*label(, \w+)* instead$/;

  /** Opens the dialog a page's button opens and waits for its read-drift notice. */
  async function dialogOf(main: HTMLElement, button: string): Promise<HTMLElement> {
    fireEvent.click(
      [...main.querySelectorAll('button')].find((element) => element.textContent === button)!,
    );
    await waitFor(
      () =>
        expect(document.querySelector('[role="dialog"] [data-testid="read-drift"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    return document.querySelector<HTMLElement>('[role="dialog"]')!;
  }

  it("an instance list without names: the new ticket's instance choice says so and offers each instance by its ID", async () => {
    const { problems, main } = await show(undefined, '/tickets/new', unnamedInstances);
    await waitFor(() => expect(drifts(main)).toHaveLength(1), { timeout: 10_000 });
    expect(problems).toEqual([]);
    expect(drifts(main)[0]).toMatch(missingName);
    const select = main.querySelector<HTMLSelectElement>('select')!;
    const options = [...select.querySelectorAll('option')].slice(1);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options)
      expect(option.textContent).toMatch(
        new RegExp(`^\u2068${option.value}\u2069 \\(${option.value}, \\w+\\)$`),
      );
    expect(select.textContent).not.toContain('undefined');
  }, 30_000);

  it("an instance list without names: the alert policy form's instance choice says so and offers each instance by its ID", async () => {
    const { problems, main } = await show(undefined, '/alerts', unnamedInstances);
    expect(problems).toEqual([]);
    const dialog = await dialogOf(main, 'New policy');
    expect(dialog.querySelector('[data-testid="read-drift"]')!.textContent).toMatch(missingName);
    const select = [...dialog.querySelectorAll('select')].find(
      (element) => element.querySelector('option')?.textContent === 'All instances',
    )!;
    const options = [...select.querySelectorAll('option')].slice(1);
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((option) => option.textContent)).toEqual(
      options.map((option) => `\u2068${option.value}\u2069`),
    );
  }, 30_000);

  it("instance-field: the manual backup's instance picker says what it cannot read and offers the instances without a region", async () => {
    const { problems, main } = await show('instance-field', '/backups');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([]);
    const dialog = await dialogOf(main, 'Take a backup');
    expect(dialog.querySelector('[data-testid="read-drift"]')!.textContent).toBe(
      'items[].regionId: expected text, came nothing (the field is missing); the same object has region instead',
    );
    const select = [...dialog.querySelectorAll('select')].find(
      (element) => element.querySelector('option')?.textContent === 'Choose an instance…',
    )!;
    expect(select.querySelectorAll('option').length).toBeGreaterThan(1);
    expect(dialog.textContent).not.toContain('undefined');
  }, 30_000);

  it("instance-field: a VPC's page keeps its fields, and its instance picker says what it cannot read and still offers the instances", async () => {
    const { problems, main } = await show('instance-field', '/vpcs/$id');
    expect(problems).toEqual([]);
    expect(drifts(main)).toEqual([]);
    const add = [...main.querySelectorAll('button')].find(
      (button) => button.textContent === 'Add instance',
    )!;
    fireEvent.click(add);
    await waitFor(
      () =>
        expect(document.querySelector('[role="dialog"] [data-testid="read-drift"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    // The instead list names every text field the picker does not read, the renamed one among them.
    expect(dialog.querySelector('[data-testid="read-drift"]')!.textContent).toMatch(
      /^items\[\]\.regionId: expected text, came nothing \(the field is missing\); the same object has (\w+, )*region(, \w+)* instead$/,
    );
    const select = [...dialog.querySelectorAll('select')].find(
      (element) => element.querySelector('option')?.textContent === 'Choose an instance…',
    )!;
    expect(select.disabled).toBe(false);
    expect(select.querySelectorAll('option').length).toBeGreaterThan(1);
  }, 30_000);

  it('without drift no panel explains anything', async () => {
    for (const path of [
      '/wallet',
      '/instances',
      '/tickets',
      '/volumes',
      '/reserved-ips',
      '/vpcs',
      '/webhooks',
      '/instances/deploy',
      '/tickets/new',
    ]) {
      const { problems, main } = await show(undefined, path);
      expect(problems).toEqual([]);
      expect(drifts(main)).toEqual([]);
      cleanup();
    }
  }, 60_000);
});
