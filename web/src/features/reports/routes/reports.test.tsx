import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jalaliPeriod, tehranDay } from '@gold/contracts/rules/jalali';
import { presetRange } from '../lib/period';
import { aUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { aReport, NO_TRADES, serveReports, unavailableOnce } from '../../../test/fake-api/reports';
import ReportsRoute from './reports';

const render = (url = '/reports') => renderRoute(<ReportsRoute />, { url, path: '/reports', user: aUser() });

// The pickers and the chart are lazy chunks; loading them once here keeps their first import out of every test's time.
beforeAll(async () => {
  await Promise.all([import('../components/custom-range'), import('../components/months-chart')]);
});

beforeEach(() => {
  vi.useRealTimers();
});

describe('/reports', () => {
  it('asks for this Jalali month by default and shows the summary, the months and the movements', async () => {
    const asked = serveReports().calls.report;
    render();
    expect(await screen.findByRole('heading', { name: 'گزارش‌ها', level: 1 })).toBeInTheDocument();
    const thisMonth = presetRange('this-month', tehranDay(new Date()));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(thisMonth.from));
    expect(asked.at(-1)?.get('to')).toBe(thisMonth.to);
    expect(screen.getByRole('button', { name: 'این ماه' })).toHaveAttribute('aria-pressed', 'true');
    const downloads = screen.getByRole('group', { name: 'دریافت صورت‌حساب' });
    expect(within(downloads).getByRole('button', { name: 'دریافت PDF' })).toBeEnabled();
    expect(within(downloads).getByRole('link', { name: 'نسخه چاپی' })).toHaveAttribute(
      'href',
      '/reports/print?period=this-month',
    );

    const bought = await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    expect(bought).toHaveTextContent('۲٫۵ گرم');
    expect(bought).toHaveTextContent('۱۹٬۶۲۵٬۰۰۰ تومان');
    expect(bought).toHaveTextContent('میانگین هر گرم ۷٬۸۵۰٬۰۰۰ تومان');
    expect(screen.getByRole('region', { name: 'کیف پول طلا' })).toHaveTextContent('مانده ابتدای دوره: ۱ گرم');
    const months = screen.getByRole('region', { name: 'به تفکیک ماه' });
    expect(within(months).getByRole('rowheader')).toHaveTextContent('آذر ۱۴۰۵');
    const movements = screen.getByRole('region', { name: 'گردش حساب' });
    expect(within(movements).getAllByRole('row')).toHaveLength(4);
    // Signed, the sign read first beside its number.
    expect(within(movements).getAllByRole('row')[1]).toHaveTextContent('\u200F+۵٬۰۰۰٬۰۰۰ تومان');
    expect(within(movements).getAllByRole('row')[2]).toHaveTextContent('\u200F−۱۹٬۶۲۵٬۰۰۰ تومان');
    expect(within(movements).getAllByRole('row')[3]).toHaveTextContent('۳٫۵ گرم');
  });

  it('a preset chip asks for its period and keeps it in the address', async () => {
    const asked = serveReports().calls.report;
    const { router, user } = render();
    await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    await user.click(screen.getByRole('button', { name: 'امسال' }));
    const year = jalaliPeriod('this-year', tehranDay(new Date()));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(year.from));
    expect(router.state.location.search).toBe('?period=this-year');
  });

  it('a custom range in the address is asked for as it is', async () => {
    const asked = serveReports().calls.report;
    render('/reports?from=2026-01-01&to=2026-06-30&page=2');
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('from=2026-01-01&to=2026-06-30&page=2&limit=20'));
    expect(screen.getByText(/^از .* تا .*$/)).toHaveTextContent('از ۱۱ دی ۱۴۰۴ تا ۹ تیر ۱۴۰۵');
  });

  it('draws the months’ bought and sold grams as bars', async () => {
    serveReports();
    render();
    const chart = await screen.findByRole('figure', { name: 'خرید و فروش طلا در هر ماه' });
    expect(chart).toHaveAccessibleDescription(/جدول «به تفکیک ماه»/);
    // One month: a bar for the 2.5 g bought, and a bar of no height for nothing sold.
    const bars = () => [...chart.querySelectorAll('.MuiBarChart-element')].map((bar) => Number(bar.getAttribute('height')));
    await waitFor(() => expect(bars()).toHaveLength(2));
    const [bought, sold] = bars();
    expect(bought).toBeGreaterThan(0);
    expect(sold).toBe(0);
    expect(chart).toHaveTextContent('آذر ۱۴۰۵');
  });

  it('draws no chart for a period without trades', async () => {
    const deposits = aReport().months.map((m) => ({ ...m, boughtMg: 0, boughtToman: 0 }));
    serveReports({ report: aReport({ gold: NO_TRADES, months: deposits }) });
    render();
    expect(await screen.findByRole('region', { name: 'به تفکیک ماه' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('a custom range: the chip shows two Jalali pickers on the current period, and a day picked asks for the new range', async () => {
    const asked = serveReports().calls.report;
    const { router, user } = render('/reports?from=2026-11-01&to=2026-11-20');
    const range = await screen.findByRole('group', { name: 'بازه دلخواه گزارش' });
    expect(screen.getByRole('button', { name: 'بازه دلخواه' })).toHaveAttribute('aria-pressed', 'true');
    const from = within(range).getByRole('group', { name: 'از تاریخ' });
    expect(from).toHaveTextContent('۱۴۰۵/۰۸/۱۰');
    const open = within(range).getAllByRole('button', { name: /^تاریخ را انتخاب کنید/ });
    expect(open[0]).toHaveAccessibleName('تاریخ را انتخاب کنید، تاریخ انتخاب شده ۱۰ آبان ۱۴۰۵ است');
    await user.click(open[0]);
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '۵' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-27&to=2026-11-20'));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-10-27'));
  });

  it('a custom end typed before the start says so in Persian and asks for nothing', async () => {
    const asked = serveReports().calls.report;
    const { router, user } = render('/reports?from=2026-11-01&to=2026-11-20');
    const range = await screen.findByRole('group', { name: 'بازه دلخواه گزارش' });
    await waitFor(() => expect(asked).toHaveLength(1));
    const to = within(range).getByRole('group', { name: 'تا تاریخ' });
    await user.click(within(to).getByRole('spinbutton', { name: 'روز' }));
    await user.keyboard('05');
    expect(to).toHaveTextContent('۱۴۰۵/۰۸/۰۵');
    expect(await within(range).findByText('تاریخ پایان نباید پیش از تاریخ شروع باشد')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-20');
    expect(asked).toHaveLength(1);
  });

  it('choosing a custom range from this month starts it today at the latest, with nothing to correct', async () => {
    const asked = serveReports().calls.report;
    const { router, user } = render('/reports');
    await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    await user.click(screen.getByRole('button', { name: 'بازه دلخواه' }));
    const today = tehranDay(new Date());
    const month = jalaliPeriod('this-month', today);
    expect(router.state.location.search).toBe(`?from=${month.from}&to=${today}`);
    const range = await screen.findByRole('group', { name: 'بازه دلخواه گزارش' });
    expect(within(range).queryByText('تاریخ نمی‌تواند بعد از امروز باشد')).not.toBeInTheDocument();
    expect(asked.every((query) => query.get('to')! <= today)).toBe(true);
  });

  it('keeps the headings in order: one h1, then h2s, then h3s, none skipped', async () => {
    serveReports();
    render();
    await screen.findByRole('region', { name: 'گردش حساب' });
    await screen.findByRole('figure', { name: 'خرید و فروش طلا در هر ماه' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels
      .slice(1)
      .forEach((level, i) => expect(level - levels[i], `heading ${i + 2} after h${levels[i]}`).toBeLessThanOrEqual(1));
  });

  it('choosing a custom range starts from the period shown', async () => {
    serveReports();
    const { router, user } = render('/reports?period=last-month');
    await screen.findByRole('region', { name: 'طلای خریداری‌شده' });
    await user.click(screen.getByRole('button', { name: 'بازه دلخواه' }));
    const last = jalaliPeriod('last-month', tehranDay(new Date()));
    expect(router.state.location.search).toBe(`?from=${last.from}&to=${last.to}`);
    expect(await screen.findByRole('group', { name: 'بازه دلخواه گزارش' })).toBeInTheDocument();
  });

  it('an empty period says so', async () => {
    serveReports({
      report: aReport({
        gold: NO_TRADES,
        toman: { deposits: 0, withdrawals: 0 },
        months: [],
        movements: { items: [], page: 1, totalPages: 0, total: 0 },
      }),
    });
    render();
    expect(await screen.findByText('در این دوره هیچ معامله، واریز یا برداشتی ثبت نشده است')).toBeInTheDocument();
  });

  it('a failed load shows the server’s words and retry asks again', async () => {
    serveReports({ replies: { report: unavailableOnce } });
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('گزارش در دسترس نیست');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'طلای خریداری‌شده' })).toBeInTheDocument();
  });
});
