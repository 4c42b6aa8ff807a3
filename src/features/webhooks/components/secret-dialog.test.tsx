import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASKED_WORD, setPresenting } from '@/lib/presentation/presentation';
import { SecretDialog } from './secret-dialog';

afterEach(async () => {
  await act(() => setPresenting(false));
});

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

  it('in presentation mode holds the mask, not the secret, copies the real one, and shows it only when asked', async () => {
    const user = userEvent.setup();
    // After setup, which puts a clipboard of its own in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(() => setPresenting(true));
    render(<Harness />);
    const field = await screen.findByLabelText('Signing secret');
    expect(field).toHaveValue(MASKED_WORD);
    expect(field).toHaveAccessibleDescription(
      'Hidden while presenting: copying it still copies the real value.',
    );
    // Neither the page's text nor any attribute holds it, nor the endpoint's host.
    expect(document.body.innerHTML).not.toContain('whsec_');
    expect(document.body.textContent).not.toContain('hooks.example.com');

    // Copying from the field gives the real secret, as the Copy button does.
    const copied = createEvent.copy(field, { clipboardData: { setData: vi.fn() } });
    fireEvent(field, copied);
    expect(copied.defaultPrevented).toBe(true);
    expect(
      (copied as unknown as { clipboardData: { setData: ReturnType<typeof vi.fn> } }).clipboardData
        .setData,
    ).toHaveBeenCalledWith('text/plain', SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);

    await user.click(screen.getByRole('button', { name: 'Show it on this screen' }));
    expect(screen.getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(screen.queryByRole('button', { name: 'Show it on this screen' })).toBeNull();
  });
});
