import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/api/errors';
import { useBulkRun } from '@/lib/hooks/use-bulk-run';
import { BulkReport } from './bulk-report';

afterEach(cleanup);

const rows = [
  { id: 'v1', name: 'data-1' },
  { id: 'v2', name: 'data-2' },
  { id: 'v3', name: 'data-3' },
];

describe('a bulk run says what is known of each row', () => {
  it('a row with no answer is unknown, not refused; a refusal stays refused', async () => {
    const answers: Record<string, () => Promise<string>> = {
      v1: () => Promise.resolve('Deleted.'),
      // The connection dropped after the request left: the service may have deleted it.
      v2: () => Promise.reject(networkError('DELETE', new TypeError('Failed to fetch'))),
      v3: () =>
        Promise.reject(new ApiError({ status: 409, code: 'conflict', message: 'Volume is busy' })),
    };
    const { result } = renderHook(() =>
      useBulkRun<(typeof rows)[number], 'delete'>({
        skipReason: () => null,
        runOne: (row) => answers[row.id]!(),
      }),
    );
    await act(() => result.current.start(rows, 'delete'));
    expect(result.current.run?.results.map((row) => row.outcome)).toEqual([
      'done',
      'unknown',
      'refused',
    ]);
    render(<BulkReport run={result.current.run!} label="Delete" onDismiss={() => undefined} />);
    expect(
      screen.getByText('Delete: 1 done, 1 refused, 1 unknown, 0 skipped of 3'),
    ).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines[1]).toMatch(/^Outcome unknown · data-2: The outcome is unknown\./);
    expect(lines[2]).toMatch(/^Refused · data-3: The request was refused\. Volume is busy/);
  });
});
