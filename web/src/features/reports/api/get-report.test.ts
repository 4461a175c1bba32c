import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Report } from '@gold/contracts/reports';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { API, server } from '../../../test/msw-server';
import { fetchReport } from './get-report';

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
  wallets: [
    { currency: 'TOMAN', opening: 100_000_000, closing: 85_375_000, net: -14_625_000 },
    { currency: 'GOLD_18K', opening: 1_000, closing: 3_500, net: 2_500 },
  ],
  months: [
    { month: '1405-09', boughtMg: 2_500, boughtToman: 19_625_000, soldMg: 0, soldToman: 0, deposits: 5_000_000, withdrawals: 0 },
  ],
  movements: { items: [], page: 1, totalPages: 0, total: 0 },
};

describe('fetchReport', () => {
  it('asks for the period, the page and 20 a page, and reads the envelope', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/accounting/reports`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, data: REPORT });
      }),
    );
    expect(await fetchReport({ from: '2026-11-22', to: '2026-12-21' }, 2)).toEqual(REPORT);
    expect(Object.fromEntries(asked!)).toEqual({ from: '2026-11-22', to: '2026-12-21', page: '2', limit: '20' });
  });

  it('reads a bare report too, and refuses an answer that holds none', async () => {
    server.use(http.get(`${API}/accounting/reports`, () => HttpResponse.json(REPORT)));
    expect(await fetchReport(REPORT.period, 1)).toEqual(REPORT);
    server.use(http.get(`${API}/accounting/reports`, () => HttpResponse.json({ success: true, data: { rows: [] } })));
    await expect(fetchReport(REPORT.period, 1)).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
