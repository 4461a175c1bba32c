import { describe, expect, it } from 'vitest';
import { aReport, NO_TRADES } from '../../../test/fake-api/reports';
import { buildStatement, describePeriod, isQuietPeriod } from './statement';

const REPORT = aReport();
const CUSTOMER = { name: 'سارا محمدی', mobile: '+989121234567' };
const AZAR = { from: '2026-11-22', to: '2026-12-21' };
const NOW = new Date('2026-12-22T06:00:00Z');

describe('the statement', () => {
  it('names a whole Jalali month, and any other range by its first and last day', () => {
    expect(describePeriod(AZAR)).toBe('آذر ۱۴۰۵');
    expect(describePeriod({ from: '2027-02-20', to: '2027-03-20' })).toBe('اسفند ۱۴۰۵');
    expect(describePeriod({ from: '2026-11-23', to: '2026-12-21' })).toBe('از ۲ آذر ۱۴۰۵ تا ۳۰ آذر ۱۴۰۵');
    expect(describePeriod({ from: '2026-11-22', to: '2026-12-20' })).toBe('از ۱ آذر ۱۴۰۵ تا ۲۹ آذر ۱۴۰۵');
    expect(describePeriod({ from: '2026-03-21', to: '2027-03-20' })).toBe('از ۱ فروردین ۱۴۰۵ تا ۲۹ اسفند ۱۴۰۵');
  });

  it('the header: the title, the customer with the mobile in Persian digits, the period and the day it was made', () => {
    const statement = buildStatement({ report: REPORT, movements: REPORT.movements.items }, CUSTOMER, AZAR, NOW);
    expect(statement.title).toBe('صورت‌حساب');
    expect(statement.customer).toEqual({ name: 'سارا محمدی', mobile: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(statement.period).toBe('آذر ۱۴۰۵');
    expect(statement.issued).toBe('۱ دی ۱۴۰۵');
  });

  it('the summary: trades, money in and out, and each wallet at the start and the end', () => {
    const statement = buildStatement({ report: REPORT, movements: [] }, CUSTOMER, AZAR, NOW);
    expect(statement.summary).toEqual([
      { label: 'طلای خریداری‌شده', value: '۲٫۵ گرم به ارزش ۱۹٬۶۲۵٬۰۰۰ تومان در ۱ معامله' },
      { label: 'میانگین قیمت خرید هر گرم', value: '۷٬۸۵۰٬۰۰۰ تومان' },
      { label: 'طلای فروخته‌شده', value: 'بدون معامله' },
      { label: 'واریز', value: '۵٬۰۰۰٬۰۰۰ تومان' },
      { label: 'برداشت', value: '۰ تومان' },
      { label: 'مانده کیف پول تومان در ابتدای دوره', value: '۱۰۰٬۰۰۰٬۰۰۰ تومان' },
      { label: 'مانده کیف پول تومان در پایان دوره', value: '۸۵٬۳۷۵٬۰۰۰ تومان' },
      { label: 'مانده کیف پول طلا در ابتدای دوره', value: '۱ گرم' },
      { label: 'مانده کیف پول طلا در پایان دوره', value: '۳٫۵ گرم' },
    ]);
    const sold = buildStatement(
      {
        report: aReport({ gold: { ...NO_TRADES, sellCount: 2, soldMg: 1_250, soldToman: 9_800_000, averageSellPrice: null } }),
        movements: [],
      },
      CUSTOMER,
      AZAR,
      NOW,
    );
    expect(sold.summary.slice(0, 2)).toEqual([
      { label: 'طلای خریداری‌شده', value: 'بدون معامله' },
      { label: 'طلای فروخته‌شده', value: '۱٫۲۵ گرم به ارزش ۹٬۸۰۰٬۰۰۰ تومان در ۲ معامله' },
    ]);
  });

  it('every movement given, oldest first: the Tehran time, the words, the wallet, the signed amount and the balance', () => {
    const statement = buildStatement({ report: REPORT, movements: REPORT.movements.items }, CUSTOMER, AZAR, NOW);
    expect(statement.movements).toEqual([
      {
        id: 'm1',
        time: '۱۴۰۵/۰۹/۰۱ ۰۹:۳۰',
        description: 'واریز از درگاه',
        wallet: 'کیف پول تومان',
        amount: '\u200F+۵٬۰۰۰٬۰۰۰ تومان',
        direction: 'in',
        balance: '۱۰۵٬۰۰۰٬۰۰۰ تومان',
      },
      {
        id: 'm2',
        time: '۱۴۰۵/۰۹/۰۲ ۰۹:۳۰',
        description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
        wallet: 'کیف پول تومان',
        amount: '\u200F−۱۹٬۶۲۵٬۰۰۰ تومان',
        direction: 'out',
        balance: '۸۵٬۳۷۵٬۰۰۰ تومان',
      },
      {
        id: 'm3',
        time: '۱۴۰۵/۰۹/۰۲ ۰۹:۳۰',
        description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
        wallet: 'کیف پول طلا',
        amount: '\u200F+۲٫۵ گرم',
        direction: 'in',
        balance: '۳٫۵ گرم',
      },
    ]);
  });

  it('a period without a trade, a deposit or a withdrawal is quiet, whatever the balances', () => {
    const quiet = aReport({ gold: NO_TRADES, toman: { deposits: 0, withdrawals: 0 } });
    expect(isQuietPeriod(quiet)).toBe(true);
    expect(isQuietPeriod({ ...quiet, gold: { ...NO_TRADES, sellCount: 1 } })).toBe(false);
    expect(isQuietPeriod({ ...quiet, toman: { deposits: 0, withdrawals: 1 } })).toBe(false);
    expect(isQuietPeriod(REPORT)).toBe(false);
  });
});
