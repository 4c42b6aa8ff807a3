import { describe, expect, it } from 'vitest';
import { createMockApp } from '../app';
import { readEnv } from '../env';
import { ERROR_SHAPES, parseErrorShape, type ErrorShape } from '../error-shape';
import { readErrorBody } from '../../src/api/error-body';

function shaped(errorShape?: ErrorShape) {
  const { app, state } = createMockApp({
    rateLimits: false,
    ...(errorShape ? { errorShape } : {}),
  });
  const call = (path: string, init: RequestInit = {}) =>
    app.fetch(
      new Request(`http://mock/api/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${state.keys.full}`, ...init.headers },
      }),
    );
  return { app, state, call };
}

describe('MOCK_ERROR_SHAPE', () => {
  it('is read from the environment, and refuses an unknown shape', () => {
    expect(readEnv({ MOCK_ERROR_SHAPE: 'html' }).errorShape).toBe('html');
    expect(readEnv({}).errorShape).toBeUndefined();
    expect(() => parseErrorShape('xml')).toThrow(/MOCK_ERROR_SHAPE must be one of contract/);
  });

  it.each(ERROR_SHAPES.filter((shape) => shape !== 'empty'))(
    '%s: the console reads the refusal’s words, and its code where the shape carries one',
    async (shape) => {
      const answer = await shaped(shape).call('/instances/ins_nope');
      expect(answer.status).toBe(404);
      // The headers every answer carries stay.
      expect(answer.headers.get('x-request-id')).toBeTruthy();
      expect(answer.headers.get('x-ratelimit-limit')).toBeTruthy();
      const type = answer.headers.get('content-type') ?? '';
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* text or HTML */
      }
      const words = readErrorBody(body, type);
      expect(words.text).toContain('not found');
      if (shape === 'text' || shape === 'html') expect(words.code).toBeUndefined();
      else expect(words.code).toBe('not_found');
      if (shape === 'html') expect(text).toContain('<script>');
      if (shape === 'problem-details') expect(type).toBe('application/problem+json');
    },
  );

  it('empty: no body and no content type, the status and headers kept', async () => {
    const answer = await shaped('empty').call('/instances/ins_nope');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
    expect(answer.headers.get('content-type')).toBeNull();
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });

  it('leaves answers that are not refusals as they are', async () => {
    const answer = await shaped('html').call('/instances');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  it('is switched at run time by PUT /__mock/error-shape, and back by a reset', async () => {
    const { app, state, call } = shaped();
    const put = (shape: unknown) =>
      app.fetch(
        new Request('http://mock/__mock/error-shape', {
          method: 'PUT',
          body: JSON.stringify({ shape }),
        }),
      );
    expect((await (await call('/instances/ins_nope')).json()) as object).toHaveProperty('code');
    expect((await put('text')).status).toBe(200);
    expect(await (await call('/instances/ins_nope')).text()).toMatch(/not found/);
    expect((await put('yaml')).status).toBe(400);
    const seen = await app.fetch(new Request('http://mock/__mock/error-shape'));
    expect(await seen.json()).toEqual({ shape: 'text' });
    state.reset();
    expect((await (await call('/instances/ins_nope')).json()) as object).toHaveProperty('code');
  });
});
