import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPresenting } from '@/lib/presentation/presentation';
import type { Delivery } from '../queries';
import { DeliveryRow } from './delivery-row';

afterEach(async () => {
  cleanup();
  await act(() => setPresenting(false));
});

const delivery: Delivery = {
  id: 'whd_0123456789abcd',
  endpointId: 'whe_0123456789ab',
  event: 'instance.created',
  attempt: 1,
  ok: false,
  responseStatus: null,
  durationMs: 10000,
  error: 'connect to 203.0.113.7:443 timed out',
  timestamp: '1732845092',
  signature: `v1=${'3f9a0c1d2e3f4a5b'.repeat(4)}`,
  payload: JSON.stringify({
    type: 'instance.created',
    data: { ipAddress: '198.51.100.4', owner: 'ops@acme.example', rootPassword: 'hunter2' },
  }),
  createdAt: '2026-11-29T02:51:32.000Z',
};

function show() {
  render(
    <table>
      <tbody>
        <DeliveryRow delivery={delivery} />
      </tbody>
    </table>,
  );
  fireEvent.click(screen.getByRole('button', { name: /^Show payload/ }));
  return screen.getByLabelText('Payload of the instance.created delivery').textContent ?? '';
}

describe('a delivery’s payload in presentation mode', () => {
  it('masks the addresses, e-mails and secrets in the payload and the error, and keeps the rest', async () => {
    await act(() => setPresenting(true));
    const payload = show();
    for (const hidden of ['198.51.100.4', 'ops@acme.example', 'hunter2'])
      expect(payload, hidden).not.toContain(hidden);
    expect(payload).toContain('"type":"instance.created"');
    expect(document.body.textContent).not.toContain('203.0.113.7');
    expect(document.body.innerHTML).not.toContain('3f9a0c1d2e3f4a5b');
  });

  it('shows the payload as sent when presentation mode is off', () => {
    expect(show()).toBe(delivery.payload);
  });
});
