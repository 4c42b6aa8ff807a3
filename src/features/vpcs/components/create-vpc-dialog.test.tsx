import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWriteButton, shownReason } from '@/test/write-dialog';
import { vpcsQuery } from '../queries';
import { CreateVpcButton } from './create-vpc-dialog';

async function openDialog() {
  renderWriteButton(CreateVpcButton, (queryClient) =>
    queryClient.setQueryData(vpcsQuery.queryKey, { items: [] }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Create VPC' }));
  return screen.findByRole('dialog', { name: 'Create a VPC' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Create VPC', () => {
  it('says in visible text, tied to the disabled confirm, why it cannot be pressed, as each field is filled', async () => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Create VPC' });
    expect(confirm).toBeDisabled();
    expect(shownReason(confirm)).toBe('Enter a name.');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'backend' } });
    expect(shownReason(confirm)).toBe('Choose a region.');
    fireEvent.change(within(dialog).getByLabelText('Region'), { target: { value: 'fra' } });
    expect(shownReason(confirm)).toMatch(/range/i);
    fireEvent.change(within(dialog).getByLabelText('IP range'), {
      target: { value: '10.20.0.0/16' },
    });
    expect(confirm).toBeEnabled();
    expect(shownReason(confirm)).toBeNull();
  });
});
