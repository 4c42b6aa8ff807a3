import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPresenting } from '@/lib/presentation/presentation';
import { fieldMask } from '../field-masks';
import { JsonTree } from './json-tree';

afterEach(async () => {
  cleanup();
  await act(() => setPresenting(false));
});

// What GET /account, /api-keys, /webhooks/endpoints, /wallet/payment-methods and a transaction answer.
const ANSWER = {
  account: { name: 'Acme Robotics', email: 'ops@acme.example', balanceCents: 123456 },
  keys: [{ id: 'k1', name: 'Production deploys', prefix: 'ccs_bce9a5b2', scope: 'full' }],
  endpoints: [{ id: 'e1', url: 'https://hooks.acme.example:8443/in?x=1' }],
  transactions: [{ id: 't1', amountCents: -4200, description: 'Server web-1' }],
  cards: [{ id: 'pm1', brand: 'visa', last4: '4242' }],
  server: { name: 'web-1', ipv4: '203.0.113.7' },
};

describe('the answer tree in presentation mode (N4)', () => {
  it('masks each field by what it is: amounts, key prefixes, hosts, the account name, card digits, e-mails, IPs', async () => {
    await act(() => setPresenting(true));
    const { container } = render(<JsonTree value={ANSWER} label="Answer" />);
    // Every level open, as a person would open them.
    for (const details of container.querySelectorAll('details')) details.open = true;
    const text = container.textContent ?? '';
    for (const secret of [
      'Acme Robotics',
      'ops@acme.example',
      '123456',
      '1234',
      'ccs_bce9a5b2',
      'bce9a5b2',
      'hooks.acme.example',
      '4200',
      '4242',
      '203.0.113.7',
    ])
      expect(text, secret).not.toContain(secret);
    // What every page shows stays: a server's name, a key's name, ids, the path of a webhook's URL.
    for (const kept of ['web-1', 'Production deploys', 'k1', '/in?x=1', 'visa'])
      expect(text, kept).toContain(kept);
  });

  it('shows every value as it is when presentation mode is off', () => {
    const { container } = render(<JsonTree value={ANSWER} label="Answer" />);
    for (const details of container.querySelectorAll('details')) details.open = true;
    for (const value of ['Acme Robotics', '123456', 'ccs_bce9a5b2', 'hooks.acme.example', '4242'])
      expect(container.textContent).toContain(value);
  });

  it('F4: masks a secret by what it is: a webhook’s signing secret, secret-named fields, tokens by prefix or entropy', async () => {
    // What POST /webhooks/endpoints answers (WebhookEndpointCreated), and other answers' secrets.
    const created = {
      endpoint: { id: 'whe_0123456789ab', url: 'https://hooks.acme.example/in', status: 'active' },
      secret: 'whsec_Q2x7ZpR4kT9mB1vN6cY8aF3hJ5sL0dWe',
    };
    const others = {
      oauth: { clientSecret: 'hunter2', refresh_token: 'r-1', tokenType: 'Bearer' },
      recoveryTokens: ['alpha-1', 'bravo-2'],
      note: 'rotated to ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
      blob: 'q7XkP2mZ9vR4tL8nB3wY6cH1jF5sD0gA',
      // A resource ID of the same shape stays readable: it names a thing, it opens nothing.
      instanceId: 'Lm4Qx8Rt2Vz6Bn1Kp9Hs3Wd7Fj5Gc0Ya',
      createdAt: '2026-11-29T02:51:32.000Z',
    };
    await act(() => setPresenting(true));
    const { container } = render(<JsonTree value={{ created, others }} label="Answer" />);
    for (const details of container.querySelectorAll('details')) details.open = true;
    const text = container.textContent ?? '';
    for (const secret of [
      'whsec_',
      'Q2x7ZpR4kT9mB1vN6cY8aF3hJ5sL0dWe',
      'hunter2',
      'r-1',
      'alpha-1',
      'bravo-2',
      'ghp_',
      'q7XkP2mZ9vR4tL8nB3wY6cH1jF5sD0gA',
    ])
      expect(text, secret).not.toContain(secret);
    expect(text).toContain('secret: “••••••••”');
    for (const kept of [
      'whe_0123456789ab',
      'Bearer',
      'rotated to ••••••••',
      'Lm4Qx8Rt2Vz6Bn1Kp9Hs3Wd7Fj5Gc0Ya',
      '2026-11-29T02:51:32.000Z',
      'active',
    ])
      expect(text, kept).toContain(kept);
    expect(container.innerHTML).not.toContain('whsec_');
  });

  it('names the kinds by field name and context', () => {
    expect(fieldMask('balanceCents', 1)).toBe('money');
    expect(fieldMask('limit', 100)).toBeUndefined();
    expect(fieldMask('prefix', 'ccs_x')).toBe('word');
    expect(fieldMask('url', 'https://a.example/x')).toBe('url');
    expect(fieldMask('host', 'a.example')).toBe('word');
    expect(fieldMask('name', 'Acme', { email: 'a@b' })).toBe('word');
    expect(fieldMask('name', 'web-1', { status: 'running' })).toBeUndefined();
    expect(fieldMask('instanceId', 'x')).toBe('id');
    expect(fieldMask('id', 'x')).toBe('id');
  });
});
