import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyApiCall } from '@/api/api-call';
import type { TableColumn } from './column-meta';
import { WholeSetTable, type WholeSetQuery } from './whole-set-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Server {
  id: string;
  name: string;
}

const servers: Server[] = Array.from({ length: 500 }, (_, i) => ({
  id: `s${i}`,
  name: i % 5 === 0 ? `web-${i}` : `db-${i}`,
}));
// The list's request, as "Show the request" offers it.
const request: AnyApiCall = { method: 'get', path: '/api/v1/instances', init: undefined };
const columns: TableColumn<Server>[] = [{ accessorKey: 'name', header: 'Name' }];
const query: WholeSetQuery<Server> = {
  data: servers,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: () => Promise.resolve(),
};

/** The table with counters on the two passes over the whole list: its text, and the filter. */
function setup() {
  const calls = { text: 0, predicate: 0 };
  const filterText = (server: Server) => {
    calls.text += 1;
    return server.name;
  };
  const predicate = (server: Server) => {
    calls.predicate += 1;
    return server.id !== 's0';
  };
  const table = (filter: string | undefined, onRowClick?: () => void) => (
    <WholeSetTable
      label="Servers"
      columns={columns}
      query={query}
      filter={filter}
      filterText={filterText}
      predicate={predicate}
      getRowId={(server) => server.id}
      onRowClick={onRowClick}
      request={request}
    />
  );
  return { calls, table };
}

describe('WholeSetTable on a large list', () => {
  it('draws its first rows without building the filter index', () => {
    const { calls, table } = setup();
    render(table(undefined));
    expect(calls.text).toBe(0);
    // The whole list's count, though its first render holds only the first rows.
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '500');
    expect(screen.getByTestId('table-showing')).toHaveTextContent('499 of 500 servers match');
  });

  it('filters once per input: other renders reuse the filtered list and the index', async () => {
    const { calls, table } = setup();
    const view = render(table(undefined));
    const afterFirst = calls.predicate;
    expect(afterFirst).toBe(500);
    // The page re-renders for other reasons (a new click handler each time): no pass over the list.
    view.rerender(table(undefined, () => {}));
    view.rerender(table(undefined, () => {}));
    expect(calls.predicate).toBe(afterFirst);

    await act(async () => view.rerender(table('web')));
    // The index: each row's text once; the predicate: once over the 100 rows that match.
    expect(calls.text).toBe(500);
    expect(calls.predicate).toBe(afterFirst + 100);
    expect(screen.getByTestId('table-showing')).toHaveTextContent('99 of 500 servers match');
    view.rerender(table('web', () => {}));
    expect(calls.predicate).toBe(afterFirst + 100);

    // Another word: the index is kept, the filter runs once more.
    await act(async () => view.rerender(table('web-1')));
    expect(calls.text).toBe(500);
    expect(screen.getByTestId('table-showing')).toHaveTextContent('of 500 servers match');
  });

  it('paints its first rows before the whole list is given to the table, and only on its first rows', async () => {
    // Frames are held here, so what the table does before the first paint can be seen.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { table } = setup();
    const view = render(table(undefined));
    const busy = () => screen.getByRole('table').getAttribute('aria-busy');
    // The first render has the first rows only: the table says it is still busy.
    expect(busy()).toBe('true');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(busy(), 'the whole list waits for the frame with the first rows').toBe('true');
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(busy()).toBe('false');
    expect(screen.getByTestId('table-showing')).toHaveTextContent('499 of 500 servers match');

    // Drawn once: a filter (and its return to the whole list) never gives the table a slice again.
    await act(async () => view.rerender(table('web')));
    expect(busy()).toBe('false');
    await act(async () => view.rerender(table(undefined)));
    expect(busy()).toBe('false');
    expect(frames).toHaveLength(0);
  });

  it('gives a sorted list whole from its first render (the sort needs every row)', () => {
    render(
      <WholeSetTable
        label="Servers"
        columns={columns}
        query={query}
        sort="-name"
        getRowId={(server) => server.id}
        request={request}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});
