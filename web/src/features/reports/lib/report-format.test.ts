import { describe, expect, it } from 'vitest';
import { aReport } from '../../../test/fake-api/reports';
import { formatDay, formatMonth, formatSignedAmount, reportCsv } from './report-format';

const REPORT = aReport();
const MOVEMENTS = REPORT.movements.items.slice(1);

describe('the report formats', () => {
  it('writes a Tehran day and a Jalali month as a Persian reader does', () => {
    expect(formatDay('2026-11-22')).toBe('۱ آذر ۱۴۰۵');
    expect(formatDay('2027-03-20')).toBe('۲۹ اسفند ۱۴۰۵');
    expect(formatMonth('1405-09')).toBe('آذر ۱۴۰۵');
    expect(formatMonth('1403-12')).toBe('اسفند ۱۴۰۳');
  });

  it('the CSV: Persian headers, Jalali dates in Persian digits, numbers without separators, gold in grams', () => {
    const lines = reportCsv(REPORT, MOVEMENTS).slice(1).split('\r\n');
    expect(lines[0]).toBe('دوره,۱۴۰۵/۰۹/۰۱,۱۴۰۵/۰۹/۳۰');
    expect(lines[1]).toBe('طلای خریداری‌شده (گرم),2.5,تومان,19625000');
    expect(lines[5]).toBe('تاریخ,شرح,کیف پول,مبلغ,واحد,مانده');
    expect(lines[6]).toBe('۱۴۰۵/۰۹/۰۲ ۰۹:۳۰,خرید ۲٫۵ گرم، طلای ۱۸ عیار,کیف پول تومان,-19625000,تومان,85375000');
    expect(lines[7]).toBe('۱۴۰۵/۰۹/۰۲ ۰۹:۳۰,خرید ۲٫۵ گرم، طلای ۱۸ عیار,کیف پول طلا,2.5,گرم,3.5');
  });

  // A left-to-right mark before the sign put it between the number and its unit in a Persian line.
  it('writes a signed amount with its sign read first, beside its number', () => {
    expect(formatSignedAmount(275_000, 'TOMAN')).toBe('\u200F+۲۷۵٬۰۰۰ تومان');
    expect(formatSignedAmount(-2500, 'GOLD_18K')).toBe('\u200F\u2212۲٫۵ گرم');
    expect(formatSignedAmount(0, 'TOMAN')).toBe('۰ تومان');
  });
});
