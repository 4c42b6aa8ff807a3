import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, setPreferences } from '@/lib/preferences';
import type { AlertPolicy } from '../types';
import { DeletePolicyDialog } from './delete-policy-dialog';

const POLICY: AlertPolicy = {
  id: 'alp-1',
  name: 'cpu high',
  metric: 'cpu',
  thresholdPercent: 90,
  durationMinutes: 5,
  instanceId: null,
  enabled: true,
  notify: 'email_owner',
};

afterEach(() => {
  cleanup();
  setPreferences({ undoWindow: DEFAULT_PREFERENCES.undoWindow });
});

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeletePolicyDialog policy={POLICY} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('DeletePolicyDialog', () => {
  it('with the undo window off, says the delete cannot be undone', async () => {
    setPreferences({ undoWindow: 0 });
    renderDialog();
    expect(
      await screen.findByText('No more e-mails are sent for this policy. This cannot be undone.'),
    ).toBeInTheDocument();
  });

  it('with the undo window on, says for how long it can be undone (not that it cannot)', async () => {
    setPreferences({ undoWindow: 30 });
    renderDialog();
    expect(
      await screen.findByText(
        'No more e-mails are sent for this policy. After you confirm, Undo is there for 30 s; then it cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This cannot be undone/)).not.toBeInTheDocument();
  });
});
