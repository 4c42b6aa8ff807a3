import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecreateScriptButton } from './recreate-button';

afterEach(cleanup);

const read = () => ({
  vpcs: [{ name: 'net', regionId: 'fra', ipRange: '10.1.0.0/24', members: ['web-1'] }],
});

describe('RecreateScriptButton', () => {
  it('waits for the servers the selection takes its members from, and says why', async () => {
    const { rerender } = render(
      <RecreateScriptButton read={read} servers={{ isPending: true, error: null }} />,
    );
    const button = screen.getByRole('button', { name: 'Recreate as script' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Reading the servers it needs/);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(
      <RecreateScriptButton read={read} servers={{ isPending: false, error: new Error('x') }} />,
    );
    expect(screen.getByRole('button', { name: 'Recreate as script' })).toHaveAccessibleDescription(
      /could not be read/,
    );

    rerender(<RecreateScriptButton read={read} servers={{ isPending: false, error: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recreate as script' }));
    expect(await screen.findByRole('dialog', { name: 'Recreate as script' })).toBeInTheDocument();
  });
});
