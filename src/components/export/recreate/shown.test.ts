import { describe, expect, it } from 'vitest';
import { shown } from './shown';

describe('shown', () => {
  it('writes what a terminal would act on, or what reorders text, as escapes', () => {
    expect(shown('\x1b]0;title\x07 \x1b[1A\x1b[2K')).toBe(
      String.raw`\x1b]0;title\x07 \x1b[1A\x1b[2K`,
    );
    expect(shown('a\u202eb\u2066c\u200fd\u0085e\n')).toBe(
      String.raw`a\u202eb\u2066c\u200fd\x85e\x0a`,
    );
    // The backslash is doubled, so a name cannot pass for an escape.
    expect(shown(String.raw`a\x1b`)).toBe(String.raw`a\\x1b`);
  });

  it('leaves letters of any script, emoji and quotes as they are', () => {
    const name = `Zürich–Straße "><script> 東京 خادم 😀 $HOME`;
    expect(shown(name)).toBe(name);
  });
});
