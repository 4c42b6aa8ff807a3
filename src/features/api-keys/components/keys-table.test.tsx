import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeysTable } from './keys-table';

afterEach(cleanup);

describe('KeysTable', () => {
  it('shows the shared empty state, not a bare sentence, when the account has no key', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KeysTable keys={[]} ownKeyId={null} canWrite writeReason={undefined} onRevoke={() => {}} />
      </QueryClientProvider>,
    );
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByText('This account has no API keys')).toBeInTheDocument();
    expect(empty).toHaveTextContent('Create one with Create key above');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
