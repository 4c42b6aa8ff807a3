import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { atMost, lengthError, tooLongMessage } from './length-limit';

describe('length limits', () => {
  it('says the bound and how long the text is', () => {
    expect(tooLongMessage(63)).toBe('Use at most 63 characters.');
    expect(lengthError('a'.repeat(10_000), 64)).toBe('Use at most 64 characters (now 10,000).');
    expect(lengthError('a'.repeat(64), 64)).toBeUndefined();
  });

  it('gives zod the same words', () => {
    const result = z
      .string()
      .check(z.trim(), z.maxLength(5, atMost(5)))
      .safeParse('  abcdefg  ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use at most 5 characters (now 7).');
  });
});

describe('forms', () => {
  // A maxLength attribute cuts a paste without a word, and the cut text is what gets sent.
  it('have no maxLength attribute: every bound is a message', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(process.cwd(), 'src');
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) =>
        /\bmaxLength=\{|\bmaxlength=/i.test(readFileSync(join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
