import { describe, expect, it } from 'vitest';
import { describeError } from '@/lib/wording/describe-error';
import { isChunkLoadError } from './chunk-load';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://console.example/assets/volumes-abc123.js',
    'error loading dynamically imported module: https://console.example/assets/volumes-abc123.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-abc.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(describeError(new TypeError(message))).toMatchObject({
      title: 'This console was updated',
      code: 'chunk_load_failed',
    });
  });

  it.each([
    new TypeError('Failed to fetch'),
    new Error('boom'),
    'Failed to fetch dynamically imported module',
    null,
  ])('leaves %s alone', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
