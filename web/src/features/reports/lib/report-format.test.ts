import { describe, expect, it } from 'vitest';
import type { Report } from '@gold/contracts/reports';
import { formatDay, formatMonth, reportCsv } from './report-format';

const REPORT: Report = {
  period: { from: '2026-11-22', to: '2026-12-21' },
  gold: {
    buyCount: 1,
    boughtMg: 2_500,
    boughtToman: 19_625_000,
    averageBuyPrice: 7_850_000,
    sellCount: 0,
    soldMg: 0,
    soldToman: 0,
    averageSellPrice: null,
  },
  toman: { deposits: 5_000_000, withdrawals: 0 },
  wallets: [],
  months: [],
  movements: { items: [], page: 1, totalPages: 1, total: 2 },
};
const MOVEMENTS: Report['movements']['items'] = [
  {
    id: 'a',
    at: '2026-11-23T06:00:00.000Z',
    type: 'buy',
    description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
    currency: 'TOMAN',
    amount: -19_625_000,
    balanceAfter: 85_375_000,
  },
  {
    id: 'b',
    at: '2026-11-23T06:00:00.000Z',
    type: 'buy',
    description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
    currency: 'GOLD_18K',
    amount: 2_500,
    balanceAfter: 3_500,
  },
];

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
});
