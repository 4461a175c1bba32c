import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@gold/contracts/reports';
import { jalaliPeriod, tehranDay } from '@gold/contracts/rules/jalali';
import { aUser } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute } from '../../../test/render';
import { aReport, NO_TRADES } from '../../../test/report-data';
import ReportsRoute from './reports';

function serve(answer: (url: URL) => Report | Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/accounting/reports`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams);
      const body = answer(url);
      return body instanceof Response ? body : HttpResponse.json({ success: true, data: body });
    }),
  );
  return asked;
}

const render = (url = '/reports') => renderRoute(<ReportsRoute />, { url, path: '/reports', user: aUser() });

beforeEach(() => {
  vi.useRealTimers();
});

describe('/reports', () => {
  it('asks for this Jalali month by default and shows the summary, the months and the movements', async () => {
    const asked = serve(() => aReport());
    render();
    expect(await screen.findByRole('heading', { name: 'گزارش‌ها', level: 1 })).toBeInTheDocument();
    const thisMonth = jalaliPeriod('this-month', tehranDay(new Date()));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(thisMonth.from));
    expect(asked.at(-1)?.get('to')).toBe(thisMonth.to);
    expect(screen.getByRole('button', { name: 'این ماه' })).toHaveAttribute('aria-pressed', 'true');

    const bought = await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    expect(bought).toHaveTextContent('۲٫۵ گرم');
    expect(bought).toHaveTextContent('۱۹٬۶۲۵٬۰۰۰ تومان');
    expect(bought).toHaveTextContent('میانگین هر گرم ۷٬۸۵۰٬۰۰۰ تومان');
    expect(screen.getByRole('region', { name: 'کیف پول طلا' })).toHaveTextContent('مانده ابتدای دوره: ۱ گرم');
    const months = screen.getByRole('region', { name: 'به تفکیک ماه' });
    expect(within(months).getByRole('rowheader')).toHaveTextContent('آذر ۱۴۰۵');
    const movements = screen.getByRole('region', { name: 'گردش حساب' });
    expect(within(movements).getAllByRole('row')).toHaveLength(4);
    expect(within(movements).getAllByRole('row')[2]).toHaveTextContent('−۱۹٬۶۲۵٬۰۰۰ تومان');
    expect(within(movements).getAllByRole('row')[3]).toHaveTextContent('۳٫۵ گرم');
  });

  it('a preset chip asks for its period and keeps it in the address', async () => {
    const asked = serve(() => aReport());
    const { router, user } = render();
    await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    await user.click(screen.getByRole('button', { name: 'امسال' }));
    const year = jalaliPeriod('this-year', tehranDay(new Date()));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(year.from));
    expect(router.state.location.search).toBe('?period=this-year');
  });

  it('a custom range in the address is asked for as it is', async () => {
    const asked = serve(() => aReport());
    render('/reports?from=2026-01-01&to=2026-06-30&page=2');
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('from=2026-01-01&to=2026-06-30&page=2&limit=20'));
    expect(screen.getByText(/^از .* تا .*$/)).toHaveTextContent('از ۱۱ دی ۱۴۰۴ تا ۹ تیر ۱۴۰۵');
  });

  it('an empty period says so', async () => {
    serve(() =>
      aReport({
        gold: NO_TRADES,
        toman: { deposits: 0, withdrawals: 0 },
        months: [],
        movements: { items: [], page: 1, totalPages: 0, total: 0 },
      }),
    );
    render();
    expect(await screen.findByText('در این دوره هیچ معامله، واریز یا برداشتی ثبت نشده است')).toBeInTheDocument();
  });

  it('a failed load shows the server’s words and retry asks again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { success: false, error: 'گزارش در دسترس نیست', message: 'گزارش در دسترس نیست', errorCode: 'NOT_FOUND' },
            { status: 404 },
          )
        : aReport();
    });
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('گزارش در دسترس نیست');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'طلای خریداری‌شده' })).toBeInTheDocument();
  });
});
