import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, ok } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { aReport, NO_TRADES, serveReports, unavailableOnce } from '../../../test/fake-api/reports';
import { gate } from '../../../test/fake-api/plumbing';
import StatementPrintRoute from './statement-print';

const AZAR_URL = '/reports/print?from=2026-11-22&to=2026-12-21';

const render = (url = AZAR_URL) => renderRoute(<StatementPrintRoute />, { url, path: '/reports/print', user: aUser() });

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
});

describe('/reports/print', () => {
  it('shows a loading state until the report comes, then the statement', async () => {
    const answer = gate();
    const { calls } = serveReports({ replies: { report: async () => (await answer.promise, undefined) } });
    render();
    expect(await screen.findByRole('status', { name: 'در حال دریافت گزارش' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'صورت‌حساب آذر ۱۴۰۵' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'چاپ' })).toBeDisabled();
    await waitFor(() => expect(calls.report).toHaveLength(1));
    answer.open();
    expect(await screen.findByRole('region', { name: 'گردش حساب' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'در حال دریافت گزارش' })).not.toBeInTheDocument();
  });

  it('prints the customer, the period, the summary and every movement of every page, and the print button prints', async () => {
    const items = aReport().movements.items;
    // Two to a page, for a statement that reads every page.
    const asked = serveReports({
      replies: {
        report: (_n, url) =>
          ok(
            aReport({
              movements:
                url.searchParams.get('page') === '1'
                  ? { items: items.slice(0, 2), page: 1, totalPages: 2, total: 3 }
                  : { items: items.slice(2), page: 2, totalPages: 2, total: 3 },
            }),
          ),
      },
    }).calls.report;
    // happy-dom has no print().
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const { user } = render();

    const movements = await screen.findByRole('region', { name: 'گردش حساب' });
    expect(asked.map((p) => p.toString())).toEqual([
      'from=2026-11-22&to=2026-12-21&page=1&limit=100',
      'from=2026-11-22&to=2026-12-21&page=2&limit=100',
    ]);
    expect(screen.getByText('سارا محمدی')).toBeInTheDocument();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getByText('نام مشتری:').closest('dl')).toHaveTextContent('دوره:آذر ۱۴۰۵');

    const summary = screen.getByRole('region', { name: 'خلاصه دوره' });
    expect(within(summary).getByRole('rowheader', { name: 'طلای خریداری‌شده' }).closest('tr')).toHaveTextContent(
      '۲٫۵ گرم به ارزش ۱۹٬۶۲۵٬۰۰۰ تومان در ۱ معامله',
    );
    expect(within(summary).getByRole('rowheader', { name: 'مانده کیف پول طلا در پایان دوره' }).closest('tr')).toHaveTextContent(
      '۳٫۵ گرم',
    );

    const headers = within(movements)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['تاریخ', 'شرح', 'کیف پول', 'مبلغ', 'مانده']);
    expect(within(movements).getByRole('columnheader', { name: 'تاریخ' }).closest('thead')).not.toBeNull();
    const rows = within(movements).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('۱۴۰۵/۰۹/۰۱ ۰۹:۳۰واریز از درگاهکیف پول تومان\u200F+۵٬۰۰۰٬۰۰۰ تومان۱۰۵٬۰۰۰٬۰۰۰ تومان');
    expect(rows[1]).toHaveTextContent('\u200F−۱۹٬۶۲۵٬۰۰۰ تومان');
    expect(rows[2]).toHaveTextContent('کیف پول طلا');

    await user.click(screen.getByRole('button', { name: 'چاپ' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'بازگشت به گزارش' })).toHaveAttribute(
      'href',
      '/reports?from=2026-11-22&to=2026-12-21',
    );
  });

  it('a preset in the address is the same preset on the way back', async () => {
    const asked = serveReports().calls.report;
    render('/reports/print?period=this-year');
    await screen.findByRole('region', { name: 'گردش حساب' });
    expect(asked[0].get('from')).toMatch(/^\d{4}-03-2[01]$/);
    expect(screen.getByRole('link', { name: 'بازگشت به گزارش' })).toHaveAttribute('href', '/reports?period=this-year');
  });

  it('an empty period says so, and there is nothing to print', async () => {
    serveReports({
      report: aReport({
        gold: NO_TRADES,
        toman: { deposits: 0, withdrawals: 0 },
        movements: { items: [], page: 1, totalPages: 0, total: 0 },
      }),
    });
    render();
    expect(await screen.findByText('در این دوره هیچ معامله، واریز یا برداشتی ثبت نشده است')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'گردش حساب' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'چاپ' })).toBeDisabled();
  });

  it('a failed load shows the server’s words and retry asks again', async () => {
    serveReports({ replies: { report: unavailableOnce } });
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('گزارش در دسترس نیست');
    expect(screen.getByRole('button', { name: 'چاپ' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'گردش حساب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'چاپ' })).toBeEnabled();
  });
});
