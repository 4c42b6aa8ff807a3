/**
 * CSV for exports (RFC 4180: CRLF rows, fields quoted when they hold a quote, comma or line
 * break, quotes doubled). Text that a spreadsheet could run as a formula is prefixed with an
 * apostrophe, as OWASP's CSV injection guidance says: text starting with = + - @, a tab, a carriage
 * return or a line feed, and also text whose first visible character is such a sign (or its
 * full-width or small form, ＝＋－＠) behind leading spaces of any kind (no-break, ideographic and
 * the other Unicode spaces), control characters or invisible format characters such as the bidi
 * override U+202E, which some spreadsheets skip before reading a formula. Real numbers are left alone.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// What may stand before a formula and be skipped: whitespace (\s covers the Unicode spaces and the
// byte order mark), separators, controls (tab, CR, LF) and format characters (bidi controls,
// zero-width characters).
const LEADING_IGNORED = /^[\s\p{Z}\p{Cc}\p{Cf}]*/u;
// = + - @, their full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20), their small forms (U+FE66,
// U+FE62, U+FE63, U+FE6B) and the minus sign (U+2212).
const FORMULA_SIGN = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/u;
const OWASP_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether a spreadsheet could take this text for a formula (a plain number never is one). */
export function looksLikeFormula(text: string): boolean {
  if (PLAIN_NUMBER.test(text)) return false;
  if (OWASP_START.test(text)) return true;
  const visible = text.replace(LEADING_IGNORED, '');
  return FORMULA_SIGN.test(visible) && !PLAIN_NUMBER.test(visible);
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** Header row plus one row per item, CRLF-separated, ending with CRLF. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [csvRow(columns.map((column) => column.header))];
  for (const row of rows) lines.push(csvRow(columns.map((column) => column.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every OS: "backups-auto-2025-01-31.csv". */
export function csvFileName(
  base: string,
  parts: Array<string | undefined> = [],
  date = new Date(),
): string {
  const stem = [base, ...parts.filter(Boolean), date.toISOString().slice(0, 10)]
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120);
  return `${stem}.csv`;
}
