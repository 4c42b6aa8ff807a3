import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWriteButton, shownReason } from '@/test/write-dialog';
import { ReserveIpButton } from './reserve-ip-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Reserve an IP', () => {
  it('says in visible text, tied to the disabled confirm, that a region must be chosen', async () => {
    renderWriteButton(ReserveIpButton);
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve an IP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve an IP address' });
    const confirm = within(dialog).getByRole('button', { name: 'Reserve' });
    expect(confirm).toBeDisabled();
    expect(shownReason(confirm)).toBe('Choose a region.');
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    expect(confirm).toBeEnabled();
    expect(shownReason(confirm)).toBeNull();
  });
});
