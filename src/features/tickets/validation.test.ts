import { describe, expect, it } from 'vitest';
import { validateMessage, validateSubject } from './validation';

describe('ticket validation', () => {
  it('needs a subject of 3 to 200 characters', () => {
    expect(validateSubject('ab')).toBeDefined();
    expect(validateSubject('   ab  ')).toBeDefined();
    expect(validateSubject('abc')).toBeUndefined();
    expect(validateSubject('x'.repeat(200))).toBeUndefined();
    expect(validateSubject('x'.repeat(201))).toBeDefined();
    expect(validateSubject(` ${'x'.repeat(200)} `)).toBeUndefined();
  });
  it('needs a message of 1 to 10,000 characters that is not only spaces', () => {
    expect(validateMessage('')).toBeDefined();
    expect(validateMessage(' \n ')).toBeDefined();
    expect(validateMessage('<b>hi</b>')).toBeUndefined();
    expect(validateMessage('x'.repeat(10_000))).toBeUndefined();
    expect(validateMessage('x'.repeat(10_001))).toBeDefined();
  });
});
