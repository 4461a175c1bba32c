import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { gate } from '../../../test/fake-api/plumbing';
import { renderLive } from '../../../test/prices-listener';
import { beyond, Profiled, renderWindow, resetRenderLog } from '../../../test/profiler';
import TradingRoute from './trading';
import { OFFERS, serveTrading } from '../test/serve-trading';

/*
 * The confirmation dialog's 60-second countdown re-renders only itself. The dialog, its title, its offers
 * and the form behind it each sit in a <Profiler>; a second later only the countdown's must have committed.
 */

vi.mock(import('../components/trade-form'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, TradeForm: profiled('page/form', module.TradeForm) };
});
vi.mock(import('../components/trade-history-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, TradeHistoryCard: profiled('page/history', module.TradeHistoryCard) };
});
vi.mock(import('../components/trade-dialog'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, TradeDialog: profiled('page/dialog', module.TradeDialog) };
});
// The dialog's body renders its title and its offers afresh whenever it renders itself.
vi.mock(import('../../../shared/ui/dialog-title'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, DialogTitleWithClose: profiled('page/dialog/title', module.DialogTitleWithClose) };
});
vi.mock(import('../components/offer-list'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, OfferList: profiled('page/dialog/offers', module.OfferList) };
});
vi.mock(import('../components/trade-countdown'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../../test/profiler')]);
  return { ...module, TradeCountdown: profiled('page/dialog/countdown', module.TradeCountdown) };
});

const COUNTDOWN = 'page/dialog/countdown';

beforeEach(() => {
  resetRenderLog();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // Only the clock and the countdown's interval are fake: React Query, msw and user-event keep real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  serveTrading({ offers: OFFERS.slice(0, 2) });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tick = (ms = 1000) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

async function openDialogWithOffers(strict: boolean) {
  const { user } = renderLive(
    <Profiled id="page">
      <TradingRoute />
    </Profiled>,
    { strict, url: '/trading', path: '/trading' },
  );
  const amount = await screen.findByRole('textbox', { name: 'مقدار (گرم)' });
  await screen.findByText(/^موجودی قابل استفاده/);
  await user.type(amount, '2');
  const submit = screen.getByRole('button', { name: 'ثبت درخواست خرید' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
  await screen.findByText('هنوز معامله‌ای ثبت نکرده‌اید');
  return { dialog, user };
}

describe.each([
  ['', false],
  [' under StrictMode', true],
])('the confirmation countdown%s', (_name, strict) => {
  it('a second re-renders the countdown alone: not the dialog’s body (title, amounts, offers, buttons) nor the form', async () => {
    const { dialog } = await openDialogWithOffers(strict);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('۱:۰۰');

    const second = renderWindow();
    tick();
    expect(timer).toHaveTextContent('۰:۵۹');
    expect(second.rendered()).toEqual([COUNTDOWN]);
    expect(second.updated()).toEqual(expect.arrayContaining([COUNTDOWN]));
    expect(beyond(second.updated(), [COUNTDOWN])).toEqual([]);
  });

  it('so do the seconds that change its tone and its polite announcement, until 0 hands over to the dialog', async () => {
    const { dialog } = await openDialogWithOffers(strict);
    const countdown = screen.getByTestId('trade-countdown');

    const seconds = renderWindow();
    tick(30_000);
    expect(within(countdown).getByRole('status')).toHaveTextContent('۳۰ ثانیه تا پایان مهلت تأیید');
    tick(20_000);
    expect(countdown).toHaveAttribute('data-tone', 'error');
    expect(within(countdown).getByRole('status')).toHaveTextContent(
      '۱۰ ثانیه تا اجرای خودکار پیشنهاد طلای الف به قیمت هر گرم ۷٬۸۰۰٬۰۰۰ تومان مانده است',
    );
    tick(9_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('۰:۰۱');
    expect(seconds.rendered()).toEqual([COUNTDOWN]);
    expect(beyond(seconds.updated(), [COUNTDOWN])).toEqual([]);

    // At 0 the dialog takes over: it executes the best offer.
    tick();
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
  });
});

describe('executing by hand', () => {
  it('re-renders the dialog’s body (the status, the buttons), not the countdown nor the offers', async () => {
    const answer = gate();
    server.use(
      http.post(`${API}/api/trade-requests/:id/execute`, async () => {
        await answer.promise;
        return HttpResponse.json({ success: true, tradeId: 'trade-1' });
      }),
    );
    const { dialog, user } = await openDialogWithOffers(false);

    const executing = renderWindow();
    await user.click(within(dialog).getByRole('button', { name: 'اجرای معامله' }));
    await within(dialog).findByText('در حال اجرای معامله');
    expect(executing.rendered()).toEqual(['page/dialog/title']);
    expect(executing.updated()).not.toContain(COUNTDOWN);
    expect(executing.updated()).not.toContain('page/dialog/offers');
    answer.open();
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
  });
});
