import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail } from '../../test/fixtures';
import { formatToman } from '../../shared/lib/format';
import { gate } from '../../test/fake-api/plumbing';
import { KYC_LEVEL_1 } from '../../test/fake-api/kyc';
import { aTradeWallet } from '../../test/fake-api/wallets';
import { aTrade, dayHistory, renderDashboard, serveDashboard, tradesPage } from './test/serve-dashboard';

// The chart and the sparkline are lazy chunks; loading them once here keeps their first import out of every test's time.
beforeAll(async () => {
  await Promise.all([import('./components/price-chart-card'), import('./components/day-sparkline')]);
});

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('region', { name });
const findCard = (name: string) => screen.findByRole('region', { name });
const retryIn = (region: HTMLElement) => within(region).getByRole('button', { name: 'تلاش دوباره' });
/** The chart card once its chunk is in (the card the Suspense fallback showed is another element). */
async function findChart() {
  await screen.findByRole('group', { name: 'بازه نمودار' });
  return card('نمودار قیمت طلا');
}
const chartSummary = () => document.getElementById('price-chart-summary');

describe('the page', () => {
  it('has the one heading, the welcome and every card, each loading in its own reserved space', async () => {
    const wait = gate();
    serveDashboard({
      replies: {
        wallets: async () => (await wait.promise, undefined),
        kyc: async () => (await wait.promise, undefined),
      },
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeInTheDocument();
    expect(screen.getByText('سارا محمدی، خوش آمدید')).toBeInTheDocument();
    expect(within(card('ارزش دارایی')).getByRole('status', { name: 'در حال بارگذاری ارزش دارایی' })).toBeInTheDocument();
    expect(within(card('وضعیت حساب')).getByRole('status', { name: 'در حال بارگذاری وضعیت حساب' })).toBeInTheDocument();
    for (const name of ['سود و زیان', 'معاملات امروز', 'آخرین معاملات', 'دسترسی سریع', 'نمودار قیمت طلا'])
      expect(card(name)).toBeInTheDocument();
    wait.open();
    expect(await within(card('ارزش دارایی')).findByText(/۸۸٬۵۰۰٬۰۰۰/)).toBeInTheDocument();
    expect(document.title).toBe('داشبورد | پنل طلا');
  });
});

describe('the hero and empty cards', () => {
  const remSize = (element: Element) => {
    const size = getComputedStyle(element).fontSize;
    return size.endsWith('rem') ? parseFloat(size) : size.endsWith('px') ? parseFloat(size) / 16 : 0;
  };

  it('puts the portfolio value first, as the largest figure on the page, with the day’s price as a sparkline', async () => {
    serveDashboard({ trades: [aTrade('t-1')] });
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    const cards = screen.getAllByRole('region').filter((region) => region.hasAttribute('aria-labelledby'));
    expect(cards[0]).toBe(portfolio);
    const total = await within(portfolio).findByTestId('portfolio-total');
    await waitFor(() => expect(total).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
    await within(card('سود و زیان')).findByText(/گرم طلای خریده‌شده در دست/);
    const others = [...document.querySelectorAll('main *, body *')].filter(
      (element) => element !== total && !total.contains(element) && element.childElementCount === 0 && element.textContent,
    );
    const largest = Math.max(...others.map(remSize));
    expect(remSize(total)).toBeGreaterThan(largest);

    const sparkline = await within(portfolio).findByRole('img', {
      name: 'روند قیمت فروش امروز: از ۷٬۶۵۰٬۰۰۰ تا ۷٬۷۰۰٬۰۰۰ تومان',
    });
    expect(sparkline).toHaveAttribute('dir', 'ltr');
    expect(sparkline.querySelector('svg')).not.toBeNull();
  });

  it('collapses a card with nothing to show to one line, giving its reserved height back', async () => {
    serveDashboard();
    renderDashboard();
    for (const name of ['معاملات امروز', 'آخرین معاملات', 'سود و زیان']) {
      const region = await findCard(name);
      await waitFor(() => expect(region).toHaveAttribute('data-empty', 'true'));
      expect(getComputedStyle(region).minHeight).toMatch(/^0(px)?$/);
    }
    // A card with something to show keeps its reserved height.
    const account = card('وضعیت حساب');
    expect(account).not.toHaveAttribute('data-empty');
    expect(getComputedStyle(account).minHeight).toBe('400px');
  });
});

describe('the portfolio value', () => {
  it('is the Toman plus the gold at the sell price, with the split and the change since yesterday’s close', async () => {
    serveDashboard();
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
    expect(within(portfolio).getByText('طلا (۵ گرم)').nextElementSibling).toHaveTextContent('۳۸٬۵۰۰٬۰۰۰ تومان (۴۴٪)');
    expect(within(portfolio).getByText('موجودی تومانی').nextElementSibling).toHaveTextContent('۵۰٬۰۰۰٬۰۰۰ تومان (۵۶٪)');
    expect(within(portfolio).getByRole('img', { name: 'سهم طلا و تومان از دارایی: طلا ۴۴٪، تومان ۵۶٪' })).toBeInTheDocument();
    // 5 g × (7,700,000 − yesterday's 7,600,000) on 88,000,000.
    await waitFor(() =>
      expect(within(portfolio).getByText('تغییر نسبت به پایانی دیروز').nextElementSibling).toHaveTextContent(
        /^\u200F\+۵۰۰٬۰۰۰ تومان \(\u200F\+۰٫۵۷٪\)$/,
      ),
    );
  });

  // What a tick re-renders, and what it must not: dashboard-renders.test.tsx.
  it('follows a price tick', async () => {
    serveDashboard({ trades: [aTrade('t-1')] });
    const { realtime } = renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
    await within(card('وضعیت حساب')).findByText('احراز هویت: سطح ۱ از ۲');
    const recent = await within(card('آخرین معاملات')).findByRole('list', { name: 'پنج معامله آخر' });
    // Each trade's price says it is a gram's, not the trade's total.
    for (const row of within(recent).getAllByRole('listitem')) expect(row).toHaveTextContent(/[۰-۹] تومان \/ گرم/);
    await waitFor(() => expect(chartSummary()).toHaveTextContent('آخرین ۷٬۸۵۰٬۰۰۰ تومان'));

    realtime.emit('price-update', { local: 7_900_000, sell: 7_750_000, timestamp: new Date().toISOString() });
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۸٬۷۵۰٬۰۰۰ تومان'));
    expect(within(portfolio).getByText('طلا (۵ گرم)').nextElementSibling).toHaveTextContent('۳۸٬۷۵۰٬۰۰۰ تومان');
    // The chart appends the tick to its latest step.
    await waitFor(() => expect(chartSummary()).toHaveTextContent('قیمت خرید طلا در بازه یک روز: آخرین ۷٬۹۰۰٬۰۰۰ تومان'));
  });

  it('under StrictMode a tick moves the value and the chart once', async () => {
    serveDashboard();
    const { realtime } = renderDashboard({ strict: true });
    const portfolio = await findCard('ارزش دارایی');
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
    await findChart();
    await waitFor(() => expect(chartSummary()).toHaveTextContent('آخرین ۷٬۸۵۰٬۰۰۰ تومان'));
    realtime.emit('price-update', { local: 8_000_000, sell: 7_800_000, timestamp: new Date(Date.now() + 1000).toISOString() });
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۹٬۰۰۰٬۰۰۰ تومان'));
    await waitFor(() =>
      expect(chartSummary()).toHaveTextContent('قیمت خرید طلا در بازه یک روز: آخرین ۸٬۰۰۰٬۰۰۰ تومان، بیشترین ۸٬۰۰۰٬۰۰۰ تومان'),
    );
  });

  it('while the history loads, says the change is being worked out, in words a screen reader reads', async () => {
    const history = gate();
    serveDashboard({ replies: { priceHistory: async () => (await history.promise, undefined) } });
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    const change = (await within(portfolio).findByText('تغییر نسبت به پایانی دیروز')).nextElementSibling as HTMLElement;
    await waitFor(() => expect(change).toHaveTextContent('در حال محاسبه تغییر نسبت به دیروز'));
    // The placeholder itself is hidden and carries no label (a label on a plain span is not allowed).
    const placeholder = change.querySelector('.MuiSkeleton-root');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toHaveAttribute('aria-label');
    history.open();
    await waitFor(() => expect(change).not.toHaveTextContent('در حال محاسبه'));
  });

  it('says the change is unknown when the history cannot be had', async () => {
    serveDashboard({ replies: { priceHistory: () => fail(404, 'NOT_FOUND') } });
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    await waitFor(() =>
      expect(within(portfolio).getByText('تغییر نسبت به پایانی دیروز').nextElementSibling).toHaveTextContent('نامشخص'),
    );
    expect(portfolio).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان');
  });

  it('without wallets shows the empty state', async () => {
    serveDashboard({ wallets: [] });
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    expect(await within(portfolio).findByText('هنوز کیف پولی برای شما ساخته نشده است.')).toBeInTheDocument();
    expect(within(portfolio).getByRole('link', { name: 'رفتن به کیف پول' })).toHaveAttribute('href', '/wallets');
  });

  it('a failed wallets load says so in the card alone, and retry loads them', async () => {
    const { calls } = serveDashboard({
      wallets: [aTradeWallet('TOMAN', 1_000)],
      replies: { wallets: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) },
    });
    const { user } = renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    expect(await within(portfolio).findByRole('alert')).toHaveTextContent('دریافت موجودی کیف پول‌ها ممکن نشد.');
    // The rest of the page is there.
    expect(await within(card('وضعیت حساب')).findByText('احراز هویت: سطح ۱ از ۲')).toBeInTheDocument();
    await user.click(retryIn(portfolio));
    await waitFor(() => expect(portfolio).toHaveTextContent('۱٬۰۰۰ تومان'));
    expect(calls.wallets).toBe(2);
  });
});

describe('the price chart', () => {
  it('comes after the first view: its frame until the page is idle, though the prices and wallets are in', async () => {
    // The browser's idle callbacks, run when the test says the page is idle.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idle.push(() => task({} as IdleDeadline)));
    vi.stubGlobal('cancelIdleCallback', () => {});
    // After the page is unmounted, which cancels what it asked for.
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    serveDashboard();
    renderDashboard();
    const portfolio = await findCard('ارزش دارایی');
    await waitFor(() => expect(portfolio).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
    expect(within(card('نمودار قیمت طلا')).getByRole('status', { name: 'در حال بارگذاری نمودار قیمت' })).toBeInTheDocument();
    expect(screen.queryByTestId('day-sparkline')).not.toBeInTheDocument();
    act(() => idle.forEach((task) => task()));
    expect(await findChart()).toBeInTheDocument();
    expect(await screen.findByTestId('day-sparkline')).toBeInTheDocument();
  });

  it('has a toggle per range, asks for the chosen range, and says the latest, high and low in words', async () => {
    const { calls } = serveDashboard();
    const { user } = renderDashboard();
    const chart = await findChart();
    const ranges = within(within(chart).getByRole('group', { name: 'بازه نمودار' })).getAllByRole('button');
    expect(ranges.map((t) => t.textContent)).toEqual(['یک روز', 'یک هفته', 'یک ماه', 'یک سال']);
    expect(ranges.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    // No control in the first view that measures itself in layout, as MUI's tabs do.
    expect(within(chart).queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(chartSummary()).toHaveTextContent(
        'قیمت خرید طلا در بازه یک روز: آخرین ۷٬۸۵۰٬۰۰۰ تومان، بیشترین ۷٬۹۰۰٬۰۰۰ تومان و کمترین ۷٬۷۵۰٬۰۰۰ تومان. ' +
          'قیمت فروش طلا در بازه یک روز: آخرین ۷٬۷۰۰٬۰۰۰ تومان، بیشترین ۷٬۷۵۰٬۰۰۰ تومان و کمترین ۷٬۶۰۰٬۰۰۰ تومان.',
      ),
    );
    expect(within(chart).getByRole('figure')).toHaveAccessibleDescription(chartSummary()!.textContent!);
    expect(calls.priceHistory).toContain('1d');
    expect(calls.priceHistory).not.toContain('1y');

    await user.click(within(chart).getByRole('button', { name: 'یک سال' }));
    expect(within(chart).getByRole('button', { name: 'یک سال' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByRole('button', { name: 'یک روز' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.priceHistory).toContain('1y'));
    await waitFor(() => expect(chartSummary()).toHaveTextContent('قیمت خرید طلا در بازه یک سال'));
  });

  it('labels the axes in Persian digits: Tehran times for a day, Jalali months for a year', async () => {
    const year = Array.from({ length: 365 }, (_, i) => ({
      at: new Date(Date.now() - (365 - i) * 86_400_000).toISOString(),
      buy: 7_000_000 + i * 1000,
      sell: 6_900_000 + i * 1000,
    }));
    serveDashboard({ priceHistory: { '1d': dayHistory(), '1y': year } });
    const { user } = renderDashboard();
    const chart = await findChart();
    const figure = await within(chart).findByRole('figure');
    await waitFor(() => expect(figure).toHaveTextContent(/[۰-۹]{2}:[۰-۹]{2}/));
    expect(figure).toHaveTextContent('۷٫۸ میلیون');
    expect(figure).not.toHaveTextContent(/[0-9]/);

    await user.click(within(chart).getByRole('button', { name: 'یک سال' }));
    await waitFor(() =>
      expect(within(chart).getByRole('figure')).toHaveTextContent(
        /فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/,
      ),
    );
    expect(within(chart).getByRole('figure')).not.toHaveTextContent(/[0-9]|January|Jan/);
  });

  it('an empty range without a live price says so', async () => {
    serveDashboard({ priceHistory: {}, replies: { price: () => fail(500, 'INTERNAL_ERROR') } });
    renderDashboard();
    const chart = await findChart();
    expect(await within(chart).findByText('برای این بازه هنوز قیمتی ثبت نشده است.')).toBeInTheDocument();
  });

  it('against an API without the history call draws the prices since the page opened, with a note', async () => {
    serveDashboard({ replies: { priceHistory: () => fail(404, 'NOT_FOUND') } });
    const { realtime } = renderDashboard();
    const chart = await findChart();
    expect(await within(chart).findByRole('note')).toHaveTextContent('تاریخچه قیمت در این سرویس در دسترس نیست');
    await waitFor(() => expect(chartSummary()).toHaveTextContent('آخرین ۷٬۸۵۰٬۰۰۰ تومان'));
    realtime.emit('price-update', { local: 7_950_000, sell: 7_800_000, timestamp: new Date(Date.now() + 1000).toISOString() });
    await waitFor(() =>
      expect(chartSummary()).toHaveTextContent(
        'قیمت خرید طلا در بازه یک روز: آخرین ۷٬۹۵۰٬۰۰۰ تومان، بیشترین ۷٬۹۵۰٬۰۰۰ تومان و کمترین ۷٬۸۵۰٬۰۰۰ تومان.',
      ),
    );
  });

  it('a failed history call shows the ticks with an error, and retry asks again', async () => {
    // The day's history fails until the retry: the hero's sparkline reads it too, and may ask first.
    let failing = true;
    const { calls } = serveDashboard({
      priceHistory: { '1d': dayHistory() },
      replies: {
        priceHistory: (_n, url) => (url.searchParams.get('range') === '1d' && failing ? fail(500, 'INTERNAL_ERROR') : undefined),
      },
    });
    const { user } = renderDashboard();
    const chart = await findChart();
    const alert = await within(chart).findByRole('alert');
    expect(alert).toHaveTextContent('دریافت تاریخچه قیمت ممکن نشد');
    expect(calls.priceHistory).toContain('1d');
    failing = false;
    await user.click(retryIn(chart));
    await waitFor(() => expect(within(chart).queryByRole('alert')).not.toBeInTheDocument());
    expect(chartSummary()).toHaveTextContent('بیشترین ۷٬۹۰۰٬۰۰۰ تومان');
  });
});

describe('the price chart reads in time', () => {
  const xTicks = (figure: HTMLElement) =>
    [...figure.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickContainer')].map((tick) =>
      Number(/translate\(([-\d.]+)/.exec(tick.getAttribute('transform') ?? '')?.[1]),
    );
  const chartFigure = async () => within(await findChart()).findByRole('figure');

  it('runs left to right in an LTR island: the oldest time on the left, the newest on the right', async () => {
    serveDashboard();
    renderDashboard();
    const figure = await chartFigure();
    await waitFor(() => expect(figure).toHaveTextContent(/[۰-۹]{2}:[۰-۹]{2}/));
    expect(figure).toHaveAttribute('dir', 'ltr');
    // The axis's ticks come in time order: each later one further right.
    const xs = xTicks(figure);
    expect(xs.length).toBeGreaterThan(1);
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1]!);
  });

  it('marks the current buy and sell prices, and moves the marks with a tick', async () => {
    serveDashboard();
    const { realtime } = renderDashboard();
    const figure = await chartFigure();
    await waitFor(() => expect(figure).toHaveTextContent('قیمت خرید اکنون: ۷٬۸۵۰٬۰۰۰'));
    expect(figure).toHaveTextContent('قیمت فروش اکنون: ۷٬۷۰۰٬۰۰۰');
    realtime.emit('price-update', { local: 7_870_000, sell: 7_720_000, timestamp: new Date().toISOString() });
    await waitFor(() => expect(figure).toHaveTextContent('قیمت خرید اکنون: ۷٬۸۷۰٬۰۰۰'));
    expect(figure).toHaveTextContent('قیمت فروش اکنون: ۷٬۷۲۰٬۰۰۰');
  });

  it('keeps the keyboard focus only while the customer keeps it there: Tab leaves, and a tick never pulls it back', async () => {
    serveDashboard();
    const { user, realtime } = renderDashboard();
    const figure = await chartFigure();
    await waitFor(() => expect(figure).toHaveTextContent('قیمت خرید اکنون: ۷٬۸۵۰٬۰۰۰'));
    const entry = figure.querySelector<HTMLElement>('[tabindex="0"]')!;
    await act(async () => entry.focus());
    // To the newest point, the one a tick moves.
    await user.keyboard('{End}');
    expect(figure).toContainElement(document.activeElement as HTMLElement);

    // A tick while the customer is there: the focus stays, the marks follow the live price.
    const tick = (local: number) =>
      realtime.emit('price-update', { local, sell: local - 150_000, timestamp: new Date().toISOString() });
    tick(7_860_000);
    await waitFor(() => expect(figure).toHaveTextContent('قیمت خرید اکنون: ۷٬۸۶۰٬۰۰۰'));
    expect(figure).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    const outside = document.activeElement;
    expect(figure).not.toContainElement(outside as HTMLElement);
    for (const local of [7_880_000, 7_890_000]) {
      tick(local);
      await waitFor(() => expect(figure).toHaveTextContent(`قیمت خرید اکنون: ${formatToman(local)}`));
      expect(document.activeElement).toBe(outside);
    }
  });
});

describe('profit and loss', () => {
  const HISTORY = [
    aTrade('4', { type: 'sell', amount: 0.5, total: 3_900_000, timestamp: '2025-01-04T07:00:00.000Z' }),
    aTrade('3', { type: 'buy', amount: 2, status: 'cancelled', timestamp: '2025-01-04T06:00:00.000Z' }),
    aTrade('2', { type: 'buy', amount: 1.25, price: 7_000_000, timestamp: '2025-01-03T21:00:00.000Z' }),
    aTrade('1', { type: 'buy', amount: 1, total: 7_700_000, timestamp: '2025-01-03T20:00:00.000Z' }),
  ];

  it('says why its grams differ from the wallet’s: gold that did not come through the trades', async () => {
    serveDashboard({ trades: HISTORY });
    renderDashboard();
    const profit = await findCard('سود و زیان');
    await within(profit).findByText('۱٫۷۵ گرم طلای خریده‌شده در دست');
    // The wallet holds 5 g; the trades bought and kept 1.75 g.
    expect(
      await within(profit).findByText(
        '۳٫۲۵ گرم از طلای کیف پول شما از راه معاملات خریده نشده است (مثلاً واریز یا انتقال)؛ سود و زیان فقط برای طلای خریده‌شده با معامله حساب می‌شود.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a difference when the wallet holds just what the trades bought', async () => {
    serveDashboard({ trades: HISTORY, wallets: [aTradeWallet('TOMAN', 50_000_000), aTradeWallet('GOLD_18K', 1.75)] });
    renderDashboard();
    const profit = await findCard('سود و زیان');
    await within(profit).findByText('۱٫۷۵ گرم طلای خریده‌شده در دست');
    expect(within(profit).queryByText(/از راه معاملات خریده نشده/)).not.toBeInTheDocument();
  });

  it('is the held gold’s worth at the sell price against its average cost, in Toman and %', async () => {
    const { calls } = serveDashboard({ trades: HISTORY });
    renderDashboard();
    const profit = await findCard('سود و زیان');
    // Bought 2.25 g for 16,450,000; sold 0.5 g at the average (3,655,556): 1.75 g cost 12,794,444, worth 13,475,000.
    await within(profit).findByText('۱٫۷۵ گرم طلای خریده‌شده در دست');
    expect(profit).toHaveTextContent(/\+۶۸۰٬۵۵۶ تومان/);
    expect(profit).toHaveTextContent(/\+۵٫۳۲٪/);
    expect(within(profit).getByText('بهای تمام‌شده').nextElementSibling).toHaveTextContent('۱۲٬۷۹۴٬۴۴۴ تومان');
    expect(within(profit).getByText('ارزش به قیمت فروش امروز').nextElementSibling).toHaveTextContent('۱۳٬۴۷۵٬۰۰۰ تومان');
    expect(within(profit).getByText('میانگین بهای هر گرم').nextElementSibling).toHaveTextContent('۷٬۳۱۱٬۱۱۱ تومان');
    expect(calls.history[0].searchParams.get('limit')).toBe('100');
  });

  it('reads up to five pages of 100, and says when older trades were left out', async () => {
    const { calls } = serveDashboard({
      replies: {
        history: (_n, url) => {
          const page = Number(url.searchParams.get('page'));
          return tradesPage([aTrade(`p${page}`, { timestamp: new Date(Date.UTC(2025, 0, 10 - page)).toISOString() })], page, 9);
        },
      },
    });
    renderDashboard();
    const profit = await findCard('سود و زیان');
    expect(
      await within(profit).findByText('تاریخچه معاملات شما طولانی است؛ این محاسبه فقط بر پایه ۵ معامله آخر است.'),
    ).toBeInTheDocument();
    expect(calls.history.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('without bought gold shows the empty state', async () => {
    serveDashboard();
    renderDashboard();
    const profit = await findCard('سود و زیان');
    expect(await within(profit).findByText('هنوز طلایی از راه معامله نخریده‌اید که سود و زیانش حساب شود.')).toBeInTheDocument();
  });

  it('a failed history says so, and retry reads it', async () => {
    serveDashboard({ trades: HISTORY, replies: { history: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = renderDashboard();
    const profit = await findCard('سود و زیان');
    expect(await within(profit).findByRole('alert')).toHaveTextContent('دریافت تاریخچه معاملات ممکن نشد.');
    expect(within(card('معاملات امروز')).getByRole('alert')).toBeInTheDocument();
    await user.click(retryIn(profit));
    expect(await within(profit).findByText('۱٫۷۵ گرم طلای خریده‌شده در دست')).toBeInTheDocument();
  });
});

describe('the trades', () => {
  it('today’s completed trades: count and grams; the last five with a link to /trading', async () => {
    const old = '2024-06-01T08:00:00.000Z';
    serveDashboard({
      trades: [
        aTrade('7', { type: 'buy', amount: 1.5 }),
        aTrade('6', { type: 'sell', amount: 0.25 }),
        aTrade('5', { type: 'buy', amount: 3, status: 'pending' }),
        aTrade('4', { timestamp: old }),
        aTrade('3', { timestamp: old }),
        aTrade('2', { timestamp: old }),
        aTrade('1', { timestamp: old }),
      ],
    });
    const { user, router } = renderDashboard();
    const today = await findCard('معاملات امروز');
    await waitFor(() => expect(within(today).getByText('تعداد معاملات انجام‌شده').nextElementSibling).toHaveTextContent('۲'));
    expect(within(today).getByText('طلای خریده‌شده').nextElementSibling).toHaveTextContent('۱٫۵ گرم');
    expect(within(today).getByText('طلای فروخته‌شده').nextElementSibling).toHaveTextContent('۰٫۲۵ گرم');

    const recent = card('آخرین معاملات');
    const rows = within(within(recent).getByRole('list', { name: 'پنج معامله آخر' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('خرید ۱٫۵ گرم');
    expect(rows[1]).toHaveTextContent('فروش ۰٫۲۵ گرم');
    expect(rows[2]).toHaveTextContent('در انتظار');
    expect(rows[0]).toHaveTextContent('۷٬۸۰۰٬۰۰۰ تومان');
    await user.click(within(recent).getByRole('link', { name: 'همه معاملات' }));
    expect(router.state.location.pathname).toBe('/trading');
  });

  it('without trades both cards show their empty states', async () => {
    serveDashboard();
    renderDashboard();
    expect(await within(card('معاملات امروز')).findByText('امروز معامله‌ای انجام نداده‌اید.')).toBeInTheDocument();
    expect(within(card('آخرین معاملات')).getByText('هنوز معامله‌ای ثبت نکرده‌اید.')).toBeInTheDocument();
  });

  it('a failed load says so in each card, and retry loads them', async () => {
    serveDashboard({ trades: [aTrade('1')], replies: { history: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = renderDashboard();
    const recent = await findCard('آخرین معاملات');
    expect(await within(recent).findByRole('alert')).toHaveTextContent('دریافت آخرین معاملات ممکن نشد.');
    await user.click(retryIn(recent));
    expect(await within(recent).findByRole('list', { name: 'پنج معامله آخر' })).toBeInTheDocument();
  });
});

describe('the account status', () => {
  it('shows the level as progress to 2, what is missing with a link to finish it, and the join date', async () => {
    serveDashboard();
    renderDashboard();
    const account = await findCard('وضعیت حساب');
    expect(await within(account).findByText('احراز هویت: سطح ۱ از ۲')).toBeInTheDocument();
    const progress = within(account).getByRole('progressbar', { name: 'پیشرفت احراز هویت تا سطح ۲' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    const missing = within(account).getByRole('list', { name: 'برای رسیدن به سطح ۲ باقی مانده:' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['تأیید دست‌کم یک حساب بانکی']);
    expect(within(account).getByRole('link', { name: 'تکمیل احراز هویت' })).toHaveAttribute('href', '/settings?section=kyc');
    expect(within(account).getByText('تاریخ عضویت').nextElementSibling).toHaveTextContent('۱ فروردین ۱۴۰۳');
  });

  it('at level 0 lists every step; at level 2 says it is complete', async () => {
    serveDashboard({ kyc: { ...KYC_LEVEL_1, kycLevel: 0, nationalIdVerified: false, birthdateVerified: false } });
    renderDashboard();
    const account = await findCard('وضعیت حساب');
    const missing = await within(account).findByRole('list', { name: 'برای رسیدن به سطح ۲ باقی مانده:' });
    expect(within(missing).getAllByRole('listitem')).toHaveLength(3);
  });

  it('at level 2 says it is complete, without a link', async () => {
    serveDashboard({ kyc: { ...KYC_LEVEL_1, kycLevel: 2, bankVerified: true } });
    renderDashboard();
    const account = await findCard('وضعیت حساب');
    expect(await within(account).findByText('احراز هویت شما کامل است.')).toBeInTheDocument();
    expect(within(account).queryByRole('link')).not.toBeInTheDocument();
    // A standing fact, not something that just happened: no alert to interrupt a screen reader.
    expect(within(account).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed KYC load says so, and retry loads it', async () => {
    serveDashboard({ replies: { kyc: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = renderDashboard();
    const account = await findCard('وضعیت حساب');
    expect(await within(account).findByRole('alert')).toHaveTextContent('دریافت وضعیت احراز هویت ممکن نشد.');
    await user.click(retryIn(account));
    expect(await within(account).findByText('احراز هویت: سطح ۱ از ۲')).toBeInTheDocument();
  });
});

describe('the quick actions', () => {
  it('open the trading form on each side and the Toman wallet’s deposit and withdraw dialogs', async () => {
    serveDashboard();
    renderDashboard();
    const actions = card('دسترسی سریع');
    const href = (name: string) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect(href('خرید طلا')).toBe('/trading');
    expect(href('فروش طلا')).toBe('/trading?side=sell');
    expect(href('واریز')).toBe('/wallets?action=deposit');
    expect(href('برداشت')).toBe('/wallets?action=withdraw');
    await findCard('ارزش دارایی');
  });
});
