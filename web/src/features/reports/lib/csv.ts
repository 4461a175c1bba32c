/** A byte-order mark first, or Excel reads the UTF-8 as the system's code page and the Persian comes out garbled. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is kept as text
 * with a leading apostrophe (OWASP, CSV injection). A negative number is a number, not a formula, and stays.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: string | number): string {
  let text = String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 text for Excel: comma-separated, CRLF line ends, quotes doubled inside quoted cells, after a byte-order
 * mark. Numbers are written as they come, without separators, so a spreadsheet reads them as numbers.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
