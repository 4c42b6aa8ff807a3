import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyApiCall } from '@/api/api-call';
import { MASKED_WORD, setPresenting } from '@/lib/presentation/presentation';
import { RequestPanel } from './request-panel';

afterEach(async () => {
  cleanup();
  await act(() => setPresenting(false));
});

const SECRET = 'whsec_Q2x7ZpR4kT9mB1vN6cY8aF3hJ5sL0dWe';
// A write whose body carries secrets, as the explorer may send one from another service's document.
const call: AnyApiCall = {
  method: 'post',
  path: '/webhooks/endpoints',
  init: {
    body: {
      url: 'https://hooks.acme.example/in',
      events: ['ping'],
      clientSecret: 'hunter2',
      description: `signed with ${SECRET}`,
    },
  },
};

describe('Show the request in presentation mode (F4)', () => {
  it('masks the secrets in the body it shows, in every form, and copies the real request', async () => {
    await act(() => setPresenting(true));
    render(<RequestPanel call={call} id="request" />);
    const code = screen.getByLabelText('curl request').textContent ?? '';
    expect(code).toContain(`"clientSecret":"${MASKED_WORD}"`);
    // The key's placeholder is no secret: it stays, so the snippet still says where the key goes.
    expect(code).toContain('Authorization: Bearer $CLOUD_API_KEY');
    for (const tab of screen.getAllByRole('tab')) {
      fireEvent.click(tab);
      expect(document.body.innerHTML, tab.textContent ?? '').not.toContain('hunter2');
      expect(document.body.innerHTML, tab.textContent ?? '').not.toContain('whsec_');
    }
    // Copy says first that it copies the real request, not the masked one on screen.
    const copy = screen.getByRole('button', { name: /^Copy / });
    fireEvent.click(copy);
    expect(copy.textContent).toBe('Copy the real values');
  });

  it('shows the body as it is when presentation mode is off', () => {
    render(<RequestPanel call={call} id="request" />);
    expect(document.body.textContent).toContain('hunter2');
    expect(document.body.textContent).toContain(SECRET);
  });
});
