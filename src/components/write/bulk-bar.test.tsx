import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkBar } from './bulk-bar';

const permission = vi.hoisted(() => ({
  canWrite: false,
  reason: 'This key is read-only: connect with a full key to make changes.' as string | undefined,
}));
vi.mock('@/api/identity/use-identity', () => ({ useWritePermission: () => permission }));

afterEach(cleanup);

describe('BulkBar', () => {
  it('keeps a read action enabled for a read key and while an action runs; write actions are disabled', () => {
    const recreate = vi.fn();
    const remove = vi.fn();
    const bar = (running: boolean) => (
      <BulkBar
        count={2}
        running={running}
        actions={[
          { label: 'Delete selected', variant: 'danger', onClick: remove },
          { label: 'Recreate as script', read: true, onClick: recreate },
        ]}
        hint="hint"
        onClear={() => undefined}
      />
    );
    const { rerender } = render(bar(false));
    expect(screen.getByRole('button', { name: /Delete selected/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Recreate as script' }));
    expect(recreate).toHaveBeenCalledTimes(1);

    permission.canWrite = true;
    permission.reason = undefined;
    rerender(bar(true));
    expect(screen.getByRole('button', { name: /Delete selected/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Recreate as script' })).toBeEnabled();
    rerender(bar(false));
    expect(screen.getByRole('button', { name: /Delete selected/ })).toBeEnabled();
  });
});
