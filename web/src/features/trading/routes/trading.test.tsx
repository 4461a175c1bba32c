import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kyc } from '@gold/contracts/kyc';
import { renderLive } from '../../../test/prices-listener';
import { fail, ok } from '../../../test/fixtures';
import { KYC_LEVEL_1 } from '../../../test/fake-api/kyc';
import { gate } from '../../../test/fake-api/plumbing';
import { OPEN_MARKET, PRICE } from '../../../test/fake-api/prices';
import { providerTrade } from '../../../test/fake-api/trades';
import { aTradeWallet } from '../../../test/fake-api/wallets';
import { stub } from '../../../test/render';
import TradingRoute from './trading';
import { OFFERS, serveTrading, type TradingReplies } from '../test/serve-trading';

// ---------------------------------------------------------------------------------------------------------------
// Test data and the provider's answers

const CLOSED = { isOpen: false, currentStatus: 'closed', nextOpenTime: '2025-01-04T04:30:00.000Z' };

const aKyc = (overrides: Partial<Kyc> = {}): Kyc => ({ ...KYC_LEVEL_1, ...overrides });

const aTrade = (id: string, overrides: Record<string, unknown> = {}) =>
  providerTrade({ id, total: 19_500_000, dealerName: null, ...overrides });
const historyPage = (requests: unknown[], page = 1, totalPages = 1) =>
  HttpResponse.json({ success: true, requests, pagination: { page, totalPages } });

/** Answers every call the page makes from the shared fakes, recording what was sent; `replies` answer instead. */
const serve = (replies: TradingReplies = {}) => serveTrading({ replies }).calls;

// ---------------------------------------------------------------------------------------------------------------
// Rendering and queries

function renderTrading({ strict = false, url = '/trading' } = {}) {
  return renderLive(<TradingRoute />, { strict, url, path: '/trading', routes: [stub('/settings'), stub('/')] });
}

const amountField = () => screen.getByRole('textbox', { name: /^مقدار \(گرم\)|^مبلغ \(تومان\)/ });
const priceField = () => screen.getByRole('textbox', { name: 'قیمت هر گرم (تومان)' });
const submitButton = () => screen.getByRole('button', { name: /^ثبت درخواست (خرید|فروش)$/ });
const totalValue = () => screen.getByText('مبلغ کل').nextElementSibling as HTMLElement;
const sideButton = (name: 'خرید' | 'فروش') =>
  within(screen.getByRole('group', { name: 'نوع معامله' })).getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');
const executeButton = () => within(dialog()).getByRole('button', { name: 'اجرای معامله' });
const cancelButton = () => within(dialog()).getByRole('button', { name: /^لغو/ });
const offerList = (name = 'پیشنهاد فروشندگان') => within(dialog()).getByRole('radiogroup', { name });
const offerRadios = (name?: string) => within(offerList(name)).getAllByRole('radio');
const historyList = () => screen.getByRole('list', { name: 'تاریخچه معاملات' });
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Waits until the form has its price and the wallets. */
async function formReady() {
  await waitFor(() => expect(priceField()).toHaveValue('۷٬۸۵۰٬۰۰۰'));
  await screen.findByText(/^موجودی قابل استفاده/);
}

/** Types `amount` grams on `side` and submits: the dialog opens. */
async function openDialog(user: ReturnType<typeof renderTrading>['user'], { side = 'buy' as 'buy' | 'sell', amount = '2' } = {}) {
  await formReady();
  if (side === 'sell') await user.click(sideButton('فروش'));
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
  return screen.findByRole('dialog');
}

/** Opens the dialog and waits for the offers. */
async function openWithOffers(user: ReturnType<typeof renderTrading>['user'], options?: Parameters<typeof openDialog>[1]) {
  await openDialog(user, options);
  await within(dialog()).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
}

/** Asserts the elements come in document order. */
function expectInOrder(...elements: Element[]) {
  for (let i = 1; i < elements.length; i++) {
    expect(elements[i - 1].compareDocumentPosition(elements[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------------------------

describe('the KYC gate', () => {
  it('shows a loading state while the KYC loads, then the trading tools for level 1', async () => {
    const wait = gate();
    serve({
      kyc: async () => {
        await wait.promise;
        return ok(aKyc({ kycLevel: 1 }));
      },
    });
    renderTrading();
    expect(screen.getByRole('heading', { level: 1, name: 'معاملات طلا' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'در حال دریافت وضعیت احراز هویت' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'درخواست معامله' })).not.toBeInTheDocument();
    wait.open();
    expect(await screen.findByRole('heading', { name: 'درخواست معامله' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تاریخچه معاملات' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'در حال دریافت وضعیت احراز هویت' })).not.toBeInTheDocument();
    expect(screen.queryByText('برای معامله، احراز هویت لازم است')).not.toBeInTheDocument();
  });

  it('a failed KYC load says so, and retry asks again', async () => {
    const calls = serve({ kyc: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : ok(aKyc())) });
    const { user } = renderTrading();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('خطا در دریافت اطلاعات احراز هویت');
    expect(screen.queryByRole('heading', { name: 'درخواست معامله' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'درخواست معامله' })).toBeInTheDocument();
    expect(calls.kyc).toBe(2);
  });

  it('level 0 shows the restricted card: the level, the steps and the links, and no trading tools', async () => {
    const calls = serve({ kyc: () => ok(aKyc({ kycLevel: 0, nationalIdVerified: true, birthdateVerified: false })) });
    const { user } = renderTrading();
    const card = await screen.findByRole('region', { name: 'برای معامله، احراز هویت لازم است' });
    expect(within(card).getByText('سطح فعلی شما: ۰')).toBeInTheDocument();
    expect(within(card).getByText('تأیید کد ملی').closest('li')).toHaveTextContent('انجام شده');
    expect(within(card).getByText('تأیید تاریخ تولد').closest('li')).toHaveTextContent('انجام نشده');
    expect(
      within(card)
        .getByText(/^افزودن حساب بانکی/)
        .closest('li'),
    ).toHaveTextContent('انجام نشده');
    expect(within(card).getByRole('link', { name: 'تکمیل احراز هویت' })).toHaveAttribute('href', '/settings?section=kyc');
    expect(within(card).getByRole('link', { name: 'بازگشت به داشبورد' })).toHaveAttribute('href', '/');
    expect(within(card).getByRole('button', { name: 'بررسی دوباره وضعیت' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'درخواست معامله' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'تاریخچه معاملات' })).not.toBeInTheDocument();
    expect(calls.history).toHaveLength(0);

    await user.click(within(card).getByRole('link', { name: 'تکمیل احراز هویت' }));
    expect(await screen.findByRole('heading', { name: 'page /settings' })).toBeInTheDocument();
  });

  it('the card’s back link goes to the dashboard', async () => {
    serve({ kyc: () => ok(aKyc({ kycLevel: 0 })) });
    const { user } = renderTrading();
    await user.click(await screen.findByRole('link', { name: 'بازگشت به داشبورد' }));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
  });

  it('refreshing the level shows the trading tools once it reaches 1', async () => {
    const calls = serve({ kyc: (n) => ok(aKyc({ kycLevel: n === 1 ? 0 : 1 })) });
    const { user } = renderTrading();
    await user.click(await screen.findByRole('button', { name: 'بررسی دوباره وضعیت' }));
    expect(await screen.findByRole('heading', { name: 'درخواست معامله' })).toBeInTheDocument();
    expect(calls.kyc).toBe(2);
  });

  it('a failed refresh keeps the card and toasts', async () => {
    serve({ kyc: (n) => (n === 1 ? ok(aKyc({ kycLevel: 0 })) : fail(500, 'INTERNAL_ERROR')) });
    const { user } = renderTrading();
    await user.click(await screen.findByRole('button', { name: 'بررسی دوباره وضعیت' }));
    expect(await screen.findByText('خطا در بروزرسانی اطلاعات احراز هویت')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'برای معامله، احراز هویت لازم است' })).toBeInTheDocument();
    expect(screen.getByText('سطح فعلی شما: ۰')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'بررسی دوباره وضعیت' })).toBeEnabled());
  });
});

describe('the trade form', () => {
  it('comes in the spec’s order and fills the price of the side, following live prices', async () => {
    serve();
    const { user, realtime } = renderTrading();
    await formReady();

    const prices = screen.getByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
    expect(within(prices).getByText('۷٬۸۵۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices).getByText('۷٬۷۰۰٬۰۰۰')).toBeInTheDocument();
    expect(sideButton('خرید')).toHaveAttribute('aria-pressed', 'true');
    expect(priceField()).toHaveAttribute('readonly');
    expect(totalValue()).toHaveTextContent('—');
    expect(submitButton()).toBeDisabled();

    await user.type(amountField(), '2');
    expect(totalValue()).toHaveTextContent('۱۵٬۷۰۰٬۰۰۰ تومان');
    expect(screen.queryByText('برای فروش، موجودی طلای کافی در کیف پول لازم است.')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('ثبت درخواست خرید');
    expect(submitButton()).toBeEnabled();

    // A sell uses the sell price and shows the note.
    await user.click(sideButton('فروش'));
    expect(sideButton('فروش')).toHaveAttribute('aria-pressed', 'true');
    expect(priceField()).toHaveValue('۷٬۷۰۰٬۰۰۰');
    expect(totalValue()).toHaveTextContent('۱۵٬۴۰۰٬۰۰۰ تومان');
    const note = screen.getByText('برای فروش، موجودی طلای کافی در کیف پول لازم است.');
    expect(submitButton()).toHaveTextContent('ثبت درخواست فروش');
    expectInOrder(
      prices,
      screen.getByRole('group', { name: 'نوع معامله' }),
      amountField(),
      priceField(),
      note,
      totalValue(),
      submitButton(),
    );

    // A live price moves the field and the total.
    realtime.emit('gold-price-update', { buyPrice: 7_900_000, sellPrice: 7_750_000, lastUpdate: '2025-01-04T08:01:00.000Z' });
    await waitFor(() => expect(priceField()).toHaveValue('۷٬۷۵۰٬۰۰۰'));
    expect(totalValue()).toHaveTextContent('۱۵٬۵۰۰٬۰۰۰ تومان');
    await user.click(sideButton('خرید'));
    expect(priceField()).toHaveValue('۷٬۹۰۰٬۰۰۰');
    expect(totalValue()).toHaveTextContent('۱۵٬۸۰۰٬۰۰۰ تومان');
    expect(screen.queryByText('برای فروش، موجودی طلای کافی در کیف پول لازم است.')).not.toBeInTheDocument();
  });

  it('has one total: the submit button is described by the visible figure itself, with no lagging hidden copy', async () => {
    serve();
    const { user, realtime } = renderTrading();
    await formReady();
    // The figure is not a live region (the price moves it every second), and no hidden copy of it is.
    expect(totalValue().closest('[aria-live]')).toBeNull();
    expect(within(totalValue().parentElement!).queryByRole('status')).not.toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription('—');

    await user.type(amountField(), '2');
    await waitFor(() => expect(totalValue()).toHaveTextContent('≈ ۲ گرم، ۱۵٬۷۰۰٬۰۰۰ تومان'));
    expect(submitButton()).toHaveAccessibleDescription(totalValue().textContent!);
    await user.click(sideButton('فروش'));
    await waitFor(() => expect(totalValue()).toHaveTextContent('≈ ۲ گرم، ۱۵٬۴۰۰٬۰۰۰ تومان'));
    expect(submitButton()).toHaveAccessibleDescription(totalValue().textContent!);

    // A tick moves the one figure, and what a screen reader reads with it, at once.
    realtime.emit('gold-price-update', { buyPrice: 7_900_000, sellPrice: 7_750_000, lastUpdate: '2025-01-04T08:01:00.000Z' });
    await waitFor(() => expect(totalValue()).toHaveTextContent('۱۵٬۵۰۰٬۰۰۰ تومان'));
    expect(submitButton()).toHaveAccessibleDescription('≈ ۲ گرم، ۱۵٬۵۰۰٬۰۰۰ تومان');
  });

  it('opens on the sell side at ?side=sell (the dashboard’s sell action), and on buy for anything else', async () => {
    serve();
    renderTrading({ url: '/trading?side=sell' });
    await waitFor(() => expect(priceField()).toHaveValue('۷٬۷۰۰٬۰۰۰'));
    expect(sideButton('فروش')).toHaveAttribute('aria-pressed', 'true');
    expect(submitButton()).toHaveTextContent('ثبت درخواست فروش');
  });

  it('opens on the buy side at an unknown ?side', async () => {
    serve();
    renderTrading({ url: '/trading?side=nonsense' });
    await formReady();
    expect(sideButton('خرید')).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes Persian digits, refuses a letter rather than dropping it, and shows the usable balance of the side', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    expect(screen.getByText('موجودی قابل استفاده: ۵۰٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    await user.type(amountField(), '۱a٫۲۵۶');
    expect(amountField()).toHaveValue('۱a٫۲۵۶');
    expect(screen.getByText('فقط رقم و ممیز بنویسید؛ مثلاً ۲٫۵ یا ۲/۵')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '۱٫۲۵۶');
    expect(amountField()).toHaveValue('۱٫۲۵۶');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(sideButton('فروش'));
    expect(screen.getByText('موجودی قابل استفاده: ۵ گرم')).toBeInTheDocument();
  });

  it('in Toman mode shows the grams it buys, rounded down, and orders those', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await formReady();
    await user.click(screen.getByRole('switch', { name: 'ورود مبلغ به تومان' }));
    await user.type(screen.getByRole('textbox', { name: 'مبلغ (تومان)' }), '1000000');
    expect(screen.getByText('معادل ۰٫۱۲۷ گرم (به پایین گرد شده تا یک میلی‌گرم)')).toBeInTheDocument();
    // 127 mg at 7,850,000: 996,950 Toman, within the 1,000,000 typed.
    expect(totalValue()).toHaveTextContent('۹۹۶٬۹۵۰ تومان');
    await user.click(submitButton());
    await screen.findByRole('dialog');
    await waitFor(() => expect(calls.create).toHaveLength(1));
    expect(calls.create[0].body).toEqual({ type: 'buy', symbol: 'GOLD_18K', amount: 0.127, price: 7_850_000 });
  });

  it('a zero amount must be greater than zero, said once the field is left, and blocks submit', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    await user.type(amountField(), '0');
    expect(submitButton()).toBeDisabled();
    await user.tab();
    expect(await screen.findByText('مقدار باید بیشتر از صفر باشد')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
    await user.type(amountField(), '.5');
    expect(screen.queryByText('مقدار باید بیشتر از صفر باشد')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('does not flash "greater than zero" on the way to 0.05, nor for a nought the customer is still typing', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    for (const key of ['0', '.', '0', '5']) {
      await user.type(amountField(), key);
      expect(screen.queryByText('مقدار باید بیشتر از صفر باشد')).not.toBeInTheDocument();
      expect(amountField()).toHaveAttribute('aria-invalid', 'false');
    }
    expect(amountField()).toHaveValue('۰٫۰۵');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('blocks submit while the price loads, the market is closed, the wallets load or failed', async () => {
    const price = gate();
    const wallets = gate();
    serve({
      price: async () => {
        await price.promise;
        return ok(PRICE);
      },
      market: () => ok(CLOSED),
      wallets: async () => {
        await wallets.promise;
        return fail(500, 'INTERNAL_ERROR');
      },
    });
    const { user, queryClient } = renderTrading();
    await user.type(await screen.findByRole('textbox', { name: 'مقدار (گرم)' }), '1');

    expect(await screen.findByText('قیمت در حال بارگذاری است، لطفاً صبر کنید')).toBeInTheDocument();
    expect(priceField()).toHaveValue('');
    expect(submitButton()).toBeDisabled();

    price.open();
    const closed = await screen.findByText(/^بازار بسته است و اکنون نمی‌توان درخواست معامله ثبت کرد/);
    expect(closed).toHaveTextContent('شنبه تا چهارشنبه ۸:۰۰ تا ۱۷:۰۰');
    expect(closed).toHaveTextContent('پنجشنبه ۸:۰۰ تا ۱۳:۰۰');
    expect(closed).toHaveTextContent('جمعه تعطیل');
    expect(priceField()).toHaveValue('۷٬۸۵۰٬۰۰۰');
    expect(submitButton()).toBeDisabled();

    // The market opens (the shell writes a market switch into this query).
    act(() => {
      queryClient.setQueryData(['market-status'], OPEN_MARKET);
    });
    expect(await screen.findByText('در حال دریافت موجودی کیف پول‌ها، لطفاً صبر کنید')).toBeInTheDocument();
    expect(screen.queryByText(/^بازار بسته است/)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    wallets.open();
    expect(await screen.findByText('خطا در دریافت موجودی کیف پول‌ها')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('blocks submit with the market closed even with an empty amount', async () => {
    serve({ market: () => ok(CLOSED) });
    const { user } = renderTrading();
    expect(await screen.findByText(/^بازار بسته است/)).toBeInTheDocument();
    await user.type(amountField(), '1');
    expect(submitButton()).toBeDisabled();
  });

  it('with gold only: a buy has no Toman wallet, a sell beyond the gold says so in grams', async () => {
    serve({ wallets: () => ok([aTradeWallet('GOLD_18K', 1.25)]) });
    const { user } = renderTrading();
    expect(await screen.findByText('کیف پول تومانی یافت نشد')).toBeInTheDocument();
    await user.type(amountField(), '2.5');
    expect(submitButton()).toBeDisabled();

    await user.click(sideButton('فروش'));
    expect(screen.queryByText('کیف پول تومانی یافت نشد')).not.toBeInTheDocument();
    expect(screen.getByText('موجودی طلای کافی نیست. موجودی فعلی: ۱٫۲۵ گرم، مقدار مورد نیاز: ۲٫۵ گرم')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.clear(amountField());
    await user.type(amountField(), '1.25');
    expect(screen.queryByText(/^موجودی طلای کافی نیست/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('with Toman only: a buy beyond the money gives both amounts, a sell has no gold wallet', async () => {
    serve({ wallets: () => ok([aTradeWallet('TOMAN', 5_000_000)]) });
    const { user } = renderTrading();
    await formReady();
    await user.type(amountField(), '1');
    expect(
      screen.getByText('موجودی تومانی کافی نیست. موجودی فعلی: ۵٬۰۰۰٬۰۰۰ تومان، مبلغ مورد نیاز: ۷٬۸۵۰٬۰۰۰ تومان'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(sideButton('فروش'));
    expect(screen.getByText('کیف پول طلا یافت نشد')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(sideButton('خرید'));
    await user.clear(amountField());
    await user.type(amountField(), '0.5');
    expect(screen.queryByText(/^موجودی تومانی کافی نیست/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the default prices when the price fails, but takes no order at them', async () => {
    serve({ price: () => fail(500, 'INTERNAL_ERROR') });
    const { user } = renderTrading();
    const prices = await screen.findByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
    expect(await within(prices).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices).getByText('۲٬۴۸۰٬۰۰۰')).toBeInTheDocument();
    await user.type(amountField(), '1');
    expect(priceField()).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });
});

describe('the confirmation dialog', () => {
  it('creates the request once, with an Idempotency-Key, even under StrictMode; marks the best buy offer and executes it once', async () => {
    const execute = gate();
    const calls = serve({
      execute: async () => {
        await execute.promise;
        return HttpResponse.json({ success: true, tradeId: 'trade-7f3a9c21' });
      },
    });
    const { user } = renderTrading({ strict: true });
    await openWithOffers(user, { amount: '2' });

    expect(within(dialog()).getByRole('heading', { name: 'تأیید خرید طلا' })).toBeInTheDocument();
    expect(calls.create).toHaveLength(1);
    expect(calls.create[0].body).toEqual({ type: 'buy', symbol: 'GOLD_18K', amount: 2, price: 7_850_000 });
    expect(calls.create[0].key).toEqual(expect.any(String));
    expect(calls.create[0].key!.length).toBeGreaterThan(0);
    expect(calls.offers).toEqual(['req-1']);

    // Every offer, a single-choice group with dealer and price; the lowest, best for a buyer, marked and chosen.
    const radios = offerRadios();
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('طلای الف'),
      expect.stringContaining('طلای ب'),
      expect.stringContaining('طلای ج'),
    ]);
    expect(radios[0]).toHaveAccessibleName(/^طلای الف.*۷٬۸۰۰٬۰۰۰ تومان \/ گرم/);
    expect(radios[1]).toHaveAccessibleName(/^طلای ب.*۷٬۸۴۰٬۰۰۰ تومان/);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/بهترین پیشنهاد/);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(within(offerList()).getAllByText('بهترین پیشنهاد')).toHaveLength(1);
    // 2 g at the best offer.
    expect(within(dialog()).getByText('۱۵٬۶۰۰٬۰۰۰ تومان')).toBeInTheDocument();

    const historyBefore = calls.history.length;
    await user.dblClick(executeButton());
    await waitFor(() => expect(executeButton()).toBeDisabled());
    expect(within(dialog()).getByText('در حال اجرای معامله')).toBeInTheDocument();
    expect(cancelButton()).toBeDisabled();
    execute.open();

    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toHaveTextContent('کد پیگیری: TRADE7F3');
    await dialogClosed();
    expect(calls.execute).toEqual([{ requestId: 'req-1', body: { offerId: 'o-1' }, key: 'execute:req-1:o-1' }]);
    expect(calls.create).toHaveLength(1);
    expect(calls.cancel).toHaveLength(0);
    // Money moved: the history is fetched again.
    await waitFor(() => expect(calls.history.length).toBeGreaterThan(historyBefore));
  });

  it('for a sell marks the highest offer, under the buyers’ heading, and executes that one', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openDialog(user, { side: 'sell', amount: '1' });
    await within(dialog()).findByRole('radiogroup', { name: 'پیشنهاد خریداران' });
    expect(within(dialog()).getByRole('heading', { name: 'تأیید فروش طلا' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('heading', { name: 'پیشنهاد خریداران' })).toBeInTheDocument();
    expect(within(dialog()).queryByText(/فروشندگان/)).not.toBeInTheDocument();
    expect(calls.create[0].body).toEqual({ type: 'sell', symbol: 'GOLD_18K', amount: 1, price: 7_700_000 });
    const checked = offerRadios('پیشنهاد خریداران').filter((r) => (r as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toHaveAccessibleName(/^طلای ب.*بهترین پیشنهاد/);

    await user.click(executeButton());
    await dialogClosed();
    expect(calls.execute.map((c) => c.body)).toEqual([{ offerId: 'o-2' }]);
  });

  it('the customer may tap another offer: the press executes that one, and the total follows it', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user, { amount: '2' });
    const [, second, third] = offerRadios();
    await user.click(third);
    expect(third).toBeChecked();
    // Best is still marked on its own offer, and the total is at the chosen price: 2 g at 7,820,000.
    expect(offerRadios()[0]).toHaveAccessibleName(/بهترین پیشنهاد/);
    expect(within(dialog()).getByText('۱۵٬۶۴۰٬۰۰۰ تومان')).toBeInTheDocument();
    // Arrow keys move the choice, as in any radio group.
    third.focus();
    await user.keyboard('{ArrowUp}');
    expect(second).toBeChecked();
    await user.click(executeButton());
    await dialogClosed();
    expect(calls.execute).toEqual([{ requestId: 'req-1', body: { offerId: 'o-2' }, key: 'execute:req-1:o-2' }]);
  });

  it('with no offer says so and cannot execute', async () => {
    const calls = serve({ offers: () => HttpResponse.json({ success: true, offers: [] }) });
    const { user } = renderTrading();
    await openDialog(user);
    expect(
      await within(dialog()).findByText(
        'هیچ پیشنهادی در محدودهٔ قیمت درخواستی شما نرسید؛ می‌توانید درخواست را لغو کنید و با قیمت لحظه‌ای دوباره ثبت کنید.',
      ),
    ).toBeInTheDocument();
    expect(executeButton()).toBeDisabled();
    expect(within(dialog()).queryByRole('radiogroup', { name: 'پیشنهاد فروشندگان' })).not.toBeInTheDocument();
    expect(cancelButton()).toBeEnabled();
    expect(calls.execute).toHaveLength(0);
  });

  it('cannot execute or close while the request is being created', async () => {
    const create = gate();
    serve({
      create: async () => {
        await create.promise;
        return HttpResponse.json({ success: true, requestId: 'req-1' });
      },
    });
    const { user } = renderTrading();
    await openDialog(user);
    expect(within(dialog()).getByRole('status', { name: 'در حال ثبت درخواست معامله' })).toBeInTheDocument();
    expect(executeButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'بستن' })).toBeDisabled();
    create.open();
    await within(dialog()).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    expect(executeButton()).toBeEnabled();
  });

  it.each([
    [
      'the server’s error text',
      () =>
        HttpResponse.json(
          { success: false, error: 'حداکثر مقدار هر معامله ۱۰ کیلوگرم است', errorCode: 'VALIDATION_ERROR' },
          { status: 400 },
        ),
      'حداکثر مقدار هر معامله ۱۰ کیلوگرم است',
    ],
    [
      'the text of a refusal answered with 200',
      () => HttpResponse.json({ success: false, error: 'بازار بسته است' }),
      'بازار بسته است',
    ],
    [
      'the fallback for a refusal without a text',
      () => HttpResponse.json({ success: false }, { status: 400 }),
      'خطا در ایجاد درخواست معامله',
    ],
    ['the fallback for a server error', () => fail(500, 'INTERNAL_ERROR'), 'خطا در ایجاد درخواست معامله'],
    [
      'the invalid-reply text for an unreadable reply',
      () => HttpResponse.text('<html>bad gateway</html>'),
      'خطا در ایجاد درخواست معامله - پاسخ نامعتبر',
    ],
    [
      'the invalid-id text for a success without a requestId',
      () => HttpResponse.json({ success: true }),
      'شناسه درخواست نامعتبر است',
    ],
  ])('a failed creation shows %s, loads no offers and closes without a cancel', async (_what, reply, message) => {
    const calls = serve({ create: reply });
    const { user } = renderTrading();
    await openDialog(user);
    expect(await within(dialog()).findByText(message, { exact: true })).toBeInTheDocument();
    expect(within(dialog()).queryByTestId('trade-countdown')).not.toBeInTheDocument();
    expect(executeButton()).toBeDisabled();
    expect(calls.offers).toHaveLength(0);

    // Closing with no request just closes.
    const [, closeAction] = within(dialog()).getAllByRole('button', { name: 'بستن' });
    await user.click(closeAction);
    await dialogClosed();
    expect(calls.cancel).toHaveLength(0);
  });

  it('a failed offers load says so, and retry loads them', async () => {
    const calls = serve({
      offers: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : HttpResponse.json({ success: true, offers: OFFERS })),
    });
    const { user } = renderTrading();
    await openDialog(user);
    const alert = await within(dialog()).findByText('خطا در دریافت پیشنهادات');
    expect(executeButton()).toBeDisabled();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(dialog()).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' })).toBeInTheDocument();
    expect(within(dialog()).queryByText('خطا در دریافت پیشنهادات')).not.toBeInTheDocument();
    expect(calls.offers).toEqual(['req-1', 'req-1']);
    expect(executeButton()).toBeEnabled();
  });

  // Spec 2 section 8: "Execution fails: 'خطا در اجرای معامله'", whatever the failure.
  it.each([
    [400, 'VALIDATION_ERROR'],
    [500, 'INTERNAL_ERROR'],
  ] as const)(
    'a failed execution (%i) says خطا در اجرای معامله and leaves the dialog open to try again',
    async (status, code) => {
      const calls = serve({
        execute: (n) => (n === 1 ? fail(status, code) : HttpResponse.json({ success: true, tradeId: 't-2' })),
      });
      const { user } = renderTrading();
      await openWithOffers(user);
      await user.click(executeButton());
      expect(await within(dialog()).findByText('خطا در اجرای معامله')).toBeInTheDocument();
      expect(executeButton()).toBeEnabled();
      await user.click(executeButton());
      await dialogClosed();
      expect(calls.execute).toHaveLength(2);
    },
  );

  it('an expired request says so in its own words and cannot execute again', async () => {
    const calls = serve({ execute: () => fail(410, 'TRADE_REQUEST_EXPIRED') });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(executeButton());
    const text = 'مهلت این درخواست معامله به پایان رسیده است؛ لطفاً دوباره درخواست دهید';
    expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(within(dialog()).queryByText('خطا در اجرای معامله')).not.toBeInTheDocument();
    expect(executeButton()).toBeDisabled();
    expect(calls.execute).toHaveLength(1);
  });

  it.each([
    [409, 'MARKET_CLOSED', 'بازار بسته شده است و معامله اکنون اجرا نمی‌شود؛ با لغو درخواست، مبلغ بلوکه‌شده آزاد می‌شود'],
    [403, 'KYC_LEVEL_REQUIRED', 'برای این کار احراز هویت سطح ۱ لازم است'],
    [409, 'WALLET_CLOSED', 'کیف پولی که در این معامله به کار می‌رود بسته است؛ برای باز کردن دوباره آن با پشتیبانی تماس بگیرید'],
  ] as const)('an execute refused %s %s says why, and leaves cancel to give the money back', async (status, code, text) => {
    serve({ execute: () => fail(status, code) });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(executeButton());
    expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(within(dialog()).queryByText('خطا در اجرای معامله')).not.toBeInTheDocument();
    expect(cancelButton()).toBeEnabled();
  });

  it('cancel cancels the request, toasts and closes', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(cancelButton());
    expect(await screen.findByText('درخواست معامله لغو شد و مبلغ نگه‌داشته‌شده آزاد شد')).toBeInTheDocument();
    await dialogClosed();
    expect(calls.cancel).toEqual([{ requestId: 'req-1', key: 'cancel:req-1' }]);
    expect(calls.execute).toHaveLength(0);
  });

  it('a cancel answered 400 INVALID_REQUEST_DATA is taken as already cancelled', async () => {
    const calls = serve({ cancel: () => fail(400, 'INVALID_REQUEST_DATA') });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(cancelButton());
    expect(await screen.findByText('معامله قبلاً لغو شده')).toBeInTheDocument();
    await dialogClosed();
    expect(screen.queryByText('خطا در لغو معامله')).not.toBeInTheDocument();
    expect(calls.cancel).toHaveLength(1);
  });

  // Spec 2 section 8: "Cancel fails: 'خطا در لغو معامله'".
  it.each([
    [400, 'VALIDATION_ERROR'],
    [500, 'INTERNAL_ERROR'],
  ] as const)('another cancel failure (%i) toasts خطا در لغو معامله and keeps the dialog open', async (status, code) => {
    const calls = serve({ cancel: () => fail(status, code) });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(cancelButton());
    expect(await screen.findByText('خطا در لغو معامله')).toBeInTheDocument();
    await waitFor(() => expect(cancelButton()).toBeEnabled());
    expect(dialog()).toBeInTheDocument();
    expect(cancelButton()).toHaveTextContent('لغو معامله');
    expect(executeButton()).toBeEnabled();
    expect(calls.cancel).toHaveLength(1);
  });

  it('closing with an open request cancels it first, and a second opening starts afresh', async () => {
    const calls = serve({
      offers: (n) =>
        HttpResponse.json({ success: true, offers: n === 1 ? OFFERS : [{ id: 'o-9', price: 7_900_000, dealerName: 'طلای د' }] }),
    });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(within(dialog()).getByRole('button', { name: 'بستن' }));
    await dialogClosed();
    expect(calls.cancel.map((c) => c.requestId)).toEqual(['req-1']);
    expect(await screen.findByText('درخواست معامله لغو شد و مبلغ نگه‌داشته‌شده آزاد شد')).toBeInTheDocument();
    const offersBefore = calls.offers.length;

    await user.click(submitButton());
    await within(await screen.findByRole('dialog')).findByText('طلای د');
    expect(calls.create).toHaveLength(2);
    expect(calls.create[1].key).not.toBe(calls.create[0].key);
    expect(calls.offers.slice(offersBefore)).toEqual(['req-2']);
    expect(within(dialog()).queryByText('طلای ب')).not.toBeInTheDocument();
    expect(cancelButton()).toHaveTextContent('لغو معامله');
    expect(cancelButton()).toBeEnabled();
    expect(screen.getByTestId('trade-countdown')).toHaveAttribute('data-tone', 'success');
  });

  it('Escape with an open request cancels it too', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(calls.cancel.map((c) => c.requestId)).toEqual(['req-1']);
  });

  // A press sends its execute after the press has painted (INP): what comes in that frame must not cancel it.
  it('a second press, cancel and Escape right after a press are ignored: one execute, no cancel', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);
    fireEvent.click(executeButton());
    fireEvent.click(executeButton());
    fireEvent.click(cancelButton());
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
    await dialogClosed();
    expect(calls.execute).toEqual([{ requestId: 'req-1', body: { offerId: 'o-1' }, key: 'execute:req-1:o-1' }]);
    expect(calls.cancel).toHaveLength(0);
  });

  it('after a failed execute, cancel still cancels', async () => {
    const calls = serve({ execute: () => fail(500, 'INTERNAL_ERROR') });
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(executeButton());
    expect(await within(dialog()).findByText('خطا در اجرای معامله')).toBeInTheDocument();
    await user.click(cancelButton());
    await dialogClosed();
    expect(calls.cancel.map((c) => c.requestId)).toEqual(['req-1']);
  });

  it('asks for a request’s offers once: not again after it was cancelled or executed', async () => {
    // The offers never change and are no use once the request is settled (api/get-offers.ts).
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(cancelButton());
    await dialogClosed();
    await user.click(submitButton());
    await within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    await user.click(executeButton());
    await dialogClosed();
    // The mutations wait for the refetches they start, so any has reached the server by now.
    expect(calls.offers).toEqual(['req-1', 'req-2']);
  });

  it('after a failed creation, a second opening starts afresh with a new request', async () => {
    const calls = serve({
      create: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : HttpResponse.json({ success: true, requestId: 'req-2' })),
    });
    const { user } = renderTrading();
    await openDialog(user);
    expect(await within(dialog()).findByText('خطا در ایجاد درخواست معامله')).toBeInTheDocument();
    await user.click(within(dialog()).getAllByRole('button', { name: 'بستن' })[0]);
    await dialogClosed();

    await user.click(submitButton());
    await within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    expect(within(dialog()).queryByText('خطا در ایجاد درخواست معامله')).not.toBeInTheDocument();
    expect(calls.create).toHaveLength(2);
    expect(calls.offers).toEqual(['req-2']);
    expect(calls.cancel).toHaveLength(0);
  });
});

/** The open request as GET /api/trade-requests/open answers it. */
const openRequest = (overrides: Record<string, unknown> = {}) =>
  HttpResponse.json({
    success: true,
    request: {
      requestId: 'req-9',
      type: 'buy',
      symbol: 'GOLD_18K',
      amount: 2,
      price: 7_850_000,
      createdAt: '2025-01-04T08:00:00.000Z',
      expiresAt: '2025-01-04T08:01:00.000Z',
      secondsLeft: 42,
      ...overrides,
    },
  });

describe('a request ended elsewhere', () => {
  it.each([
    ['expired', 'مهلت این درخواست معامله به پایان رسید و مبلغ بلوکه‌شده آزاد شد'],
    ['cancelled', 'این درخواست معامله در جای دیگری لغو شد و مبلغ بلوکه‌شده آزاد شد'],
    ['completed', 'این درخواست معامله در صفحه یا دستگاه دیگری اجرا شد'],
  ] as const)('a %s push closes the dialog with its message, refreshes the history and sends nothing', async (status, text) => {
    const calls = serve();
    const { user, realtime } = renderTrading();
    await openWithOffers(user);
    // Another request's news is not this dialog's.
    realtime.emit('trade-request-update', { requestId: 'req-other', status });
    expect(dialog()).toBeInTheDocument();
    expect(executeButton()).toBeEnabled();
    const historyBefore = calls.history.length;

    realtime.emit('trade-request-update', { requestId: 'req-1', status });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await dialogClosed();
    await waitFor(() => expect(calls.history.length).toBeGreaterThan(historyBefore));
    expect(calls.cancel).toHaveLength(0);
    expect(calls.execute).toHaveLength(0);
  });

  it('after a reconnect, a request no longer open closes the dialog; one still open keeps it', async () => {
    let stillOpen = true;
    const calls = serve({
      // Nothing open when the page loads; then the request the dialog made, until it is not.
      open: (n) =>
        n > 1 && stillOpen
          ? openRequest({ requestId: 'req-1', secondsLeft: 50 })
          : HttpResponse.json({ success: true, request: null }),
    });
    const { user, realtime } = renderTrading();
    await openWithOffers(user);
    const asked = calls.open;
    realtime.disconnect();
    realtime.connect();
    await waitFor(() => expect(calls.open).toBeGreaterThan(asked));
    expect(dialog()).toBeInTheDocument();

    // The push of its end was lost while the connection was down.
    stillOpen = false;
    realtime.disconnect();
    realtime.connect();
    expect(await screen.findByText('این درخواست دیگر باز نیست')).toBeInTheDocument();
    await dialogClosed();
    expect(calls.cancel).toHaveLength(0);
  });

  it('its own cancel’s push, arriving before the answer, is not taken for news from elsewhere', async () => {
    const answer = gate();
    const calls = serve({
      cancel: async () => {
        await answer.promise;
        return HttpResponse.json({ success: true });
      },
    });
    const { user, realtime } = renderTrading();
    await openWithOffers(user);
    await user.click(cancelButton());
    realtime.emit('trade-request-update', { requestId: 'req-1', status: 'cancelled' });
    answer.open();
    expect(await screen.findByText('درخواست معامله لغو شد و مبلغ نگه‌داشته‌شده آزاد شد')).toBeInTheDocument();
    await dialogClosed();
    expect(screen.queryByText('این درخواست معامله در جای دیگری لغو شد و مبلغ بلوکه‌شده آزاد شد')).not.toBeInTheDocument();
    expect(calls.cancel).toHaveLength(1);
  });
});

describe('focus after the confirmation', () => {
  it('returns to the form’s submit after cancel, ✕, Escape and execute', async () => {
    serve();
    const { user } = renderTrading();
    const closers: Array<[string, () => Promise<void>]> = [
      ['cancel', () => user.click(cancelButton())],
      ['✕', () => user.click(within(dialog()).getByRole('button', { name: 'بستن' }))],
      ['Escape', () => user.keyboard('{Escape}')],
      ['execute', () => user.click(executeButton())],
    ];
    await formReady();
    await user.type(amountField(), '1');
    for (const [, closeIt] of closers) {
      await waitFor(() => expect(submitButton()).toBeEnabled());
      await user.click(submitButton());
      await within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
      await closeIt();
      await dialogClosed();
      await waitFor(() => expect(submitButton()).toHaveFocus());
    }
  });
});

describe('an open request taken up again', () => {
  it('after a reload, resumes with the seconds the server counts, creates nothing, and closes to the form', async () => {
    // The deadline is years behind this clock: only the server's secondsLeft is trusted.
    const calls = serve({ open: () => openRequest({ expiresAt: '2020-01-01T00:00:00.000Z' }) });
    const { user } = renderTrading();
    const resumed = await screen.findByRole('dialog');
    expect(within(resumed).getByRole('heading', { name: 'تأیید خرید طلا' })).toBeInTheDocument();
    expect(within(resumed).getByText(/این درخواست را پیش‌تر ثبت کرده‌اید/)).toBeInTheDocument();
    await within(resumed).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    const timer = within(resumed).getByRole('timer');
    expect(['۰:۴۲', '۰:۴۱']).toContain(timer.textContent);
    expect(within(resumed).getByText('۲ گرم')).toBeInTheDocument();
    expect(calls.create).toHaveLength(0);
    expect(calls.offers).toEqual(['req-9']);

    await user.click(cancelButton());
    await dialogClosed();
    expect(calls.cancel.map((c) => c.requestId)).toEqual(['req-9']);
    // The form is empty, so its submit cannot take focus: the form does.
    await waitFor(() => expect(screen.getByRole('group', { name: 'درخواست معامله' })).toHaveFocus());
  });

  it('Back during the countdown and a return take the same request up again, not a cached answer from before', async () => {
    const calls = serve({
      open: (n) =>
        n === 1 ? HttpResponse.json({ success: true, request: null }) : openRequest({ requestId: 'req-1', secondsLeft: 51 }),
    });
    const { user, router } = renderTrading();
    await openWithOffers(user);
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/trading'));
    const resumed = await screen.findByRole('dialog');
    await within(resumed).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    expect(within(resumed).getByText(/این درخواست را پیش‌تر ثبت کرده‌اید/)).toBeInTheDocument();
    expect(['۰:۵۱', '۰:۵۰']).toContain(within(resumed).getByRole('timer').textContent);
    expect(calls.create).toHaveLength(1);
    expect(calls.cancel).toHaveLength(0);
    await user.click(executeButton());
    await dialogClosed();
    expect(calls.execute.map((c) => c.requestId)).toEqual(['req-1']);
  });

  it('after Back, a request that closed meanwhile is not taken up from the answer cached before', async () => {
    const calls = serve({
      open: (n) =>
        n === 2 ? openRequest({ requestId: 'req-1', secondsLeft: 51 }) : HttpResponse.json({ success: true, request: null }),
    });
    const { user, router } = renderTrading();
    await openWithOffers(user);
    await waitFor(() => expect(calls.open).toBe(2));
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/trading'));
    await waitFor(() => expect(calls.open).toBe(3));
    await screen.findByRole('heading', { name: 'درخواست معامله' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.offers).toEqual(['req-1']);
  });

  it('a pending history item offers ادامه, which reopens its confirmation; one no longer open says so', async () => {
    const calls = serve({
      open: (n) => (n === 2 ? openRequest({ secondsLeft: 30 }) : HttpResponse.json({ success: true, request: null })),
      history: () =>
        historyPage([aTrade('req-9', { status: 'pending', total: null, amount: 2 }), aTrade('t-1', { status: 'completed' })]),
    });
    const { user } = renderTrading();
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(calls.open).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const resume = within(historyList()).getAllByRole('button', { name: 'ادامه درخواست خرید در انتظار تأیید' });
    expect(resume).toHaveLength(1);

    await user.click(resume[0]);
    await within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    expect(['۰:۳۰', '۰:۲۹']).toContain(within(dialog()).getByRole('timer').textContent);
    expect(calls.create).toHaveLength(0);
    await user.click(cancelButton());
    await dialogClosed();

    const historyBefore = calls.history.length;
    await user.click(within(historyList()).getByRole('button', { name: 'ادامه درخواست خرید در انتظار تأیید' }));
    expect(await screen.findByText('این درخواست دیگر باز نیست')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.history.length).toBeGreaterThan(historyBefore));
  });
});

describe('the countdown', () => {
  beforeEach(() => {
    // Only the clock and the countdown's interval are fake: React Query, msw and user-event keep real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });

  const tick = (ms = 1000) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('turns yellow at 30 and red at 10, announces only 30, 10 (naming the offer to execute) and 0, and executes the best offer at 0 once', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);

    const countdown = screen.getByTestId('trade-countdown');
    const live = within(countdown).getByRole('status');
    const seen: Array<[number, string, string, boolean]> = [];
    const read = (left: number) =>
      seen.push([
        left,
        countdown.getAttribute('data-tone')!,
        live.textContent ?? '',
        within(countdown).queryByText('کمتر از ۱۰ ثانیه مانده است؛ در پایان زمان، پیشنهاد انتخاب‌شده خودکار اجرا می‌شود.') !==
          null,
      ]);
    expect(within(countdown).getByRole('timer')).toHaveTextContent('۱:۰۰');
    read(60);
    for (let left = 59; left >= 1; left--) {
      tick();
      read(left);
    }
    expect(within(countdown).getByRole('timer')).toHaveTextContent('۰:۰۱');

    const expected = seen.map(([left]): [number, string, string, boolean] => {
      if (left > 30) return [left, 'success', '', false];
      if (left > 10) return [left, 'warning', '۳۰ ثانیه تا پایان مهلت تأیید', false];
      return [left, 'error', '۱۰ ثانیه تا اجرای خودکار پیشنهاد طلای الف به قیمت هر گرم ۷٬۸۰۰٬۰۰۰ تومان مانده است', true];
    });
    expect(seen).toEqual(expected);
    expect(calls.execute).toHaveLength(0);

    tick();
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
    await dialogClosed();
    tick(5000);
    expect(calls.execute).toEqual([{ requestId: 'req-1', body: { offerId: 'o-1' }, key: 'execute:req-1:o-1' }]);
  });

  it('at 0 executes the offer the customer tapped, not the best one', async () => {
    const calls = serve();
    const { user } = renderTrading();
    await openWithOffers(user);
    await user.click(offerRadios()[2]);
    tick(50_000);
    expect(within(screen.getByTestId('trade-countdown')).getByRole('status')).toHaveTextContent(
      '۱۰ ثانیه تا اجرای خودکار پیشنهاد طلای ج به قیمت هر گرم ۷٬۸۲۰٬۰۰۰ تومان مانده است',
    );
    tick(10_000);
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
    await dialogClosed();
    expect(calls.execute.map((c) => c.body)).toEqual([{ offerId: 'o-3' }]);
  });

  it('a resumed request counts down from the server’s seconds and executes at its 0', async () => {
    const calls = serve({ open: () => openRequest({ secondsLeft: 12 }) });
    renderTrading();
    await within(await screen.findByRole('dialog')).findByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
    expect(within(dialog()).getByRole('timer')).toHaveTextContent('۰:۱۲');
    expect(screen.getByTestId('trade-countdown')).toHaveAttribute('data-tone', 'warning');
    tick(11_000);
    expect(calls.execute).toHaveLength(0);
    tick();
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
    expect(calls.execute).toEqual([{ requestId: 'req-9', body: { offerId: 'o-1' }, key: 'execute:req-9:o-1' }]);
    expect(calls.create).toHaveLength(0);
  });

  it('a press in the last second with 0 right after it executes once', async () => {
    const arrived = gate();
    const answer = gate();
    const calls = serve({
      execute: async () => {
        arrived.open();
        await answer.promise;
        return HttpResponse.json({ success: true, tradeId: 'trade-7f3a9c21' });
      },
    });
    const { user } = renderTrading();
    await openWithOffers(user);
    tick(59_000);
    fireEvent.click(executeButton());
    tick();
    await arrived.promise;
    answer.open();
    expect(await screen.findByText(/^معامله با موفقیت انجام شد/)).toBeInTheDocument();
    await dialogClosed();
    expect(calls.execute).toEqual([{ requestId: 'req-1', body: { offerId: 'o-1' }, key: 'execute:req-1:o-1' }]);
  });

  it('at 0 with no offer executes nothing and says the time ran out', async () => {
    const calls = serve({ offers: () => HttpResponse.json({ success: true, offers: [] }) });
    const { user } = renderTrading();
    await openDialog(user);
    await within(dialog()).findByText(
      'هیچ پیشنهادی در محدودهٔ قیمت درخواستی شما نرسید؛ می‌توانید درخواست را لغو کنید و با قیمت لحظه‌ای دوباره ثبت کنید.',
    );
    tick(59_000);
    expect(screen.getByTestId('trade-countdown')).toHaveAttribute('data-tone', 'error');
    tick();
    expect(await within(dialog()).findByText('مهلت تأیید به پایان رسید و پیشنهادی برای اجرا نبود.')).toBeInTheDocument();
    // The countdown stays at 0, so its polite region says the time is up.
    expect(within(dialog()).getByRole('timer')).toHaveTextContent('۰:۰۰');
    expect(within(screen.getByTestId('trade-countdown')).getByRole('status')).toHaveTextContent('مهلت تأیید به پایان رسید');
    expect(executeButton()).toBeDisabled();
    expect(calls.execute).toHaveLength(0);
  });
});

describe('the trade history', () => {
  const tenTrades = Array.from({ length: 10 }, (_, i) => aTrade(`t-${i + 1}`));

  it('shows pages of 10 and loads more until the last page', async () => {
    const calls = serve({
      history: (_n, url) =>
        url.searchParams.get('page') === '2' ? historyPage([aTrade('t-11'), aTrade('t-12')], 2, 2) : historyPage(tenTrades, 1, 2),
    });
    const { user } = renderTrading();
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(10));
    expect(calls.history).toHaveLength(1);
    expect(calls.history[0].searchParams.get('page')).toBe('1');
    expect(calls.history[0].searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'نمایش موارد بیشتر' }));
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(12));
    expect(calls.history).toHaveLength(2);
    expect(calls.history[1].searchParams.get('page')).toBe('2');
    expect(calls.history[1].searchParams.get('limit')).toBe('10');
    expect(screen.queryByRole('button', { name: 'نمایش موارد بیشتر' })).not.toBeInTheDocument();
  });

  it('shows each trade’s side, symbol, status, amount, price and time, its status coloured', async () => {
    serve({
      history: () =>
        historyPage([
          aTrade('t-1', { status: 'completed', type: 'buy', dealerName: 'طلای الف' }),
          aTrade('t-2', { status: 'pending', type: 'sell', amount: '0.127', price: '7700000', total: null }),
          aTrade('t-3', { status: 'cancelled' }),
          aTrade('t-4', { status: 'expired' }),
        ]),
    });
    renderTrading();
    const rows = await waitFor(() => {
      const items = within(historyList()).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      return items;
    });
    const chip = (row: HTMLElement, label: string) => within(row).getByText(label).closest('.MuiChip-root');

    expect(rows[0]).toHaveTextContent('خرید');
    expect(rows[0]).toHaveTextContent('طلای ۱۸ عیار');
    expect(rows[0]).toHaveTextContent('۲٫۵ گرم × ۷٬۸۰۰٬۰۰۰ تومان');
    expect(rows[0]).toHaveTextContent('۱۹٬۵۰۰٬۰۰۰ تومان');
    // After the time a comma, not a middle dot: beside Persian digits a dot reads as a zero.
    expect(rows[0]).toHaveTextContent(/[۰-۹]، فروشنده: طلای الف$/);
    expect(rows[0].querySelector('time')).toHaveAttribute('dateTime', '2025-01-04T08:30:00.000Z');
    expect(rows[0].querySelector('time')?.textContent).toMatch(/۱۴۰۳/);
    expect(chip(rows[0], 'انجام شده')).toHaveClass('MuiChip-colorSuccess');

    expect(rows[1]).toHaveTextContent('فروش');
    expect(rows[1]).toHaveTextContent('۰٫۱۲۷ گرم × ۷٬۷۰۰٬۰۰۰ تومان');
    expect(chip(rows[1], 'در حال انجام')).toHaveClass('MuiChip-colorWarning');
    expect(chip(rows[2], 'لغو شده')).toHaveClass('MuiChip-colorError');
    // A status the panel does not know is a request in progress.
    expect(chip(rows[3], 'در حال انجام')).toHaveClass('MuiChip-colorWarning');
  });

  it('refresh asks again and shows the new list', async () => {
    const calls = serve({
      history: (n) => historyPage(n === 1 ? [aTrade('t-1')] : [aTrade('t-2', { status: 'pending' }), aTrade('t-1')]),
    });
    const { user } = renderTrading();
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'بارگذاری مجدد' }));
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.history).toHaveLength(2);
    expect(within(historyList()).getByText('در حال انجام')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serve({ history: () => historyPage([], 1, 0) });
    renderTrading();
    expect(await screen.findByText('هنوز معامله‌ای ثبت نکرده‌اید')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'نمایش موارد بیشتر' })).not.toBeInTheDocument();
  });

  it('a failed load says so, and retry loads it', async () => {
    const calls = serve({ history: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : historyPage([aTrade('t-1')])) });
    const { user } = renderTrading();
    const message = await screen.findByText('خطا در دریافت تاریخچه معاملات');
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(within(historyList()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('خطا در دریافت تاریخچه معاملات')).not.toBeInTheDocument();
    expect(calls.history).toHaveLength(2);
  });
});
