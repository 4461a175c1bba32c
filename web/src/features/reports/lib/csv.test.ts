import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOM, toCsv } from './csv';

/** RFC 4180, as a spreadsheet reads it: the round trip's other half. */
function parseCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('toCsv', () => {
  it('starts with a byte-order mark and ends each row with CRLF', () => {
    const text = toCsv([
      ['تاریخ', 'مبلغ (تومان)'],
      ['۱۴۰۵/۰۹/۰۲', 1250000],
    ]);
    expect(text).toBe('\uFEFFتاریخ,مبلغ (تومان)\r\n۱۴۰۵/۰۹/۰۲,1250000\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes commas, quotes and line breaks, doubling the quotes; a Persian comma needs no quotes', () => {
    expect(toCsv([['خرید ۲، ۵ گرم', 'او گفت "بله"', 'سطر\nدوم', 'a,b']])).toBe(
      '\uFEFFخرید ۲، ۵ گرم,"او گفت ""بله""","سطر\nدوم","a,b"\r\n',
    );
  });

  it('keeps a would-be formula as text, and a negative number as a number', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM(A1)', '-37760000', '-2.5', '-x']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'@SUM(A1),-37760000,-2.5,\'-x\r\n',
    );
  });

  it('a Persian table comes back as written (round trip)', () => {
    const rows = [
      ['تاریخ', 'شرح', 'مبلغ (تومان)', 'مانده'],
      ['۱۴۰۵/۰۸/۰۸', 'خرید ۵ گرم طلای ۱۸ عیار از گالری طلای نفیس', '-37760000', '245545000'],
      ['۱۴۰۵/۰۹/۰۱', 'واریز از درگاه، شماره پیگیری "۸۸۲۱"', '20000000', '265545000'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('any table of text without a formula start comes back as written (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('ا', 'ب', '۱', 'a', ',', '"', '\n', ' ', '\u200c', '٫') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
  });
});
