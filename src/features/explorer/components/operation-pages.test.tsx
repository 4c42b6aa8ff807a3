// Every operation of our document and of GitHub's REST description (a document nobody here wrote,
// about 1,200 operations) opens and renders its form, and the list renders and filters them all.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityKey, type Identity } from '@/api/identity/identity';
import { formatNumber } from '@/lib/format';
import { documentSource } from '../document-source';
import type { LoadedDocument } from '../load-document';
import { filterOperations, type OperationInfo } from '@/lib/openapi/operation-index';
import { documentQuery } from '../queries';
import { formModel } from '@/lib/openapi/request-model';
import { installJsdomLayout } from '@/test/jsdom-layout';
import { githubDocument, ourDocument } from '../test/documents';
import { ExplorerPage } from './explorer-page';
import { OperationView } from './operation-page';

const IDENTITY: Identity = {
  accountName: 'Acme',
  accountEmail: 'a@example.com',
  keyId: 'k',
  keyName: 'key',
  keyPrefix: 'ccs_x',
  scope: 'full',
};

let errors: unknown[] = [];
beforeAll(() => {
  // Nothing may be sent while pages render.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  errors = [];
});

function renderPage(component: () => React.ReactNode, url: string, document?: LoadedDocument) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityKey, IDENTITY);
  if (document) queryClient.setQueryData(documentQuery(documentSource()).queryKey, document);
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function rendersForm(document: LoadedDocument, operation: OperationInfo) {
  renderPage(
    () => <OperationView document={document} operation={operation} />,
    `/explorer?op=${encodeURIComponent(operation.key)}`,
  );
  const form = await screen.findByRole('form', {
    name: `${operation.method.toUpperCase()} ${operation.path}`,
  });
  const model = formModel(operation);
  // One labelled control per field, the JSON editor when the body is one, and the send.
  for (const spec of model.fields) {
    const control = form.querySelector<HTMLInputElement>(
      `#explorer-${spec.id.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    );
    expect(control?.labels?.[0]?.textContent, spec.id).toMatch(
      new RegExp(`^${spec.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*| \\(optional\\))`),
    );
  }
  if (model.bodyMode === 'json')
    expect(within(form).getByRole('textbox', { name: /^Body/ })).toBeTruthy();
  expect(
    within(form).getByRole('button', { name: `Send ${operation.method.toUpperCase()}` }),
  ).toBeTruthy();
  expect(within(form).getByRole('button', { name: 'Show the request' })).toBeTruthy();
  cleanup();
  return model;
}

describe('our document', () => {
  it('opens every operation and renders its form', async () => {
    const document = await ourDocument();
    const modes = new Map<string, number>();
    for (const operation of document.operations) {
      const model = await rendersForm(document, operation);
      modes.set(model.bodyMode, (modes.get(model.bodyMode) ?? 0) + 1);
    }
    expect(errors).toEqual([]);
    expect(document.operations.length).toBe(72);
    expect(modes.get('form')).toBeGreaterThan(5);
  }, 120_000);

  it(
    'fills a form from the address, checks it before sending and shows the request as it stands',
    { timeout: 20_000 },
    async () => {
      const document = await ourDocument();
      const operation = document.operations.find((candidate) => candidate.key === 'listTickets')!;
      renderPage(
        () => <OperationView document={document} operation={operation} />,
        `/explorer?op=listTickets&v=${encodeURIComponent(JSON.stringify({ 'query.status': 'open', 'query.limit': '500' }))}`,
      );
      const form = await screen.findByRole('form', { name: 'GET /tickets' });
      expect(within(form).getByLabelText(/^status/)).toHaveValue('open');
      expect(within(form).getByLabelText(/^limit/)).toHaveValue('500');
      fireEvent.click(within(form).getByRole('button', { name: 'Send GET' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'One field needs attention before sending.',
      );
      expect(within(form).getByLabelText(/^limit/)).toHaveAccessibleDescription(
        /500 is greater than/,
      );
      expect(fetch).not.toHaveBeenCalled();
      fireEvent.click(within(form).getByRole('button', { name: 'Show the request' }));
      expect(
        (await within(form).findAllByText(/tickets\?limit=500&status=open/, {}, { timeout: 5000 }))
          .length,
      ).toBeGreaterThan(0);
    },
  );

  it('asks before a write, naming the method, the path and the real account', async () => {
    const document = await ourDocument();
    const operation = document.operations.find((candidate) => candidate.key === 'deleteVpc')!;
    renderPage(
      () => <OperationView document={document} operation={operation} />,
      '/explorer?op=deleteVpc',
    );
    const form = await screen.findByRole('form', { name: 'DELETE /vpcs/{id}' });
    fireEvent.change(within(form).getByLabelText(/^id/), {
      target: { value: '7d3c2a1e-0000-4000-8000-000000000001' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Send DELETE' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send DELETE /vpcs/{id}?' });
    expect(dialog).toHaveTextContent('real account');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('GitHub’s REST description', () => {
  it('opens every one of its operations and renders its form', async () => {
    const document = await githubDocument();
    expect(document.operations.length).toBeGreaterThan(1000);
    const modes = new Map<string, number>();
    for (const operation of document.operations) {
      const model = await rendersForm(document, operation);
      modes.set(model.bodyMode, (modes.get(model.bodyMode) ?? 0) + 1);
    }
    expect(errors).toEqual([]);
    // Both kinds of body: flat objects as fields, the rest in the JSON editor.
    expect(modes.get('form')).toBeGreaterThan(50);
    expect(modes.get('json')).toBeGreaterThan(50);
  }, 600_000);

  it('outlines a nested body’s schema under the JSON editor when opened', async () => {
    const document = await githubDocument();
    const operation = document.operations.find(
      (candidate) => candidate.key === 'repos/update-branch-protection',
    )!;
    renderPage(() => <OperationView document={document} operation={operation} />, '/explorer');
    const form = await screen.findByRole('form', {
      name: 'PUT /repos/{owner}/{repo}/branches/{branch}/protection',
    });
    // Started from the document's own example of the body.
    expect(
      (within(form).getByRole('textbox', { name: /^Body/ }) as HTMLTextAreaElement).value,
    ).toContain('"continuous-integration/travis-ci"');
    const outline = within(form)
      .getByText(/^The body’s schema/)
      .closest('details')!;
    expect(within(outline).queryByText('strict')).toBeNull();
    outline.open = true;
    fireEvent(outline, new Event('toggle'));
    expect(await within(outline).findByText('strict')).toBeTruthy();
    expect(within(outline).getByText('required_status_checks')).toBeTruthy();
  });

  it('lists them by tag, drawing only the rows in view, and filters them by every word', async () => {
    installJsdomLayout();
    const document = await githubDocument();
    renderPage(() => <ExplorerPage />, '/explorer', document);
    expect(await screen.findByTestId('explorer-document')).toHaveTextContent(
      `${formatNumber(document.operations.length)} operations`,
    );
    const operationLinks = () =>
      screen.queryAllByRole('link', { name: /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s?\// });
    // A window of the 1,223, under the first tag's heading: not all of them (F14).
    expect(screen.getByRole('heading', { level: 2, name: /^actions \(/ })).toBeTruthy();
    expect(operationLinks().length).toBeGreaterThan(0);
    expect(operationLinks().length).toBeLessThan(50);
    // An operation far down the list is found by the search and drawn.
    const box = screen.getByRole('searchbox', { name: 'Find an operation' });
    fireEvent.change(box, { target: { value: 'post /repos/{owner}/{repo}/issues' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await screen.findByRole('link', {
        name: /^POST\s?\/repos\/\{owner\}\/\{repo\}\/issues\s?Create an issue$/,
      }),
    ).toBeTruthy();
    expect(operationLinks().length).toBeLessThan(50);
    // Every word must match (how long it takes is the bench's to measure, not a test's).
    const found = (query: string) => filterOperations(document.operations, query).length;
    expect(found('repos')).toBeGreaterThan(found('repos comments'));
    expect(found('repos comments')).toBeGreaterThan(0);
    expect(found('post /repos/{owner}/{repo}/pulls')).toBeGreaterThan(0);
    expect(found('zzz-nothing')).toBe(0);
  }, 120_000);
});
