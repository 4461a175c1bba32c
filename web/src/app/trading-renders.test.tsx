import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInProfiledShell } from './test/profiled-shell';
import { resetPushProvider } from '../shared/push/select-push-provider';
import { aUser } from '../test/fixtures';
import { serveNotifications } from '../test/fake-api/notifications';
import { PRICE } from '../test/fake-api/prices';
import { API, server } from '../test/msw-server';
import { outsideAct } from '../test/outside-act';
import { beyond, onCommit, renderWindow, resetRenderLog } from '../test/profiler';
import TradingRoute from '../features/trading/routes/trading';
import { serveTrading } from '../features/trading/test/serve-trading';

/*
 * On /trading a price tick re-renders the price displays (the header's, the price card, the form's price
 * field and its total), not the shell, the page nor the form around them. Each part sits in its own <Profiler>.
 */

vi.mock(import('./shell/sidebar'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, SidebarContent: profiled('shell/sidebar', module.SidebarContent) };
});
vi.mock(import('./shell/app-header'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, AppHeader: profiled('shell/header', module.AppHeader) };
});
vi.mock(import('../features/prices/components/header-prices'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, HeaderPrices: profiled('shell/header/prices', module.HeaderPrices) };
});
vi.mock(import('../features/prices/components/market-status'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, MarketStatus: profiled('shell/header/market', module.MarketStatus) };
});
vi.mock(import('../features/trading/components/trade-form'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, TradeForm: profiled('page/form', module.TradeForm) };
});
vi.mock(import('../features/trading/components/price-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, PriceCard: profiled('page/form/prices', module.PriceCard) };
});
vi.mock(import('../features/trading/components/trade-figures'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return {
    ...module,
    SidePriceField: profiled('page/form/price', module.SidePriceField),
    TradeSummary: profiled('page/form/total', module.TradeSummary),
  };
});
vi.mock(import('../features/trading/components/trade-history-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, TradeHistoryCard: profiled('page/history', module.TradeHistoryCard) };
});
vi.mock(import('../features/trading/components/trade-dialog'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../test/profiler')]);
  return { ...module, TradeDialog: profiled('page/dialog', module.TradeDialog) };
});

/** What a tick may re-render on this page. */
const PRICE_WIDGETS = ['shell/header/prices', 'page/form/prices', 'page/form/price', 'page/form/total'];

beforeEach(() => {
  resetRenderLog();
  resetPushProvider();
  serveTrading();
  serveNotifications();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSignedInTrading = ({ strict = false } = {}) =>
  renderInProfiledShell(<TradingRoute />, { url: '/trading', user: aUser(), strict });

const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
const amountField = () => screen.getByRole('textbox', { name: 'مقدار (گرم)' });
const priceField = () => screen.getByRole('textbox', { name: 'قیمت هر گرم (تومان)' });
const totalValue = () => screen.getByText('مبلغ کل').nextElementSibling as HTMLElement;
const priceCard = () => screen.getByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });

/** What `read` finds on the page at each commit of the page from now on, in order: what each paint could show. */
function paintsOf<T>(read: () => T): () => T[] {
  const seen: T[] = [];
  onCommit('page', () => seen.push(read()));
  return () => seen;
}

async function everythingLoaded() {
  await waitFor(() => expect(priceField()).toHaveValue(fa(PRICE.buyPrice)));
  await screen.findByText(/^موجودی قابل استفاده/);
  await screen.findByText('هنوز معامله‌ای ثبت نکرده‌اید');
  await within(screen.getByRole('banner')).findByText('بازار باز است');
}

describe.each([
  ['', false],
  [' under StrictMode', true],
])('a price tick on the trading page%s', (_name, strict) => {
  it('with no amount re-renders the price card and the price field, not the form, the page nor the shell', async () => {
    const { realtime } = renderSignedInTrading({ strict });
    await everythingLoaded();

    const tick = renderWindow();
    realtime.emit('gold-price-update', { buyPrice: 7_900_000, sellPrice: 7_750_000, lastUpdate: '2025-01-04T08:01:00.000Z' });
    await waitFor(() => expect(priceField()).toHaveValue(fa(7_900_000)));
    await within(priceCard()).findByText(fa(7_750_000));
    await within(screen.getByRole('banner')).findByText(fa(7_750_000));
    expect(totalValue()).toHaveTextContent('—');

    expect(tick.updated()).toEqual(expect.arrayContaining(['shell/header/prices', 'page/form/prices', 'page/form/price']));
    expect(beyond(tick.updated(), PRICE_WIDGETS)).toEqual([]);
    // The total shows no figure without an amount, so it has nothing to redraw.
    expect(tick.rendered()).toEqual(['page/form/price', 'page/form/prices', 'shell/header/prices']);
  });

  it('with an amount also re-renders the total, and still not the form', async () => {
    const { realtime, user } = renderSignedInTrading({ strict });
    await everythingLoaded();
    await user.type(amountField(), '2');
    await waitFor(() => expect(totalValue()).toHaveTextContent('۱۵٬۷۰۰٬۰۰۰ تومان'));

    const tick = renderWindow();
    realtime.emit('gold-price-update', { buyPrice: 7_900_000, sellPrice: 7_750_000, lastUpdate: '2025-01-04T08:01:00.000Z' });
    await waitFor(() => expect(totalValue()).toHaveTextContent('۱۵٬۸۰۰٬۰۰۰ تومان'));
    await waitFor(() => expect(priceField()).toHaveValue(fa(7_900_000)));
    await within(screen.getByRole('banner')).findByText(fa(7_750_000));

    expect(beyond(tick.updated(), PRICE_WIDGETS)).toEqual([]);
    expect(tick.rendered()).toEqual(['page/form/price', 'page/form/prices', 'page/form/total', 'shell/header/prices']);
  });
});

describe('a keystroke in the amount', () => {
  it('re-renders the field and what follows the amount, not the price card, the price field nor the page', async () => {
    const { user } = renderSignedInTrading();
    await everythingLoaded();
    await user.click(amountField());

    const keystroke = renderWindow();
    await user.keyboard('2');
    await waitFor(() => expect(totalValue()).toHaveTextContent('۱۵٬۷۰۰٬۰۰۰ تومان'));

    expect(keystroke.rendered()).toEqual(['page/form', 'page/form/total']);
    expect(keystroke.updated()).not.toEqual(expect.arrayContaining(['page/form/prices']));
    // The page sits inside the shell's Profiler; the shell's own parts have Profilers of their own.
    expect(beyond(keystroke.updated(), ['shell', 'page/form'])).toEqual([]);
  });

  // INP on a slow phone: the key paints before the form works out what the amount implies.
  it('shows the key first: the total follows in a later render', async () => {
    const { user } = renderSignedInTrading();
    await everythingLoaded();
    await user.click(amountField());

    const painted = paintsOf(() => ({ amount: (amountField() as HTMLInputElement).value, total: totalValue().textContent }));
    await user.keyboard('2');
    expect(painted()).toContainEqual({ amount: '۲', total: '—' });
    expect(painted().at(-1)).toEqual({ amount: '۲', total: '≈ ۲ گرم، ۱۵٬۷۰۰٬۰۰۰ تومان' });
  });
});

describe('a press in the form', () => {
  it('on a side shows it pressed first: the price and the total of that side follow in a later render', async () => {
    const { user } = renderSignedInTrading();
    await everythingLoaded();

    const painted = paintsOf(() => ({
      sell: screen.getByRole('button', { name: 'فروش' }).getAttribute('aria-pressed'),
      price: (priceField() as HTMLInputElement).value,
    }));
    await user.click(screen.getByRole('button', { name: 'فروش' }));
    expect(painted()).toContainEqual({ sell: 'true', price: fa(PRICE.buyPrice) });
    expect(painted().at(-1)).toEqual({ sell: 'true', price: fa(PRICE.sellPrice) });
  });

  it('on submit marks the button busy first, still focusable: the confirmation opens in a later render', async () => {
    server.use(
      http.post(`${API}/api/trade-requests`, () => HttpResponse.json({ success: true, requestId: 'request-1' })),
      http.get(`${API}/api/trade-requests/request-1/offers`, () => HttpResponse.json({ success: true, offers: [] })),
    );
    const { user } = renderSignedInTrading();
    await everythingLoaded();
    await user.type(amountField(), '2');
    const submit = screen.getByRole('button', { name: 'ثبت درخواست خرید' });
    await waitFor(() => expect(submit).toBeEnabled());

    const painted = paintsOf(() => ({
      busy: submit.getAttribute('aria-disabled') === 'true',
      disabled: (submit as HTMLButtonElement).disabled,
      dialog: !!screen.queryByRole('dialog'),
    }));
    await user.click(submit);
    expect(painted()).toContainEqual({ busy: true, disabled: false, dialog: false });
    expect(painted().at(-1)).toMatchObject({ dialog: true });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(
      'هیچ پیشنهادی در محدودهٔ قیمت درخواستی شما نرسید؛ می‌توانید درخواست را لغو کنید و با قیمت لحظه‌ای دوباره ثبت کنید.',
    );
  });

  it('on execute leaves the press to paint alone: the executing state follows in a transition', async () => {
    const executes: unknown[] = [];
    server.use(
      http.post(`${API}/api/trade-requests`, () => HttpResponse.json({ success: true, requestId: 'request-1' })),
      http.get(`${API}/api/trade-requests/request-1/offers`, () =>
        HttpResponse.json({ success: true, offers: [{ id: 'o-1', price: 7_850_000, dealerName: 'طلای الف' }] }),
      ),
      http.post(`${API}/api/trade-requests/request-1/execute`, async ({ request }) => {
        executes.push(await request.json());
        return new Promise<never>(() => undefined);
      }),
    );
    const { user } = renderSignedInTrading();
    await everythingLoaded();
    await user.type(amountField(), '2');
    await user.click(screen.getByRole('button', { name: 'ثبت درخواست خرید' }));
    const dialog = await screen.findByRole('dialog');
    const execute = within(dialog).getByRole('button', { name: 'اجرای معامله' });
    await waitFor(() => expect(execute).toBeEnabled());

    // Outside act(), as in the browser: React renders the press's urgent updates in a microtask after the event, and a
    // transition in a task of its own, after the press has painted.
    await outsideAct(async () => {
      execute.click();
      await Promise.resolve();
      expect(within(dialog).queryByText('در حال اجرای معامله')).not.toBeInTheDocument();
      await within(dialog).findByText('در حال اجرای معامله');
      expect(execute).toBeDisabled();
      await waitFor(() => expect(executes).toEqual([{ offerId: 'o-1' }]));
    });
  });
});
