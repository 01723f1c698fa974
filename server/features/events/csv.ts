/**
 * CSV text (RFC 4180) for a spreadsheet: every cell quoted, quotes doubled, CRLF line
 * ends, and a byte-order mark so Excel reads the names as UTF-8.
 *
 * A cell a member wrote that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return) would run as a formula when the organiser opens the file (CSV injection,
 * OWASP): it is prefixed with an apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
