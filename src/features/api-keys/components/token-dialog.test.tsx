import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASKED_WORD, setPresenting } from '@/lib/presentation/presentation';
import { TokenDialog } from './token-dialog';

afterEach(async () => {
  cleanup();
  await act(() => setPresenting(false));
});

const TOKEN = 'ccs_3fa9c2d1_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const secret = { token: TOKEN, name: 'Deploys', prefix: 'ccs_3fa9c2d1' };

describe('the new key’s dialog in presentation mode (F4)', () => {
  it('holds the mask in the field and the DOM, copies the real key, and shows it only when asked', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(() => setPresenting(true));
    render(<TokenDialog secret={secret} onDone={() => undefined} />);
    const field = await screen.findByLabelText('API key');
    expect(field).toHaveValue(MASKED_WORD);
    expect(document.body.innerHTML).not.toContain('ccs_');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Show it on this screen' }));
    expect(screen.getByLabelText('API key')).toHaveValue(TOKEN);
  });

  it('shows the key when presentation mode is off', async () => {
    render(<TokenDialog secret={secret} onDone={() => undefined} />);
    expect(await screen.findByLabelText('API key')).toHaveValue(TOKEN);
    expect(screen.queryByRole('button', { name: 'Show it on this screen' })).toBeNull();
  });
});
