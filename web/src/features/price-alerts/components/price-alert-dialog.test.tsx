import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPriceAlert, servePriceAlerts } from '../../../test/fake-api/price-alerts';
import { http } from 'msw';
import { gate } from '../../../test/fake-api/plumbing';
import { PRICE } from '../../../test/fake-api/prices';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import {
  dialog,
  inDialog,
  listed,
  renderPriceAlerts,
  submitButton,
  targetField,
  type Rendered,
} from '../test/render-price-alerts';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const radio = (name: RegExp) => inDialog().getByRole('radio', { name });
const above = () => radio(/یا بیشتر رسید/);
const below = () => radio(/یا کمتر رسید/);
const sideButton = (name: 'قیمت خرید' | 'قیمت فروش') => inDialog().getByRole('button', { name });

/** Opens the dialog, once the price is in: the target is then prefilled with it. */
async function open(user: Rendered['user'], price = '۷٬۸۵۰٬۰۰۰') {
  await user.click(await screen.findByRole('button', { name: 'هشدار تازه' }));
  const opened = await screen.findByRole('dialog', { name: 'هشدار قیمت' });
  await waitFor(() => expect(targetField()).toHaveValue(price));
  return opened;
}

/** Replaces the target with `text`, as typed. */
async function typeTarget(user: Rendered['user'], text: string) {
  await user.clear(targetField());
  await user.type(targetField(), text);
}

describe('the price-alert dialog', () => {
  it('opens on the buy price, prefilled with it and focused, and says the price now', async () => {
    servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    expect(sideButton('قیمت خرید')).toHaveAttribute('aria-pressed', 'true');
    expect(targetField()).toHaveFocus();
    expect(targetField()).toBeRequired();
    expect(targetField()).toHaveAttribute('inputmode', 'numeric');
    expect(targetField()).toHaveAccessibleDescription('قیمت خرید فعلی: ۷٬۸۵۰٬۰۰۰ تومان');
    expect(inDialog().getByRole('radiogroup', { name: 'خبرم کن وقتی قیمت' })).toBeInTheDocument();
    expect(above()).toBeChecked();
  });

  it('refuses the price now as a target, and sends nothing', async () => {
    const { calls } = servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    await user.click(submitButton());
    await waitFor(() => expect(targetField()).toHaveAttribute('aria-invalid', 'true'));
    expect(targetField()).toHaveAccessibleDescription('این همان قیمت فعلی است؛ مبلغی بالاتر یا پایین‌تر بنویسید');
    expect(calls.create).toHaveLength(0);
  });

  it('takes Persian digits, follows the target with the direction, reads the alert back, and sets it', async () => {
    const { calls, store } = servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    await typeTarget(user, '۷۵۰۰۰۰۰');
    expect(targetField()).toHaveValue('۷٬۵۰۰٬۰۰۰');
    expect(below()).toBeChecked();
    await typeTarget(user, '8,000,000');
    expect(targetField()).toHaveValue('۸٬۰۰۰٬۰۰۰');
    expect(above()).toBeChecked();
    const sentence = 'وقتی قیمت خرید به ۸٬۰۰۰٬۰۰۰ تومان یا بیشتر رسید خبرتان می‌کنیم.';
    expect(inDialog().getByText(sentence)).toBeVisible();
    expect(submitButton()).toHaveAccessibleDescription(sentence);

    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.create).toEqual([
      { body: { side: 'buy', direction: 'above', targetPrice: 8_000_000 }, key: expect.any(String) },
    ]);
    expect(await screen.findByText('هشدار قیمت ثبت شد')).toBeInTheDocument();
    expect(store.alerts).toHaveLength(1);
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toHaveTextContent('خرید: ۸٬۰۰۰٬۰۰۰ تومان یا بیشتر');
    expect(screen.getByRole('button', { name: 'هشدار تازه' })).toHaveFocus();
  });

  it('prefills the sell price on the sell side, and keeps a target the customer typed', async () => {
    servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    await user.click(sideButton('قیمت فروش'));
    expect(sideButton('قیمت فروش')).toHaveAttribute('aria-pressed', 'true');
    expect(targetField()).toHaveValue('۷٬۷۰۰٬۰۰۰');
    expect(targetField()).toHaveAccessibleDescription('قیمت فروش فعلی: ۷٬۷۰۰٬۰۰۰ تومان');
    await typeTarget(user, '7800000');
    expect(above()).toBeChecked();
    await user.click(sideButton('قیمت خرید'));
    expect(targetField()).toHaveValue('۷٬۸۰۰٬۰۰۰');
    // Below the buy price now: the direction follows.
    expect(below()).toBeChecked();
  });

  it('refuses a direction the price has already reached, naming the price now, once the customer chooses it', async () => {
    const { calls } = servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    await typeTarget(user, '7000000');
    expect(below()).toBeChecked();
    await user.click(above());
    expect(above()).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(targetField()).toHaveAttribute('aria-invalid', 'true'));
    expect(targetField()).toHaveAccessibleDescription(
      'قیمت خرید همین حالا ۷٬۸۵۰٬۰۰۰ تومان است؛ برای «یا بیشتر» مبلغی بالاتر از آن بنویسید',
    );
    // Chosen by hand, the direction no longer follows the target.
    await typeTarget(user, '6000000');
    expect(above()).toBeChecked();
    expect(calls.create).toHaveLength(0);
  });

  it('fills the target when the price comes after the dialog opened, and takes the direction from a target typed before', async () => {
    const answer = gate();
    servePriceAlerts();
    const { user } = renderPriceAlerts();
    // Nothing on the page asks for the price until the dialog opens.
    server.use(http.get(`${API}/gold-price`, async () => (await answer.promise, ok(PRICE))));
    await user.click(await screen.findByRole('button', { name: 'هشدار تازه' }));
    await screen.findByRole('dialog', { name: 'هشدار قیمت' });
    expect(targetField()).toHaveValue('');
    expect(targetField()).toHaveAccessibleDescription('در حال دریافت قیمت لحظه‌ای');
    await user.type(targetField(), '7000000');
    expect(above()).toBeChecked();
    answer.open();
    await waitFor(() => expect(below()).toBeChecked());
    expect(targetField()).toHaveValue('۷٬۰۰۰٬۰۰۰');
  });

  it('says what is wrong with a target that is not a price', async () => {
    const { calls } = servePriceAlerts();
    const { user } = renderPriceAlerts();
    await open(user);
    await typeTarget(user, '۸م');
    expect(targetField()).toHaveAttribute('aria-invalid', 'true');
    expect(targetField()).toHaveAccessibleDescription('فقط رقم بنویسید؛ مثلاً ۱٬۲۵۰٬۰۰۰');
    await user.clear(targetField());
    await user.click(submitButton());
    await waitFor(() => expect(targetField()).toHaveAccessibleDescription('قیمت هدف را بنویسید'));
    await user.type(targetField(), '0');
    await user.click(submitButton());
    await waitFor(() => expect(targetField()).toHaveAccessibleDescription('قیمت هدف باید بیشتر از صفر باشد'));
    expect(calls.create).toHaveLength(0);
  });

  it(`at the limit says so, and the button sends nothing`, async () => {
    const alerts = Array.from({ length: 10 }, (_, i) => aPriceAlert({ id: `pa-${i}`, targetPrice: 8_000_000 + i * 1000 }));
    const { calls } = servePriceAlerts({ alerts });
    const { user } = renderPriceAlerts();
    await screen.findByText('۱۰ از ۱۰ هشدار در انتظار');
    await open(user);
    const limit = 'حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید؛ برای هشدار تازه، یکی از هشدارهای فعال را حذف کنید';
    expect(inDialog().getByText(limit)).toBeVisible();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(limit);
    expect(calls.create).toHaveLength(0);
  });

  it('shows the server’s words when it refuses, in the form, and keeps the dialog open', async () => {
    servePriceAlerts({
      replies: {
        create: () =>
          fail(
            400,
            'PRICE_ALERT_LIMIT',
            'حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید؛ برای هشدار تازه، یکی از هشدارهای فعال را حذف کنید',
          ),
      },
    });
    const { user } = renderPriceAlerts();
    await open(user);
    await typeTarget(user, '8100000');
    await user.click(submitButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید');
    expect(dialog()).toBeInTheDocument();
    // Editing clears it: it no longer applies.
    await user.type(targetField(), '0');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
