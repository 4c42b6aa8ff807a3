import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPresenting } from '@/lib/presentation/presentation';
import type { Answer } from '../send-operation';
import { ResponseView } from './response-view';

afterEach(async () => {
  cleanup();
  await act(() => setPresenting(false));
});

const SECRET = 'whsec_Q2x7ZpR4kT9mB1vN6cY8aF3hJ5sL0dWe';
const conformance = { documented: true, problems: [], checked: true, unchecked: false };
const answer = (body: unknown, isJson: boolean): Answer => ({
  status: 201,
  statusText: 'Created',
  headers: { 'content-type': isJson ? 'application/json' : 'text/plain', 'x-request-id': 'req_1' },
  body,
  isJson,
  ms: 12,
});

describe('the explorer’s answer in presentation mode (F4)', () => {
  it('masks a webhook’s signing secret in a JSON answer and in a text one, and keeps the rest', async () => {
    await act(() => setPresenting(true));
    for (const [body, isJson] of [
      [{ endpoint: { id: 'whe_0123456789ab', status: 'active' }, secret: SECRET }, true],
      [`endpoint whe_0123456789ab created; secret=${SECRET}`, false],
    ] as const) {
      const { container, unmount } = render(
        <ResponseView answer={answer(body, isJson)} conformance={conformance} />,
      );
      expect(container.innerHTML).not.toContain('whsec_');
      expect(container.textContent).toContain('whe_0123456789ab');
      expect(container.textContent).toContain('req_1');
      unmount();
    }
  });

  it('shows the secret when presentation mode is off (it is shown once, by design)', () => {
    const { container } = render(
      <ResponseView answer={answer({ secret: SECRET }, true)} conformance={conformance} />,
    );
    expect(container.textContent).toContain(SECRET);
  });
});
