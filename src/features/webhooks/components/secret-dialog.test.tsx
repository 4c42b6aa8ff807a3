import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SecretDialog } from './secret-dialog';

const SECRET = 'whsec_0123456789abcdefghijABCDEFGHIJ';

function Harness() {
  const [secret, setSecret] = useState<string | null>(SECRET);
  return (
    <SecretDialog
      secret={secret}
      url="https://hooks.example.com/a"
      onDone={() => setSecret(null)}
    />
  );
}

describe('SecretDialog', () => {
  it('shows the secret once, stays open until stored is confirmed, then leaves no trace in the DOM', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // The dialog's Radix code loads when it first opens.
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);

    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I have stored the secret' }));
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });
});
