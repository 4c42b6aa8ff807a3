import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/test/parse-csv';
import { csvCell, csvFileName, csvRow, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('web-1')).toBe('web-1');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(true)).toBe('true');
  });
  it('writes empty for null, undefined and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
  });
  it('quotes leading and trailing spaces so they survive', () => {
    expect(csvCell(' padded ')).toBe('" padded "');
  });
  it('guards text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
  // OWASP's CSV injection guidance: =, +, -, @, tab, CR and LF first; and, as spreadsheets skip them
  // before reading a formula, any leading spaces (ASCII, no-break, ideographic, the other Unicode
  // spaces), controls and invisible format characters (bidi controls, zero-width space); and the
  // full-width and small forms of the signs.
  it.each([
    ['a line feed', '\n=1+1'],
    ['a space', ' =1+1'],
    ['spaces and a tab', '  \t@SUM(A1)'],
    ['a carriage return and a line feed', '\r\n-2+3'],
    ['a no-break space', '\u00a0=HYPERLINK("http://evil")'],
    ['a narrow no-break space', '\u202f+1+2'],
    ['an ideographic space', '\u3000=1'],
    ['an em space', '\u2003=1'],
    ['a byte order mark', '\ufeff=1'],
    ['a right-to-left override', "\u202e=cmd|' /C calc'!A0"],
    ['a zero-width space and a left-to-right isolate', '\u200b\u2066@SUM(A1)'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1+1'],
    ['a full-width hyphen-minus', '－1+1'],
    ['a full-width at sign', '＠SUM(A1)'],
    ['a small equals sign', '\ufe66SUM(A1)'],
    ['a minus sign', '\u22121+1'],
    ['a space before a full-width sign', ' ＝1+1'],
  ])('guards a formula behind %s', (_what, text) => {
    const cell = csvCell(text);
    const [[parsed]] = parseCsv(cell) as [[string]];
    expect(parsed).toBe(`'${text}`);
  });
  it('leaves text that only starts with spaces, and numbers behind spaces, alone', () => {
    expect(csvCell(' web-1')).toBe('" web-1"');
    expect(csvCell('\u00a0note')).toBe('"\u00a0note"');
    expect(csvCell(' -5')).toBe('" -5"');
  });
  it('does not guard numbers, even negative ones given as text', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-12)).toBe('-12');
  });
});

describe('toCsv and parseCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; size: number }) => row.name },
    { header: 'Size, GB', value: (row: { name: string; size: number }) => row.size },
  ];
  it('writes a header and CRLF rows', () => {
    expect(toCsv(columns, [{ name: 'a', size: 1 }])).toBe('Name,"Size, GB"\r\na,1\r\n');
    expect(toCsv(columns, [])).toBe('Name,"Size, GB"\r\n');
  });
  it('round-trips awkward values', () => {
    const rows = [
      { name: 'a,"b"\nc', size: 2 },
      { name: '', size: 0 },
      { name: 'ünïcödé ✓', size: 3 },
    ];
    const parsed = parseCsv(toCsv(columns, rows));
    expect(parsed).toEqual([
      ['Name', 'Size, GB'],
      ['a,"b"\nc', '2'],
      ['', '0'],
      ['ünïcödé ✓', '3'],
    ]);
  });
  it('parses a byte-order mark, LF rows and no final newline', () => {
    expect(parseCsv('\uFEFFa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
  it('joins a row', () => {
    expect(csvRow(['x', null, '=1'])).toBe("x,,'=1");
  });
});

describe('csvFileName', () => {
  it('includes the filters and the date and is safe', () => {
    expect(
      csvFileName('backups', ['auto', undefined, 'web 1/2'], new Date('2025-03-04T10:00:00Z')),
    ).toBe('backups-auto-web_1_2-2025-03-04.csv');
  });
});
