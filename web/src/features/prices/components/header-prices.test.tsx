import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute } from '../../../test/render';
import { PRICE_FALLBACK_TOAST } from '../../../entities/prices/hooks/use-live-prices';
import { renderLive } from '../../../test/prices-listener';
import { HeaderPrices } from './header-prices';

const price = (buyPrice: number, sellPrice: number) => ({ buyPrice, sellPrice, lastUpdate: '2025-01-01T10:00:00.000Z' });

function onGoldPrice(reply: () => Response) {
  let calls = 0;
  server.use(
    http.get(`${API}/gold-price`, () => {
      calls++;
      return reply();
    }),
  );
  return { calls: () => calls };
}

/** The widget with the prices' realtime reaction, on a fake socket. */
const renderLiveWidget = () => renderLive(<HeaderPrices />);

const prices = () => screen.getByRole('group', { name: /قیمت لحظه‌ای طلای ۱۸ عیار/ });

describe('HeaderPrices', () => {
  it('shows the fetched prices in Persian digits', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۵۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.queryByText('پیش‌فرض')).not.toBeInTheDocument();
    expect(screen.queryByText(PRICE_FALLBACK_TOAST)).not.toBeInTheDocument();
  });

  it('labels each price with its unit, which a phone keeps for screen readers only', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    for (const label of ['خرید (تومان/گرم)', 'فروش (تومان/گرم)']) {
      expect(
        within(prices()).getByText(
          (_, element) => element?.textContent === label && element.tagName === 'SPAN' && element.childElementCount === 1,
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows the default prices and a toast when the price cannot be fetched', async () => {
    const { calls } = onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۲٬۴۸۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('پیش‌فرض')).toBeInTheDocument();
    expect(await screen.findByText(PRICE_FALLBACK_TOAST)).toBeInTheDocument();
    // The test client does not retry; the panel's own client retries once (app/app.tsx).
    expect(calls()).toBe(1);
  });

  it('shows the default prices when the network is down', async () => {
    onGoldPrice(() => HttpResponse.error());
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    expect(await screen.findByText(PRICE_FALLBACK_TOAST)).toBeInTheDocument();
  });

  it('refreshes on demand', async () => {
    let buy = 3_000_000;
    const { calls } = onGoldPrice(() => ok(price(buy, 2_900_000)));
    const { user } = renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۰۰۰٬۰۰۰')).toBeInTheDocument();

    buy = 3_200_000;
    await user.click(screen.getByRole('button', { name: 'به‌روزرسانی قیمت‌ها' }));
    expect(await within(prices()).findByText('۳٬۲۰۰٬۰۰۰')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('moves the buy price on a price-update event, keeping the sell price', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    expect(realtime.listenerCount('price-update')).toBe(1);

    realtime.emit('price-update', { local: 3_150_000 });
    expect(await within(prices()).findByText('۳٬۱۵۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).queryByText('۳٬۱۰۰٬۰۰۰')).not.toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۵۰٬۰۰۰')).toBeInTheDocument();

    realtime.emit('price-update', { local: 3_160_000, sell: 3_070_000 });
    expect(await within(prices()).findByText('۳٬۱۶۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۷۰٬۰۰۰')).toBeInTheDocument();
  });

  it('takes a whole gold-price-update event', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.emit('gold-price-update', price(3_300_000, 3_250_000));
    expect(await within(prices()).findByText('۳٬۳۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۲۵۰٬۰۰۰')).toBeInTheDocument();
  });

  it('asks for the price again after a reconnect, since ticks were missed', async () => {
    let buy = 3_100_000;
    const { calls } = onGoldPrice(() => ok(price(buy, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.disconnect();
    buy = 3_400_000;
    realtime.connect();
    expect(await within(prices()).findByText('۳٬۴۰۰٬۰۰۰')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('a live tick replaces the default prices after a failed fetch', async () => {
    onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.emit('price-update', { local: 2_700_000 });
    expect(await within(prices()).findByText('۲٬۷۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۲٬۴۸۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).queryByText('پیش‌فرض')).not.toBeInTheDocument();
  });

  it('stops listening when it unmounts', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime, unmount } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    unmount();
    expect(realtime.listenerCount('price-update')).toBe(0);
    expect(realtime.listenerCount('gold-price-update')).toBe(0);
  });
});
