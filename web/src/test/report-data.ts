import { HttpResponse } from 'msw';
import type { Report } from '@gold/contracts/reports';

export const NO_TRADES: Report['gold'] = {
  buyCount: 0,
  boughtMg: 0,
  boughtToman: 0,
  averageBuyPrice: null,
  sellCount: 0,
  soldMg: 0,
  soldToman: 0,
  averageSellPrice: null,
};

/** Azar 1405 for a customer who deposited 5 M and bought 2.5 g at 7,850,000: the summary, one month, three movements. */
export function aReport(over: Partial<Report> = {}): Report {
  return {
    period: { from: '2026-11-22', to: '2026-12-21' },
    gold: { ...NO_TRADES, buyCount: 1, boughtMg: 2_500, boughtToman: 19_625_000, averageBuyPrice: 7_850_000 },
    toman: { deposits: 5_000_000, withdrawals: 0 },
    wallets: [
      { currency: 'TOMAN', opening: 100_000_000, closing: 85_375_000, net: -14_625_000 },
      { currency: 'GOLD_18K', opening: 1_000, closing: 3_500, net: 2_500 },
    ],
    months: [
      {
        month: '1405-09',
        boughtMg: 2_500,
        boughtToman: 19_625_000,
        soldMg: 0,
        soldToman: 0,
        deposits: 5_000_000,
        withdrawals: 0,
      },
    ],
    movements: {
      items: [
        {
          id: 'm1',
          at: '2026-11-22T06:00:00.000Z',
          type: 'deposit',
          description: 'واریز از درگاه',
          currency: 'TOMAN',
          amount: 5_000_000,
          balanceAfter: 105_000_000,
        },
        {
          id: 'm2',
          at: '2026-11-23T06:00:00.000Z',
          type: 'buy',
          description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
          currency: 'TOMAN',
          amount: -19_625_000,
          balanceAfter: 85_375_000,
        },
        {
          id: 'm3',
          at: '2026-11-23T06:00:00.000Z',
          type: 'buy',
          description: 'خرید ۲٫۵ گرم، طلای ۱۸ عیار',
          currency: 'GOLD_18K',
          amount: 2_500,
          balanceAfter: 3_500,
        },
      ],
      page: 1,
      totalPages: 1,
      total: 3,
    },
    ...over,
  };
}

/** The report call's answers: a 404 with the server's Persian words the first time, then the report. */
export function reportAfterOneFailure(): () => Report | Response {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls > 1) return aReport();
    const message = 'گزارش در دسترس نیست';
    return HttpResponse.json({ success: false, error: message, message, errorCode: 'NOT_FOUND' }, { status: 404 });
  };
}
