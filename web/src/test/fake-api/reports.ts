import { REPORT_PAGE_SIZE, type Report } from '@gold/contracts/reports';
import { fail, ok } from '../fixtures';
import { get, paged, serve, type Reply, type Setup } from './plumbing';

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

/** The customer's report for the period asked, its movements all there: the route pages them. */
type ReportStore = { report: Report };

const reportStore = ({ report = aReport() }: Partial<ReportStore> = {}): ReportStore => ({ report });

/** GET /accounting/reports: the stored report, its movements paged as the query asks. */
const reportRoutes = (store: ReportStore) => ({
  report: get(
    '/accounting/reports',
    ({ url }) => {
      const { items, page, totalPages, total } = paged(store.report.movements.items, url, REPORT_PAGE_SIZE);
      return ok({ ...store.report, movements: { items, page, totalPages, total } });
    },
    ({ url }) => url.searchParams,
  ),
});

export function serveReports({ replies, ...seed }: Setup<ReportStore, ReturnType<typeof reportRoutes>> = {}) {
  const store = reportStore(seed);
  return { store, calls: serve(reportRoutes(store), replies) };
}

/** A reply: a 404 with the server's Persian words the first time, then the store answers. */
export const unavailableOnce: Reply = (call) => (call === 1 ? fail(404, 'NOT_FOUND', 'گزارش در دسترس نیست') : undefined);
