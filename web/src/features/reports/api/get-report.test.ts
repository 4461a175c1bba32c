import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { API, server } from '../../../test/msw-server';
import { aReport } from '../../../test/fake-api/reports';
import { fetchReport } from './get-report';

const REPORT = aReport();

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
