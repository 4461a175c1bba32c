import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLive } from '../../../test/prices-listener';
import { aTradeWallet } from '../../../test/fake-api/wallets';
import { stub } from '../../../test/render';
import TradingRoute from './trading';
import { serveTrading } from '../test/serve-trading';

/*
 * What the customer types in the trade form's amount is what is ordered: a decimal written the Iranian way is a
 * decimal, and what the amount rule refuses is said, never dropped.
 */

const PRICE = { buyPrice: 7_581_000, sellPrice: 7_500_000, lastUpdate: '2025-01-04T08:00:00.000Z' };

/** The trading page with no offers and room to trade; returns the trade requests sent. */
function serve() {
  const wallets = [aTradeWallet('TOMAN', 500_000_000), aTradeWallet('GOLD_18K', 50)];
  return serveTrading({ price: PRICE, wallets, offers: [] }).calls.create;
}

const renderTrading = () => renderLive(<TradingRoute />, { url: '/trading', path: '/trading', routes: [stub('/')] });
const gramsField = () => screen.getByRole('textbox', { name: 'مقدار (گرم)' }) as HTMLInputElement;
const tomanField = () => screen.getByRole('textbox', { name: 'مبلغ (تومان)' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'ثبت درخواست خرید' });
const totalValue = () => screen.getByText('مبلغ کل').nextElementSibling as HTMLElement;

async function formReady() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'قیمت هر گرم (تومان)' })).toHaveValue('۷٬۵۸۱٬۰۰۰'));
  await screen.findByText(/^موجودی قابل استفاده/);
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the trade amount', () => {
  it.each(['۲/۵', '2/5', '۲،۵', '2,5', '۲٫۵'])('%s orders 2.5 g, shown as ۲٫۵ with its total above the button', async (typed) => {
    const created = serve();
    const { user } = renderTrading();
    await formReady();
    await user.type(gramsField(), typed);
    expect(gramsField()).toHaveValue('۲٫۵');
    // 2.5 g at 7,581,000: 18,952,500 Toman, not ten times it.
    await waitFor(() => expect(totalValue()).toHaveTextContent('≈ ۲٫۵ گرم، ۱۸٬۹۵۲٬۵۰۰ تومان'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toEqual({ type: 'buy', symbol: 'GOLD_18K', amount: 2.5, price: 7_581_000 });
    expect(within(dialog).getByText(/۲٫۵ گرم/)).toBeInTheDocument();
  });

  it.each([
    ['1e3', 'نماد توان (e) پذیرفته نیست؛ عدد را کامل بنویسید', '۱e۳'],
    ['-5', 'مقدار را بدون علامت مثبت یا منفی بنویسید', '-۵'],
    // The first mark is shown as ٫ as soon as it is typed.
    ['1.2.3', 'یک عدد فقط یک ممیز دارد', '۱٫۲.۳'],
  ])('%s is refused with a Persian message, kept as typed, and submit stays disabled', async (typed, message, shown) => {
    const created = serve();
    const { user } = renderTrading();
    await formReady();
    await user.type(gramsField(), typed);
    expect(gramsField()).toHaveValue(shown);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(gramsField()).toHaveAttribute('aria-invalid', 'true');
    expect(totalValue()).toHaveTextContent('—');
    expect(submitButton()).toBeDisabled();
    // Enter in the field sends nothing either.
    await user.type(gramsField(), '{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('a decimal mark with no digit yet is no error while typing, and says so once the field is left', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    await user.type(gramsField(), '۲/');
    expect(gramsField()).toHaveValue('۲٫');
    expect(gramsField()).toHaveAttribute('aria-invalid', 'false');
    expect(submitButton()).toBeDisabled();
    await user.tab();
    expect(await screen.findByText('پس از ممیز، رقم اعشار را بنویسید')).toBeInTheDocument();
  });

  it('the Toman field shows grouped Persian digits as typed, and a digit typed in the middle stays where it was typed', async () => {
    const created = serve();
    const { user } = renderTrading();
    await formReady();
    await user.click(screen.getByRole('switch', { name: 'ورود مبلغ به تومان' }));
    await user.type(tomanField(), '1250000');
    expect(tomanField()).toHaveValue('۱٬۲۵۰٬۰۰۰');

    // After the first digit: 1|250000 -> 19|250000, the caret after the 9, and the next key goes there too.
    await user.type(tomanField(), '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(tomanField()).toHaveValue('۱۹٬۲۵۰٬۰۰۰');
    expect(tomanField().selectionStart).toBe(2);
    await user.keyboard('8');
    expect(tomanField()).toHaveValue('۱۹۸٬۲۵۰٬۰۰۰');
    expect(tomanField().selectionStart).toBe(3);

    await user.clear(tomanField());
    await user.type(tomanField(), '18,952,500');
    expect(tomanField()).toHaveValue('۱۸٬۹۵۲٬۵۰۰');
    await waitFor(() => expect(totalValue()).toHaveTextContent('≈ ۲٫۵ گرم، ۱۸٬۹۵۲٬۵۰۰ تومان'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('dialog');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toMatchObject({ amount: 2.5 });
  });

  it('a decimal in Toman is refused', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    await user.click(screen.getByRole('switch', { name: 'ورود مبلغ به تومان' }));
    await user.type(tomanField(), '12.5');
    expect(await screen.findByText('مبلغ تومان عدد صحیح است و ممیز ندارد')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('the submit button keeps focus while the confirmation opens, and gets it back when it closes', async () => {
    serve();
    const { user } = renderTrading();
    await formReady();
    await user.type(gramsField(), '۲/۵');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(
      'هیچ پیشنهادی در محدودهٔ قیمت درخواستی شما نرسید؛ می‌توانید درخواست را لغو کنید و با قیمت لحظه‌ای دوباره ثبت کنید.',
    );
    await user.click(within(dialog).getByRole('button', { name: /^لغو/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(submitButton()).toHaveFocus());
  });
});
